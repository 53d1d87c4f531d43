import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/** The PostgreSQL channel a content change is announced on (decision 047). */
export const CONTENT_CHANNEL = "content_changed";

/**
 * Announces a change of banners, promotions or posts to every instance. Called inside the change's
 * transaction: PostgreSQL delivers the notification at commit, never for a change rolled back.
 */
export async function announceContentChange(tx: Database, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${what})`);
}
