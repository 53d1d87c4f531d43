import type { AuditEntity } from "@hancine/contract/back-office-audit";
import type { Database } from "#server/db/client.ts";
import { auditLog } from "#server/db/schema/accounts.ts";

// The entities are the contract's (`GET /admin/audit?entity=` filters by them).
export { AUDIT_ENTITIES, type AuditEntity } from "@hancine/contract/back-office-audit";

export type AuditEntry = {
  at: Date;
  action: `${"auth" | "order" | "seat_hold" | "payment" | "checkin" | AuditEntity}.${string}`;
  actorUserId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
  /** A back-office change: the thing changed, its cinema (so managers read their cinemas' trail), and its state before and after. */
  change?: { entity: AuditEntity; id: string; cinemaId?: string | null; before: unknown; after: unknown };
};

/** Called with the transaction of the change it records, so the trail and the change commit together. */
export async function writeAudit(tx: Database, entry: AuditEntry): Promise<void> {
  const change = entry.change;
  await tx.insert(auditLog).values({
    at: entry.at,
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
    ...(change && {
      entity: change.entity,
      entityId: change.id,
      cinemaId: change.cinemaId ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
    }),
  });
}
