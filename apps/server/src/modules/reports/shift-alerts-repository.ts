import { sql } from "drizzle-orm";
import { type Cinemas, inCinemas } from "./cinema-filter-repository.ts";
import { queryRows, type Database } from "#server/db/client.ts";

export type ShiftAlertRow = {
  id: string;
  cinemaSlug: string;
  cinemaName: string;
  userName: string;
  openedAt: Date;
  closedAt: Date | null;
  pending: boolean;
  difference: number | null;
};

/**
 * Open shifts of these cinemas opened before `before` (a chain day's start), and closed shifts
 * waiting for a manager's approval: the overview's alerts (the box office's shifts, read here since
 * reports sit below the box office).
 */
export async function shiftsNeedingAttention(db: Database, cinemaIds: Cinemas, before: Date): Promise<ShiftAlertRow[]> {
  const rows = await queryRows(
    db,
    sql<{
      id: string;
      cinemaSlug: string;
      cinemaName: string;
      userName: string;
      openedAt: Date | string;
      closedAt: Date | string | null;
      pending: boolean;
      difference: number | null;
    }>`
      select s.id, c.slug as "cinemaSlug", c.name as "cinemaName", u.full_name as "userName", s.opened_at as "openedAt", s.closed_at as "closedAt",
             (s.approval = 'pending') as pending, (s.counted_cash_vnd - s.expected_cash_vnd) as difference
        from box_office_shifts s join cinemas c on c.id = s.cinema_id join users u on u.id = s.user_id
       where ${inCinemas(sql`s.cinema_id`, cinemaIds)} and ((s.closed_at is null and s.opened_at < ${before.toISOString()}::timestamptz) or s.approval = 'pending')
       order by s.opened_at
       limit 50`,
  );
  return rows.map((r) => ({
    ...r,
    pending: Boolean(r.pending),
    openedAt: new Date(r.openedAt),
    closedAt: r.closedAt ? new Date(r.closedAt) : null,
    difference: r.difference === null ? null : Number(r.difference),
  }));
}
