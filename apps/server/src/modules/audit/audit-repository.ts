import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema/accounts.ts";

export type AuditEntry = {
  at: Date;
  action: `${"auth" | "order" | "seat_hold" | "payment" | "checkin"}.${string}`;
  actorUserId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
};

/** Called with the transaction of the change it records, so the trail and the change commit together. */
export async function writeAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    at: entry.at,
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
