import pg from "pg";
import type { DatabaseHandle } from "./client.ts";

type Log = { warn(obj: unknown, msg?: string): void };

export type ChannelListener = {
  /** Each notification's payload. */
  onMessage(payload: string): void;
  /** The listening connection came back after a loss: notifications sent meanwhile are lost. */
  onReconnect(): void;
};

/**
 * One LISTEN on `channel` for this process, on PGlite or PostgreSQL. On PostgreSQL a dropped
 * listening connection reconnects after a second and calls `onReconnect`. Answers the function that stops listening.
 */
export async function listenToChannel(database: DatabaseHandle, channel: string, listener: ChannelListener, log: Log): Promise<() => Promise<void>> {
  const driver = database.driver;
  if (driver.kind === "pglite") return driver.client.listen(channel, (payload) => listener.onMessage(payload));
  let closed = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: driver.pool.options.connectionString as string });
    const retry = (err?: unknown) => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn({ err }, `${channel}: listening connection lost, reconnecting`);
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      setTimeout(() => {
        if (closed) return;
        connect()
          .then(() => listener.onReconnect())
          .catch((error: unknown) => log.warn({ err: error }, `${channel}: reconnect failed`));
      }, 1_000).unref();
    };
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload) listener.onMessage(message.payload);
    });
    next.on("error", retry);
    next.on("end", () => retry());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
  };
  await connect();
  return async () => {
    closed = true;
    const last = client;
    client = undefined;
    if (!last) return;
    last.removeAllListeners();
    last.on("error", () => {});
    await last.end().catch(() => {});
  };
}
