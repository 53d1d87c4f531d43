import type { MoveShowtime } from "@hancine/contract/back-office-schedule";
import { isExclusionViolation } from "#server/db/errors.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { orderDetails } from "../checkout/order-details.ts";
import { capturedPaymentOf } from "../checkout/payments-repository.ts";
import { ticketConfirmationMessage } from "../checkout/order-emails.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { showtimeSpan } from "../showtimes/showtime-span.ts";
import type { Actor } from "../auth/actor.ts";
import { startProblem } from "@hancine/contract/schedule-rules";
import { overlapError, schedulingPair } from "./create-showtime.ts";
import { unpricedReason, unpricedSeatTypes } from "./unpriced-showtimes-repository.ts";
import { adminShowtime, lockShowtime, roomForScheduling, updateShowtimeSpan } from "./schedule-repository.ts";
import { planSeats } from "./seat-reassignment.ts";
import {
  hasCheckins,
  liveHouseSeatsOf,
  lockOrdersOfShowtime,
  moveHouseSeat,
  moveSoldSeat,
  renewTicketCodes,
  seatsOfLayout,
  shiftHouseReleases,
  soldSeatsOf,
} from "./showtime-orders-repository.ts";
import { type ErrorText, msg, viOnly } from "@hancine/contract/i18n/message";

const invalid = (field: string, message: ErrorText) => new DomainError("VALIDATION_FAILED", { fields: { [field]: message } });

/**
 * Moves a showtime to another time or room of the same cinema, in one transaction. Another room
 * means its current layout: sold seats keep their label where it exists (same type), the rest are
 * seated together (`planSeats`); unpaid holds are let go. Every buyer gets new tickets by e-mail
 * (new codes: the old QR stops at once). The exclusion constraint refuses a taken slot.
 */
export async function moveShowtime(ctx: CheckoutContext, actor: Actor, showtimeId: string, input: MoveShowtime) {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock();
  let target: { auditoriumId: string; startsAt: Date; blockedUntil: Date } | null = null;
  try {
    const outcome = await db.transaction(async (tx) => {
      const showtime = await lockShowtime(tx, showtimeId);
      if (!showtime) throw notFound(msg("error.NOT_FOUND.showtime"));
      const from = (await roomForScheduling(tx, showtime.auditoriumId))!;
      const { room, film } = await schedulingPair(tx, actor, input.auditoriumId ?? showtime.auditoriumId, showtime.filmId);
      if (room.cinemaId !== from.cinemaId) throw invalid("auditoriumId", msg("error.VALIDATION_FAILED.otherCinemaRoom"));
      if (showtime.cancelledAt) throw new DomainError("SHOWTIME_CANCELLED");
      if (showtime.startsAt <= now) throw invalid("startsAt", msg("error.VALIDATION_FAILED.moveStarted"));
      if (await hasCheckins(tx, showtime.id)) throw invalid("startsAt", msg("error.VALIDATION_FAILED.moveCheckedIn"));
      const startsAt = input.startsAt ? new Date(input.startsAt) : showtime.startsAt;
      const roomChanged = room.id !== showtime.auditoriumId;
      // Nothing to move: buyers must not get new tickets (and lose their old QR codes) for nothing.
      if (!roomChanged && startsAt.getTime() === showtime.startsAt.getTime()) throw invalid("startsAt", msg("error.VALIDATION_FAILED.moveUnchanged"));
      const problem = startProblem(startsAt, film, now);
      if (problem) throw invalid("startsAt", viOnly(problem));
      const layoutId = roomChanged ? room.layoutId : showtime.layoutId;
      const unpriced = (await unpricedSeatTypes(tx, room.cinemaId, [{ layoutId, format: showtime.format, startsAt }])).get(0);
      if (unpriced) throw invalid("startsAt", viOnly(unpricedReason(showtime.format, unpriced)));
      const span = showtimeSpan(startsAt, film.durationMinutes, room.cleaningMinutes);
      target = { auditoriumId: room.id, startsAt: span.startsAt, blockedUntil: span.blockedUntil };
      await updateShowtimeSpan(tx, showtime.id, { auditoriumId: room.id, layoutId, ...span });

      let reassignedSeats = 0;
      let releasedHolds = 0;
      if (roomChanged) {
        const sold = await soldSeatsOf(tx, showtime.id);
        const plan = planSeats(sold, await seatsOfLayout(tx, room.layoutId));
        if (!plan) throw invalid("auditoriumId", msg("error.VALIDATION_FAILED.roomTooSmall", { name: room.name, soldTickets: sold.length }));
        for (const seat of sold) await moveSoldSeat(tx, seat, plan.moves.get(seat.claimId)!);
        reassignedSeats = plan.reassigned;
        // Seats kept for the counter (decision 076) follow to the same seat of the new room, or the move is refused.
        if (layoutId !== showtime.layoutId) {
          const house = await liveHouseSeatsOf(tx, showtime.id, now);
          if (house.length > 0) {
            const soldTo = new Set(plan.moves.values());
            const free = (await seatsOfLayout(tx, layoutId)).filter((seat) => !seat.blocked && !soldTo.has(seat.id));
            const to = house.map((kept) => free.find((seat) => seat.label === kept.label && seat.type === kept.type));
            const missing = house.filter((_, i) => !to[i]).map((kept) => kept.label);
            if (missing.length > 0)
              throw invalid("auditoriumId", msg("error.VALIDATION_FAILED.houseSeatsMissing", { name: room.name, seats: missing.join(", ") }));
            for (const [i, kept] of house.entries()) await moveHouseSeat(tx, kept.claimId, to[i]!.id);
          }
        }
        const open = await lockOrdersOfShowtime(tx, showtime.id, ["held", "pending_payment"]);
        for (const order of open) await moveOrder(tx, order.id, "cancelled", now);
        await endOrderHolds(
          tx,
          open.map((order) => order.id),
          now,
        );
        releasedHolds = open.length;
      }
      // The house seats' release keeps its minutes before the start.
      if (startsAt.getTime() !== showtime.startsAt.getTime())
        await shiftHouseReleases(tx, showtime.id, span.startsAt.getTime() - showtime.startsAt.getTime(), now);
      const paid = await lockOrdersOfShowtime(tx, showtime.id, ["paid"]);
      if (!roomChanged)
        await renewTicketCodes(
          tx,
          paid.map((order) => order.id),
        );
      const movedFrom = { startsAt: showtime.startsAt, auditorium: from.name };
      for (const order of paid) {
        const details = await orderDetails(tx, ctx, order.id, now);
        const payment = await capturedPaymentOf(tx, order.id);
        const methodName = payment ? (ctx.providers[payment.method]?.displayName ?? payment.method) : "Miễn phí";
        await enqueueEmail(
          tx,
          await ticketConfirmationMessage(
            { ...details, tickets: details.order.tickets ?? [], methodName, movedFrom },
            { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
          ),
          now,
        );
      }
      const outcome = { reissuedOrders: paid.length, reassignedSeats, releasedHolds };
      await writeAudit(tx, {
        at: now,
        action: "showtime.move",
        actorUserId: actor.user.id,
        ip: actor.ip,
        change: {
          entity: "showtime",
          id: showtime.id,
          cinemaId: room.cinemaId,
          before: { room: from.name, startsAt: showtime.startsAt.toISOString() },
          after: { room: room.name, startsAt: span.startsAt.toISOString(), ...outcome },
        },
      });
      return outcome;
    });
    return { showtime: (await adminShowtime(db, showtimeId, now))!, ...outcome };
  } catch (error) {
    const slot = target as { auditoriumId: string; startsAt: Date; blockedUntil: Date } | null;
    if (slot && isExclusionViolation(error, "showtimes_no_overlap"))
      throw await overlapError(db, slot.auditoriumId, slot.startsAt, slot.blockedUntil, showtimeId);
    throw error;
  }
}
