import { sql, type SQL } from "drizzle-orm";
import type { AuditEntity, AuditEntry } from "@hancine/contract/back-office-audit";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import type { auditLog } from "#server/db/schema/accounts.ts";

type AuditRow = RawRow<Pick<typeof auditLog.$inferSelect, "at" | "action" | "before" | "after">> & {
  entity: string;
  entityId: string;
  label: string | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  cinemaId: string | null;
  cinemaSlug: string | null;
  cinemaName: string | null;
};

export type AuditFilter = {
  entity?: AuditEntity | undefined;
  id?: string | undefined;
  /** An account id, or part of an e-mail or name. */
  actor?: string | undefined;
  /** Chain days (YYYY-MM-DD), both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Only these cinemas' entries (managers); "all" for admins. */
  cinemaIds: readonly string[] | "all";
  page: number;
  pageSize: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The back office's changes (entries naming what they changed), newest first, one page. */
export async function auditTrail(db: Database, filter: AuditFilter): Promise<AuditEntry[]> {
  if (filter.cinemaIds !== "all" && filter.cinemaIds.length === 0) return [];
  const where: SQL[] = [sql`l.entity is not null`];
  if (filter.cinemaIds !== "all")
    where.push(
      sql`l.cinema_id in (${sql.join(
        filter.cinemaIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (filter.entity) where.push(sql`l.entity = ${filter.entity}`);
  if (filter.id) where.push(sql`l.entity_id = ${filter.id.trim()}`);
  const actor = filter.actor?.trim();
  if (actor) {
    const pattern = `%${actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(UUID.test(actor) ? sql`l.actor_user_id = ${actor}::uuid` : sql`(u.email like ${pattern} or fold_vi(u.full_name) like fold_vi(${pattern}))`);
  }
  if (filter.from) where.push(sql`l.at >= (${filter.from}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`);
  if (filter.to) where.push(sql`l.at < ((${filter.to}::date + 1)::timestamp at time zone 'Asia/Ho_Chi_Minh')`);
  const rows = await queryRows(
    db,
    sql<AuditRow>`
      select l.at, l.action, l.entity, l.entity_id as "entityId", l.details->>'label' as label, l.before, l.after,
             u.id as "actorId", u.full_name as "actorName", u.email as "actorEmail",
             c.id as "cinemaId", c.slug as "cinemaSlug", c.name as "cinemaName"
        from audit_log l
        left join users u on u.id = l.actor_user_id
        left join cinemas c on c.id = l.cinema_id
       where ${sql.join(where, sql` and `)}
       order by l.at desc, l.id desc
       limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
  );
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "", email: row.actorEmail ?? "" } : null,
    action: row.action,
    entity: row.entity,
    id: row.entityId,
    label: row.label,
    cinema: row.cinemaId ? { id: row.cinemaId, slug: row.cinemaSlug ?? "", name: row.cinemaName ?? "" } : null,
    before: row.before,
    after: row.after,
  }));
}
