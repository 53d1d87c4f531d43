import { accountLocale } from "../auth/account-emails.ts";
import type { FilmReminder } from "@hancine/contract/waitlist";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { salesOpenAfter } from "../showtimes/sales-window.ts";
import { filmOnSaleMessage } from "./after-sale-emails.ts";
import {
  deleteReminder,
  filmHasShowtimeAfter,
  insertReminder,
  liveFilmBySlug,
  lockDueReminders,
  markReminded,
  remindersOf,
  type ReminderRow,
} from "./film-reminders-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const toReminder = (row: ReminderRow): FilmReminder => ({
  film: { slug: row.filmSlug, name: row.filmName },
  createdAt: new Date(row.createdAt).toISOString(),
  notifiedAt: row.notifiedAt ? new Date(row.notifiedAt).toISOString() : null,
});

async function filmBySlug(deps: AppDeps, slug: string) {
  const film = await liveFilmBySlug(deps.database.db, slug);
  if (!film) throw notFound(msg("error.NOT_FOUND.filmForHire"));
  return film;
}

/**
 * `POST /films/:slug/reminder` ("Nhắc tôi"): one e-mail when the film's first showtimes go on sale.
 * A film already on sale is refused (409 FILM_ON_SALE: book now); asking twice keeps one reminder.
 */
export async function remindMe(deps: AppDeps, userId: string, slug: string): Promise<FilmReminder> {
  const film = await filmBySlug(deps, slug);
  const db = deps.database.db;
  if (await filmHasShowtimeAfter(db, film.id, salesOpenAfter(deps))) throw new DomainError("FILM_ON_SALE");
  await insertReminder(db, { userId, filmId: film.id, at: deps.clock() });
  return (await myReminders(deps, userId)).find((reminder) => reminder.film.slug === slug)!;
}

/** `DELETE /films/:slug/reminder`. False when there was none. */
export async function forgetReminder(deps: AppDeps, userId: string, slug: string): Promise<boolean> {
  const film = await filmBySlug(deps, slug);
  return deleteReminder(deps.database.db, userId, film.id);
}

/** `GET /me/reminders`: newest first. */
export async function myReminders(deps: AppDeps, userId: string): Promise<FilmReminder[]> {
  return (await remindersOf(deps.database.db, userId)).map(toReminder);
}

/**
 * The reminder job: reminders whose film got its first showtime (`on_sale_at`, set by the showtime's
 * insert trigger) are e-mailed and marked in one transaction, rows taken with SKIP LOCKED: each
 * e-mail queued exactly once, whichever instance runs it. Returns how many were queued.
 */
export async function sendDueReminders(deps: Pick<AppDeps, "database" | "clock" | "config" | "site">, batch = 100): Promise<number> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const due = await lockDueReminders(tx, batch);
    for (const row of due) {
      await enqueueEmail(
        tx,
        filmOnSaleMessage(
          { to: row.email, fullName: row.fullName, filmName: row.filmName, filmNameEn: row.filmNameEn, filmSlug: row.filmSlug },
          { site: deps.site, publicUrl: deps.config.publicUrl, locale: accountLocale(row) },
        ),
        now,
      );
      await markReminded(tx, row.userId, row.filmId, now);
    }
    return due.length;
  });
}
