import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { filmReminders } from "#server/db/schema/after-sale.ts";
import { films, showtimes } from "#server/db/schema/catalog.ts";

export type ReminderRow = RawRow<Pick<typeof filmReminders.$inferSelect, "createdAt" | "notifiedAt"> & { filmSlug: string; filmName: string }>;
export type DueReminderRow = RawRow<{
  userId: string;
  filmId: string;
  email: string;
  fullName: string;
  /** The customer's language (`users.locale`): the reminder is written in it. */
  locale: string;
  filmSlug: string;
  filmName: string;
  filmNameEn: string | null;
}>;

/** A film not archived, by its slug; null when there is none. */
export async function liveFilmBySlug(db: Database, slug: string): Promise<{ id: string; name: string } | null> {
  const [film] = await db
    .select({ id: films.id, name: films.title })
    .from(films)
    .where(and(eq(films.slug, slug), isNull(films.archivedAt)));
  return film ?? null;
}

/** Whether the film has a showtime not cancelled starting after `after` (on sale). */
export async function filmHasShowtimeAfter(db: Database, filmId: string, after: Date): Promise<boolean> {
  const [onSale] = await db
    .select({ id: showtimes.id })
    .from(showtimes)
    .where(and(eq(showtimes.filmId, filmId), isNull(showtimes.cancelledAt), gt(showtimes.startsAt, after)))
    .limit(1);
  return onSale !== undefined;
}

/** The customer's reminder for the film (kept as it was when there is one already). */
export async function insertReminder(db: Database, reminder: { userId: string; filmId: string; at: Date }): Promise<void> {
  await db.insert(filmReminders).values({ userId: reminder.userId, filmId: reminder.filmId, createdAt: reminder.at }).onConflictDoNothing();
}

/** Deletes the customer's reminder for the film; false when there was none. */
export async function deleteReminder(db: Database, userId: string, filmId: string): Promise<boolean> {
  const removed = await db
    .delete(filmReminders)
    .where(and(eq(filmReminders.userId, userId), eq(filmReminders.filmId, filmId)))
    .returning({ filmId: filmReminders.filmId });
  return removed.length > 0;
}

/** The customer's reminders with their films, newest first (100 at most). */
export async function remindersOf(db: Database, userId: string): Promise<ReminderRow[]> {
  return queryRows(
    db,
    sql<ReminderRow>`select r.created_at as "createdAt", r.notified_at as "notifiedAt", f.slug as "filmSlug", f.title as "filmName"
      from film_reminders r join films f on f.id = r.film_id where r.user_id = ${userId} order by r.created_at desc limit 100`,
  );
}

/** Reminders whose film went on sale, not yet e-mailed, oldest first, locked (SKIP LOCKED: instances share the work). */
export async function lockDueReminders(tx: Database, batch: number): Promise<DueReminderRow[]> {
  return queryRows(
    tx,
    sql<DueReminderRow>`select r.user_id as "userId", r.film_id as "filmId", u.email, u.full_name as "fullName", u.locale,
            f.slug as "filmSlug", f.title as "filmName", f.title_en as "filmNameEn"
      from film_reminders r join users u on u.id = r.user_id join films f on f.id = r.film_id
     where r.on_sale_at is not null and r.notified_at is null
     order by r.on_sale_at limit ${batch}
     for update of r skip locked`,
  );
}

/** The reminder was e-mailed at `now`. */
export async function markReminded(tx: Database, userId: string, filmId: string, now: Date): Promise<void> {
  await tx
    .update(filmReminders)
    .set({ notifiedAt: now })
    .where(and(eq(filmReminders.userId, userId), eq(filmReminders.filmId, filmId)));
}
