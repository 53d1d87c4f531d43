import type { WaitlistEntry } from "@hancine/contract/waitlist";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import { lockOrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { salesOpenAfter, SHOWTIME_CANCELLED_MESSAGE } from "../showtimes/sales-window.ts";
import { findShowtime, isUuid, seatMap } from "../showtimes/showtimes-repository.ts";
import { entriesOfUser, insertEntry, liveEntryOf, lockLine, setEntryStatus } from "./waitlist-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const SHOWTIME_NOT_FOUND = msg("error.NOT_FOUND.showtime");

/**
 * `POST /showtimes/:id/waitlist`: a place at the end of the line, only while the showtime has fewer
 * free seats than asked (else 409 SEATS_STILL_AVAILABLE: buy them). Asking again with the same number
 * keeps the place; another number is a new place at the end. Decided under the line's lock, so the
 * hand-over and the join see the same free seats.
 */
const PREMIERE_LINE = msg("error.QUEUE_REQUIRED.waitlist");

export async function joinWaitlist(deps: AppDeps, userId: string, showtimeId: string, seats: number, ip: string | null): Promise<WaitlistEntry> {
  const db = deps.database.db;
  const now = deps.clock();
  const showtime = await findShowtime(db, showtimeId, now, deps.config.salesCloseMinutes);
  if (!showtime) throw notFound(SHOWTIME_NOT_FOUND);
  if (showtime.cancelled) throw new DomainError("SALES_CLOSED", { message: SHOWTIME_CANCELLED_MESSAGE });
  if (new Date(showtime.startsAt) <= salesOpenAfter(deps)) throw new DomainError("SALES_CLOSED");
  // A premiere's seats go to the waiting room's line, in its order (decision 055): no second line beside it.
  if (showtime.saleEventId) throw new DomainError("QUEUE_REQUIRED", { message: PREMIERE_LINE, details: { saleEventId: showtime.saleEventId } });

  const entryId = await transactionAnnouncingSeats(db, async (tx) => {
    await lockLine(tx, showtimeId);
    const existing = await liveEntryOf(tx, userId, showtimeId);
    if (existing?.status === "offered") return existing.id;
    if (existing?.status === "waiting" && existing.seats === seats) return existing.id;
    const map = await seatMap(tx, showtimeId, userId, now);
    const free = map ? map.rows.reduce((sum, row) => sum + row.seats.filter((seat) => seat.status === "available" && seat.price > 0).length, 0) : 0;
    if (free >= seats) {
      throw new DomainError("SEATS_STILL_AVAILABLE", {
        message: msg("error.SEATS_STILL_AVAILABLE.counts", { free, seats }),
        details: { freeSeats: free },
      });
    }
    if (existing) await setEntryStatus(tx, existing.id, "left", now);
    const id = await insertEntry(tx, { userId, showtimeId, seats, now });
    await writeAudit(tx, { at: now, action: "order.waitlist_joined", actorUserId: userId, ip, details: { showtimeId, seats, waitlistEntryId: id } });
    return id;
  });
  const mine = await myWaitlist(deps, userId);
  return mine.find((entry) => entry.id === entryId)!;
}

/**
 * `DELETE /showtimes/:id/waitlist`: leaves the line. Seats already held for the customer go back too
 * (and on to the next in line). False when they had no live place.
 */
export async function leaveWaitlist(deps: AppDeps, userId: string, showtimeId: string, ip: string | null): Promise<boolean> {
  if (!isUuid(showtimeId)) throw notFound(SHOWTIME_NOT_FOUND);
  const now = deps.clock();
  return transactionAnnouncingSeats(deps.database.db, async (tx) => {
    await lockLine(tx, showtimeId);
    const entry = await liveEntryOf(tx, userId, showtimeId);
    if (!entry) return false;
    await setEntryStatus(tx, entry.id, "left", now);
    if (entry.status === "offered" && entry.orderId) {
      const order = await lockOrderRow(tx, entry.orderId);
      if (order && (order.status === "held" || order.status === "pending_payment") && order.expiresAt > now) {
        await moveOrder(tx, order.id, "cancelled", now);
        const freed = await endOrderHolds(tx, [order.id], now);
        await announceSeatChanges(tx, { showtimeId, seats: freed.map((id) => ({ id, status: "available" as const })) });
      }
    }
    await writeAudit(tx, { at: now, action: "order.waitlist_left", actorUserId: userId, ip, details: { showtimeId, waitlistEntryId: entry.id } });
    return true;
  });
}

/** `GET /me/waitlist`: the customer's places, newest first; an offer shows as bought or lapsed once its order is over. */
export async function myWaitlist(deps: AppDeps, userId: string): Promise<WaitlistEntry[]> {
  const now = deps.clock();
  const rows = await entriesOfUser(deps.database.db, userId);
  return rows.map((row) => {
    let status = row.status;
    const expiresAt = row.expiresAt ? new Date(row.expiresAt) : null;
    if (status === "offered") {
      if (row.orderStatus === "paid") status = "bought";
      else if (!(row.orderStatus === "held" || row.orderStatus === "pending_payment") || !expiresAt || expiresAt <= now) status = "lapsed";
    }
    return {
      id: row.id,
      showtimeId: row.showtimeId,
      seats: row.seats,
      status,
      position: status === "waiting" && row.position !== null ? Number(row.position) : null,
      joinedAt: new Date(row.joinedAt).toISOString(),
      offer:
        status === "offered" && row.orderId && row.orderCode && expiresAt
          ? { orderId: row.orderId, orderCode: row.orderCode, seatLabels: row.seatLabels ?? [], expiresAt: expiresAt.toISOString() }
          : null,
      showtime: {
        startsAt: new Date(row.startsAt).toISOString(),
        format: row.format,
        film: { slug: row.filmSlug, name: row.filmName },
        cinema: { slug: row.cinemaSlug, name: row.cinemaName },
        auditorium: { name: row.auditorium },
      },
    };
  });
}
