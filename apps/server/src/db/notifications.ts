import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, DatabaseHandle } from "./client.ts";

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

export type ChannelSubscriber = {
  /** Each notification's payload. */
  onMessage(payload: string): void;
  /** Listening again after a loss: notifications sent meanwhile are lost, so whatever they would have said is read afresh. */
  onReconnect(): void;
};

/** The listening connection's name in `pg_stat_activity`. */
export const NOTIFICATIONS_APPLICATION = "hancine-notifications";

/** Waits between attempts to listen again after a loss: quick at first, then every second until the database answers. */
const RETRY_DELAYS_MS = [100, 250, 500, 1_000];
/** How often the listening connection is asked a trivial question: a connection cut without a word (a network gone) is noticed too. */
const CHECK_EVERY_MS = 5_000;
/** An attempt to connect, or a check, that takes longer than this counts as a loss. */
const ANSWER_WITHIN_MS = 3_000;

/**
 * The process's one LISTEN (decision 061): every channel (seat maps, content changes, waiting rooms)
 * on one connection. On PGlite, the embedded database's own `listen`. On PostgreSQL, a dropped
 * connection — the server restarted, the backend terminated, the network cut — is replaced for as
 * long as it takes: attempts after 0.1, 0.25, 0.5 s and then every second, so listening resumes
 * within about a second of the database answering again; then every subscriber hears `onReconnect`.
 * A connection's errors always have a listener, before, during and after it ends: none can crash the process.
 */
export class DatabaseNotifications {
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  private readonly pgliteStops = new Map<string, () => Promise<void>>();
  private client: pg.Client | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setInterval> | undefined;
  private attempt = 0;
  private lostAt: number | undefined;
  private closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: Log,
  ) {}

  /** Whether notifications arrive now (PGlite: always). */
  get listening(): boolean {
    return this.database.driver.kind === "pglite" || this.client !== undefined;
  }

  /** Connects (PostgreSQL); throws if the database does not answer, as start-up should. */
  async start(): Promise<void> {
    if (this.database.driver.kind === "postgres") {
      this.client = await this.connect();
      this.watch();
    }
  }

  /** Subscribes to `channel`; answers the function that ends the subscription. */
  async listen(channel: string, subscriber: ChannelSubscriber): Promise<() => void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
      await this.startListening(channel);
    }
    set.add(subscriber);
    return () => set.delete(subscriber);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.checkTimer);
    for (const stop of this.pgliteStops.values()) await stop().catch(() => {});
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async startListening(channel: string): Promise<void> {
    const driver = this.database.driver;
    if (driver.kind === "pglite") {
      this.pgliteStops.set(channel, await driver.client.listen(channel, (payload) => this.deliver(channel, payload)));
      return;
    }
    // While the connection is being replaced, the new one listens to every channel subscribed by then.
    if (this.client) await this.client.query(`LISTEN ${channel}`);
  }

  private deliver(channel: string, payload: string): void {
    for (const subscriber of this.subscribers.get(channel) ?? []) subscriber.onMessage(payload);
  }

  /** A new connection listening to every subscribed channel. */
  private async connect(): Promise<pg.Client> {
    const driver = this.database.driver;
    if (driver.kind !== "postgres") throw new Error("PostgreSQL only");
    const client = new pg.Client({
      connectionString: driver.pool.options.connectionString as string,
      connectionTimeoutMillis: ANSWER_WITHIN_MS,
      keepAlive: true,
      // What an operator sees in pg_stat_activity: one per instance.
      application_name: NOTIFICATIONS_APPLICATION,
    });
    // Never removed: an error after a loss, or after `end`, has somewhere to go.
    client.on("error", (err) => this.lose(client, err));
    client.on("end", () => this.lose(client));
    client.on("notification", (message) => {
      if (message.payload) this.deliver(message.channel, message.payload);
    });
    try {
      await client.connect();
      const channels = [...this.subscribers.keys()];
      if (channels.length > 0) await client.query(channels.map((channel) => `LISTEN ${channel};`).join(" "));
      return client;
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
  }

  /** Asks the listening connection a trivial question now and then: a silent loss becomes a known one. */
  private watch(): void {
    this.checkTimer = setInterval(() => {
      const client = this.client;
      if (!client) return;
      const timeout = setTimeout(() => this.lose(client, new Error("listening connection did not answer")), ANSWER_WITHIN_MS);
      client
        .query("select 1")
        .catch((err: unknown) => this.lose(client, err))
        .finally(() => clearTimeout(timeout));
    }, CHECK_EVERY_MS);
    this.checkTimer.unref();
  }

  private lose(client: pg.Client, err?: unknown): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.lostAt = Date.now();
    this.attempt = 0;
    this.log.warn({ err }, "database notifications: listening connection lost, connecting again");
    void client.end().catch(() => {});
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    const delay = RETRY_DELAYS_MS[Math.min(this.attempt, RETRY_DELAYS_MS.length - 1)]!;
    this.attempt++;
    this.retryTimer = setTimeout(() => void this.reconnect(), delay);
    this.retryTimer.unref();
  }

  private async reconnect(): Promise<void> {
    let client: pg.Client;
    try {
      client = await this.connect();
    } catch {
      this.retry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.log.info({ afterMs: Date.now() - (this.lostAt ?? Date.now()), attempts: this.attempt }, "database notifications: listening again");
    for (const set of this.subscribers.values()) {
      for (const subscriber of set) {
        try {
          subscriber.onReconnect();
        } catch (err) {
          this.log.warn({ err }, "database notifications: a subscriber failed to catch up");
        }
      }
    }
  }
} /** Sends a NOTIFY on `channel` (payload under 8000 bytes) to every server process listening (DatabaseNotifications). */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
