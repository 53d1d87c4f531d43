import pg from "pg";
import { seatChangesSchema } from "@hancine/contract/booking";
import type { DatabaseHandle } from "../../db/client.ts";
import { SEAT_CHANNEL, type SeatChangeMessage } from "./seat-events.ts";

/** `end`: the server is shutting down; the stream should close (the browser reconnects elsewhere). */
export type SeatEvent = { kind: "seats"; seats: SeatChangeMessage["seats"] } | { kind: "resync" } | { kind: "end" };
export type SeatListener = (event: SeatEvent) => void;

/**
 * One LISTEN per server process, fanned out to the open seat maps (SSE connections) by showtime.
 * Every process listens on the same PostgreSQL channel, so a hold taken through any instance reaches
 * the buyers connected to all of them. If the listening connection drops, it reconnects and tells
 * every subscriber to reload its map (`resync`), since notifications sent meanwhile are lost.
 */
export class SeatEventHub {
  private readonly listeners = new Map<string, Set<SeatListener>>();
  private stopListening: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {}

  async start(): Promise<void> {
    const driver = this.database.driver;
    if (driver.kind === "pglite") {
      const unsubscribe = await driver.client.listen(SEAT_CHANNEL, (payload) => this.dispatch(payload));
      this.stopListening = unsubscribe;
      return;
    }
    await this.listenOnPostgres(driver.pool.options.connectionString as string);
  }

  private async listenOnPostgres(connectionString: string): Promise<void> {
    const client = new pg.Client({ connectionString });
    let reconnecting = false;
    const reconnect = (err?: unknown) => {
      if (this.closed || reconnecting) return;
      reconnecting = true;
      this.log.warn({ err }, "seat events: listening connection lost, reconnecting");
      client.removeAllListeners();
      void client.end().catch(() => {});
      setTimeout(() => {
        this.listenOnPostgres(connectionString)
          .then(() => this.broadcast({ kind: "resync" }))
          .catch((error: unknown) => {
            reconnecting = false;
            reconnect(error);
          });
      }, 1_000).unref();
    };
    client.on("notification", (message) => {
      if (message.channel === SEAT_CHANNEL && message.payload) this.dispatch(message.payload);
    });
    client.on("error", reconnect);
    client.on("end", () => reconnect());
    await client.connect();
    await client.query(`LISTEN ${SEAT_CHANNEL}`);
    this.stopListening = async () => {
      client.removeAllListeners();
      client.on("error", () => {});
      await client.end();
    };
  }

  subscribe(showtimeId: string, listener: SeatListener): () => void {
    const set = this.listeners.get(showtimeId) ?? new Set();
    set.add(listener);
    this.listeners.set(showtimeId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(showtimeId);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.broadcast({ kind: "end" });
    await this.stopListening?.().catch(() => {});
    this.listeners.clear();
  }

  private dispatch(payload: string): void {
    let message: SeatChangeMessage;
    try {
      const parsed = JSON.parse(payload) as { showtimeId?: unknown; seats?: unknown };
      message = { showtimeId: String(parsed.showtimeId), seats: seatChangesSchema.parse(parsed.seats) };
    } catch (err) {
      this.log.warn({ err }, "seat events: unreadable notification ignored");
      return;
    }
    for (const listener of this.listeners.get(message.showtimeId) ?? []) listener({ kind: "seats", seats: message.seats });
  }

  private broadcast(event: SeatEvent): void {
    for (const set of this.listeners.values()) for (const listener of set) listener(event);
  }
}
