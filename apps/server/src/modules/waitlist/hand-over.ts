import { accountLocale } from "../auth/account-emails.ts";
import { WAITLIST_OFFER_MINUTES } from "@hancine/contract/waitlist";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { newOrderCode } from "../booking/order-code.ts";
import { insertHeldOrder, releaseOpenOrdersOf, seatsClaimedByOthers } from "../booking/order-holds-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { lockSeats } from "../booking/seat-locks-repository.ts";
import { findUserById } from "../auth/users-repository.ts";
import { hasOpenOrderFor, lockAccount, openOrdersElsewhere } from "../limits/open-orders-repository.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { salesOpenAfter } from "../showtimes/sales-window.ts";
import { findShowtime, seatMap } from "../showtimes/showtimes-repository.ts";
import { seatsOfferMessage } from "./after-sale-emails.ts";
import { pickSeatsForGroup } from "./seat-picking.ts";
import { closeLine, lockLine, markOffered, settleOffers, takeWakeup, waitingLine, type WaitlistEntryRow } from "./waitlist-repository.ts";

type HandOverDeps = Pick<AppDeps, "database" | "clock" | "config" | "site">;

/** Wake-ups one run of the job works through at most (the next run takes the rest). */
const WAKEUPS_PER_RUN = 50;

/**
 * The hand-over job (decision 051), safe on any number of instances: takes the showtimes whose seats
 * came free (wake-ups written by the freeing transaction's triggers, SKIP LOCKED) and hands their free
 * seats down the line, each in one transaction with the wake-up's deletion. Returns the offers made.
 */
export async function runWaitlistHandOvers(deps: HandOverDeps): Promise<number> {
  let offers = 0;
  for (let i = 0; i < WAKEUPS_PER_RUN; i++) {
    const done = await transactionAnnouncingSeats(deps.database.db, async (tx) => {
      const showtimeId = await takeWakeup(tx);
      return showtimeId === null ? null : handOverIn(tx, deps, showtimeId);
    });
    if (done === null) break;
    offers += done;
  }
  return offers;
}

/** Hands this showtime's free seats down its line now (the job's work for one showtime). Returns the offers made. */
export async function handOverSeats(deps: HandOverDeps, showtimeId: string): Promise<number> {
  return transactionAnnouncingSeats(deps.database.db, (tx) => handOverIn(tx, deps, showtimeId));
}

/**
 * Under the line's advisory lock (one hand-over per showtime at a time, across instances):
 * 1. offers that ended are settled (paid → bought, else lapsed), so their seats count as free again;
 * 2. a showtime no longer on sale closes its line;
 * 3. down the line in order, the first place whose group fits the free seats (side by side preferred)
 *    gets them as a held order for WAITLIST_OFFER_MINUTES and an e-mail; a place that does not fit,
 *    or whose account may not hold more (MAX_OPEN_ORDERS, or already holding seats of this showtime),
 *    keeps its place for the next time.
 * The seats' advisory locks and the exclusion constraint keep a seat from going to two people: a buyer
 * who took one meanwhile simply makes it not free here.
 */
async function handOverIn(tx: Database, deps: HandOverDeps, showtimeId: string): Promise<number> {
  const now = deps.clock();
  await lockLine(tx, showtimeId);
  await settleOffers(tx, showtimeId, now);
  const line = await waitingLine(tx, showtimeId);
  if (line.length === 0) return 0;
  const showtime = await findShowtime(tx, showtimeId, now, deps.config.salesCloseMinutes);
  if (!showtime || showtime.cancelled || new Date(showtime.startsAt) <= salesOpenAfter(deps)) {
    await closeLine(tx, showtimeId, now);
    return 0;
  }
  const map = await seatMap(tx, showtimeId, null, now);
  if (!map) return 0;
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
  let offers = 0;
  for (const entry of line) {
    for (;;) {
      const picked = pickSeatsForGroup(map, entry.seats);
      if (!picked) break;
      const ids = picked.map((seat) => seat.id);
      await lockSeats(tx, showtimeId, ids);
      const taken = await seatsClaimedByOthers(tx, showtimeId, ids, entry.userId, now, expiresAt);
      if (taken.length > 0) {
        // Someone bought them a moment ago: not free after all; pick again from what is left.
        for (const row of map.rows) for (const seat of row.seats) if (taken.includes(seat.id)) seat.status = "held";
        continue;
      }
      // The account is looked at after the seats' locks, in the order a hold takes them (seats, then the
      // account's row: decision 017), so a hand-over and that customer's own hold never wait on each other.
      if (!(await mayHold(tx, deps, entry, now))) break;
      // A hold of theirs on this showtime that ran out but is not yet marked expired would block the new order.
      await releaseOpenOrdersOf(tx, entry.userId, showtimeId, now);
      const seats = [...picked].sort((a, b) => a.id.localeCompare(b.id));
      const subtotal = seats.reduce((sum, seat) => sum + seat.price, 0);
      const orderId = await insertHeldOrder(tx, { code: newOrderCode(), userId: entry.userId, showtimeId, seats, subtotal, now, expiresAt });
      await markOffered(tx, entry.id, orderId, now);
      for (const seat of picked) seat.status = "held";
      await announceSeatChanges(tx, { showtimeId, seats: ids.map((id) => ({ id, status: "held" as const })) });
      const labels = picked.map((seat) => seat.label);
      await writeAudit(tx, {
        at: now,
        action: "order.waitlist_offer",
        actorUserId: null,
        details: { orderId, showtimeId, waitlistEntryId: entry.id, seats: labels },
      });
      const person = await findUserById(tx, entry.userId);
      await enqueueEmail(
        tx,
        seatsOfferMessage(
          {
            to: person!.email,
            fullName: person!.fullName,
            showtimeId,
            filmName: showtime.film.name,
            filmNameEn: showtime.film.nameEn,
            cinemaName: showtime.cinema.name,
            auditorium: showtime.auditorium.name,
            startsAt: new Date(showtime.startsAt),
            seatLabels: labels,
            totalVnd: subtotal,
            expiresAt,
          },
          { site: deps.site, publicUrl: deps.config.publicUrl, locale: accountLocale(person!) },
        ),
        now,
      );
      offers += 1;
      break;
    }
  }
  return offers;
}

/** The hold limits (decision 017) apply to a handed-over hold too: its account's row locked, its open orders counted. */
async function mayHold(tx: Database, deps: HandOverDeps, entry: WaitlistEntryRow, now: Date): Promise<boolean> {
  await lockAccount(tx, entry.userId);
  if (await hasOpenOrderFor(tx, entry.userId, entry.showtimeId, now)) return false;
  return (await openOrdersElsewhere(tx, entry.userId, entry.showtimeId, now)) < deps.config.holdLimits.maxOpenOrders;
}
