import { listenToChannel } from "../../db/channel-listener.ts";
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
  return listenToChannel(database, CONTENT_CHANNEL, { onMessage: () => cache.clear(), onReconnect: () => cache.clear() }, log);
}
