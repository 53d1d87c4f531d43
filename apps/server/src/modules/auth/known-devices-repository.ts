import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { knownDevices } from "#server/db/schema/mfa.ts";

/** Records a sign-in from a device; true when the account had never signed in from it. */
export async function rememberDevice(tx: Database, userId: string, deviceHash: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .insert(knownDevices)
    .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.deviceHash], set: { lastSeenAt: now } })
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  return row?.isNew ?? false;
}
