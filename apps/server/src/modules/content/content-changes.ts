import type { DatabaseNotifications } from "#server/db/notifications.ts";
import { CONTENT_CHANNEL } from "./content-changes-repository.ts";

/** What a notification empties: the public cache (`http/public-cache.ts`). */
type Clearable = { clear(): void };

/**
 * The `content_changed` channel of the process's one LISTEN (`db/notifications.ts`): each
 * notification empties this instance's public cache, so a published change shows on every instance
 * within a round trip (the contract's 5 s). When listening resumes after a loss the cache is emptied
 * once more, since notifications sent meanwhile are lost; the cache's 5 s lifetime for content bounds that gap too.
 */
export async function listenForContentChanges(notifications: DatabaseNotifications, cache: Clearable): Promise<() => void> {
  return notifications.listen(CONTENT_CHANNEL, { onMessage: () => cache.clear(), onReconnect: () => cache.clear() });
}
