import type { FilmReminder } from "@hancine/contract/waitlist";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows, type RawRow } from "../../db/client.ts";
import { filmReminders } from "../../db/schema/after-sale.ts";
import { films, showtimes } from "../../db/schema/catalog.ts";
import { DomainError, notFound } from "../../domain-error.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { salesOpenAfter } from "../showtimes/sales-window.ts";
import { filmOnSaleMessage } from "./after-sale-emails.ts";

type ReminderRow = RawRow<Pick<typeof filmReminders.$inferSelect, "createdAt" | "notifiedAt"> & { filmSlug: string; filmName: string }>;

const toReminder = (row: ReminderRow): FilmReminder => ({
  film: { slug: row.filmSlug, name: row.filmName },
  createdAt: new Date(row.createdAt).toISOString(),
  notifiedAt: row.notifiedAt ? new Date(row.notifiedAt).toISOString() : null,
});

async function filmBySlug(deps: AppDeps, slug: string) {
  const [film] = await deps.database.db
    .select({ id: films.id, name: films.title })
    .from(films)
    .where(and(eq(films.slug, slug), isNull(films.archivedAt)));
  if (!film) throw notFound("Không tìm thấy phim này.");
  return film;
}

/**
 * `POST /films/:slug/reminder` ("Nhắc tôi"): one e-mail when the film's first showtimes go on sale.
 * A film already on sale is refused (409 FILM_ON_SALE: book now); asking twice keeps one reminder.
 */
export async function remindMe(deps: AppDeps, userId: string, slug: string): Promise<FilmReminder> {
  const film = await filmBySlug(deps, slug);
  const db = deps.database.db;
  const [onSale] = await db
    .select({ id: showtimes.id })
    .from(showtimes)
    .where(and(eq(showtimes.filmId, film.id), isNull(showtimes.cancelledAt), gt(showtimes.startsAt, salesOpenAfter(deps))))
    .limit(1);
  if (onSale) throw new DomainError("FILM_ON_SALE");
  await db.insert(filmReminders).values({ userId, filmId: film.id, createdAt: deps.clock() }).onConflictDoNothing();
  return (await myReminders(deps, userId)).find((reminder) => reminder.film.slug === slug)!;
}

/** `DELETE /films/:slug/reminder`. False when there was none. */
export async function forgetReminder(deps: AppDeps, userId: string, slug: string): Promise<boolean> {
  const film = await filmBySlug(deps, slug);
  const removed = await deps.database.db
    .delete(filmReminders)
    .where(and(eq(filmReminders.userId, userId), eq(filmReminders.filmId, film.id)))
    .returning({ filmId: filmReminders.filmId });
  return removed.length > 0;
}

/** `GET /me/reminders`: newest first. */
export async function myReminders(deps: AppDeps, userId: string): Promise<FilmReminder[]> {
  const rows = await queryRows(
    deps.database.db,
    sql<ReminderRow>`select r.created_at as "createdAt", r.notified_at as "notifiedAt", f.slug as "filmSlug", f.title as "filmName"
      from film_reminders r join films f on f.id = r.film_id where r.user_id = ${userId} order by r.created_at desc limit 100`,
  );
  return rows.map(toReminder);
}

type DueRow = RawRow<{ userId: string; filmId: string; email: string; fullName: string; filmSlug: string; filmName: string }>;

/**
 * The reminder job: reminders whose film got its first showtime (`on_sale_at`, set by the showtime's
 * insert trigger) are e-mailed and marked in one transaction, rows taken with SKIP LOCKED: each
 * e-mail queued exactly once, whichever instance runs it. Returns how many were queued.
 */
export async function sendDueReminders(deps: Pick<AppDeps, "database" | "clock" | "config" | "site">, batch = 100): Promise<number> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const due = await queryRows(
      tx,
      sql<DueRow>`select r.user_id as "userId", r.film_id as "filmId", u.email, u.full_name as "fullName", f.slug as "filmSlug", f.title as "filmName"
        from film_reminders r join users u on u.id = r.user_id join films f on f.id = r.film_id
       where r.on_sale_at is not null and r.notified_at is null
       order by r.on_sale_at limit ${batch}
       for update of r skip locked`,
    );
    for (const row of due) {
      await enqueueEmail(tx, filmOnSaleMessage({ to: row.email, fullName: row.fullName, filmName: row.filmName, filmSlug: row.filmSlug }, { site: deps.site, publicUrl: deps.config.publicUrl }), now);
      await tx
        .update(filmReminders)
        .set({ notifiedAt: now })
        .where(and(eq(filmReminders.userId, row.userId), eq(filmReminders.filmId, row.filmId)));
    }
    return due.length;
  });
}
