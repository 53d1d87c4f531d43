import pg from "pg";
import type { DatabaseHandle } from "../../db/client.ts";
import { CONTENT_CHANNEL } from "./content-changes-repository.ts";

/** What a notification empties: the public cache (`http/public-cache.ts`). */
type Clearable = { clear(): void };

type Log = { warn(obj: unknown, msg?: string): void };

/**
 * One LISTEN per process on `content_changed`: each notification empties this instance's public
 * cache, so a published change shows on every instance within a round trip (the contract's 5 s).
 * If the listening connection drops it reconnects and empties the cache once more, since
 * notifications sent meanwhile are lost; the cache's 5 s lifetime for content bounds that gap too.
 */
export async function listenForContentChanges(database: DatabaseHandle, cache: Clearable, log: Log): Promise<() => Promise<void>> {
  const driver = database.driver;
  if (driver.kind === "pglite") return driver.client.listen(CONTENT_CHANNEL, () => cache.clear());
  let closed = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: driver.pool.options.connectionString as string });
    const retry = (err?: unknown) => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn({ err }, "content changes: listening connection lost, reconnecting");
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      setTimeout(() => {
        if (closed) return;
        connect()
          .then(() => cache.clear())
          .catch((error: unknown) => log.warn({ err: error }, "content changes: reconnect failed"));
      }, 1_000).unref();
    };
    next.on("notification", (message) => {
      if (message.channel === CONTENT_CHANNEL) cache.clear();
    });
    next.on("error", retry);
    next.on("end", () => retry());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${CONTENT_CHANNEL}`);
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
