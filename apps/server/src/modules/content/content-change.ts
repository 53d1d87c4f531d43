import type { Database } from "#server/db/client.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { announceContentChange } from "./content-changes-repository.ts";
import type { Actor } from "../auth/actor.ts";

type ContentEntity = "banner" | "promotion" | "post" | "product" | "voucher";
type Snapshot = { status?: string } & Record<string, unknown>;

/**
 * Records a change to the site's content inside its transaction: the change log's entry (who, when,
 * before and after; none when nothing changed) and the notice that empties every instance's public
 * cache at the commit (decision 047). The verb follows the status: create, publish, unpublish,
 * archive, update, delete — unless the caller names its own (a product's archive and restore).
 */
export async function recordContentChange(
  tx: Database,
  actor: Actor,
  now: Date,
  change: { entity: ContentEntity; id: string; label: string; before: Snapshot | null; after: Snapshot | null; verb?: string },
): Promise<void> {
  const { entity, id, label, before, after } = change;
  if (before && after && JSON.stringify(before) === JSON.stringify(after)) return;
  await writeAudit(tx, {
    at: now,
    action: `${entity}.${change.verb ?? verbOf(before, after)}`,
    actorUserId: actor.user.id,
    ip: actor.ip,
    details: { label },
    change: { entity, id, before, after },
  });
  await announceContentChange(tx, `${entity}s`);
}

function verbOf(before: Snapshot | null, after: Snapshot | null): string {
  if (!before) return "create";
  if (!after) return "delete";
  if (after.status === before.status) return "update";
  return after.status === "archived" ? "archive" : after.status === "draft" ? "unpublish" : "publish";
}
