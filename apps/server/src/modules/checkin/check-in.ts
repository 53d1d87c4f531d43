import type { CheckinRefusal, CheckinRequest, CheckinResult } from "@hancine/contract/checkout";
import { CHECKIN_OPENS_MINUTES_BEFORE } from "@hancine/contract/checkout-constants";
import { TICKET_TYPE_DOOR_CHECKS, TICKET_TYPE_LABELS } from "@hancine/contract/booking-constants";
import type { UserRole } from "@hancine/contract/auth";
import { chainDay } from "@hancine/contract/format";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { cinemaScopeOf, inScope } from "../auth/cinema-scope.ts";
import { readTicketQr, type QrKey } from "../checkout/ticket-qr.ts";
import {
  checkinByNonce,
  checkinOfTicket,
  insertCheckin,
  lockTicketForAdmission,
  ticketByCode,
  ticketById,
  type CheckinRow,
  type TicketFacts,
} from "./checkins-repository.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

const CODE_OF: Partial<Record<CheckinRefusal, "NOT_FOUND" | "ALREADY_CHECKED_IN" | "FORBIDDEN">> = {
  not_found: "NOT_FOUND",
  already_checked_in: "ALREADY_CHECKED_IN",
  other_cinema: "FORBIDDEN",
};
const refuse = (reason: CheckinRefusal, message: ErrorText, details: Record<string, unknown> = {}) =>
  new DomainError(CODE_OF[reason] ?? "TICKET_NOT_VALID", {
    message,
    details: { reason, ...details },
  });

function answerOf(ticket: TicketFacts, checkin: CheckinRow): CheckinResult {
  return {
    ticket: {
      id: ticket.id,
      code: ticket.code,
      seatLabel: ticket.seatLabel,
      ticketType: ticket.ticketType,
      ticketTypeLabel: TICKET_TYPE_LABELS[ticket.ticketType],
    },
    // A student, U22 or elderly ticket: the door asks for the card (decision 085).
    doorCheck: TICKET_TYPE_DOOR_CHECKS[ticket.ticketType],
    orderCode: ticket.orderCode,
    film: { name: ticket.filmName, age: ticket.filmAge },
    showtime: { startsAt: ticket.startsAt.toISOString(), cinema: ticket.cinemaName, auditorium: ticket.auditoriumName },
    checkedInAt: checkin.at.toISOString(),
    place: checkin.place,
  };
}

/** A refunded, exchanged or unpaid ticket is refused at the door. */
function assertStillValid(ticket: { orderStatus: string; refundId: string | null; counterRefundedAt: Date | null }): void {
  // Refunded whole, or this ticket on its own (through its gateway, or at the box office: decision 076).
  if (ticket.orderStatus === "refunded" || ticket.refundId || ticket.counterRefundedAt) throw refuse("refunded", msg("error.TICKET_NOT_VALID.refunded"));
  if (ticket.orderStatus === "exchanged") throw refuse("exchanged", msg("error.TICKET_NOT_VALID.exchanged"));
  if (ticket.orderStatus !== "paid") throw refuse("unpaid", msg("error.TICKET_NOT_VALID.unpaid"));
}

/** Staff and managers admit (and read) only tickets of their cinemas; admins every cinema's. */
async function assertOwnCinema(db: Database, staff: { id: string; role: UserRole }, ticket: TicketFacts): Promise<void> {
  if (!inScope(await cinemaScopeOf(db, staff), ticket.cinemaId)) {
    throw refuse("other_cinema", msg("error.FORBIDDEN.otherCinema", { cinemaName: ticket.cinemaName }), { cinema: ticket.cinemaName });
  }
}

/**
 * `POST /checkin`: the first scan of a paid ticket of the staff member's cinemas, from an hour before
 * its showtime starts until it ends, admits it; the database's
 * unique ticket_id makes any later (or simultaneous) scan a 409 with when and where. A scan's nonce
 * is stored with the admission, so a retried request gets the first answer again.
 */
export async function checkIn(
  deps: AppDeps,
  qrKey: QrKey,
  staff: { id: string; role: UserRole },
  input: CheckinRequest,
  ip: string | null,
): Promise<CheckinResult> {
  const staffUserId = staff.id;
  const db = deps.database.db;
  const read = readTicketQr(qrKey, input.qr);
  if (read.kind === "unreadable") {
    throw new DomainError("VALIDATION_FAILED", { fields: { qr: msg("error.VALIDATION_FAILED.unreadableTicketCode") } });
  }
  if (read.kind === "forged") throw refuse("forged", msg("error.TICKET_NOT_VALID.badSignature"));

  if (input.nonce) {
    const earlier = await checkinByNonce(db, input.nonce);
    if (earlier) {
      const ticket = await ticketById(db, earlier.ticketId);
      if (ticket?.code !== read.code) throw new DomainError("VALIDATION_FAILED", { fields: { nonce: msg("error.VALIDATION_FAILED.scanIdUsed") } });
      // A replayed scan answers only at the ticket's own cinemas, as the first scan did (issue 30).
      await assertOwnCinema(db, staff, ticket);
      return answerOf(ticket, earlier);
    }
  }

  const ticket = await ticketByCode(db, read.code);
  if (!ticket) throw refuse("not_found", msg("error.NOT_FOUND.ticketCode"));
  await assertOwnCinema(db, staff, ticket);
  if (ticket.cancelledAt) throw refuse("cancelled", msg("error.TICKET_NOT_VALID.showtimeCancelled"));
  assertStillValid(ticket);
  const now = deps.clock();
  const when = { startsAt: ticket.startsAt.toISOString() };
  const opens = new Date(ticket.startsAt.getTime() - CHECKIN_OPENS_MINUTES_BEFORE * 60_000);
  // Outside the door's window on another day: say which day (a 00:20 show opens at 23:20 the day before).
  const inWindow = now >= opens && now < ticket.endsAt;
  if (!inWindow && chainDay(ticket.startsAt) !== chainDay(now)) {
    throw refuse("wrong_day", msg("error.TICKET_NOT_VALID.wrongDay", { startsAt: { time: ticket.startsAt }, startsDay: { day: ticket.startsAt } }), when);
  }
  if (now < opens) throw refuse("too_early", msg("error.TICKET_NOT_VALID.tooEarly", { startsAt: { time: ticket.startsAt }, opens: { time: opens } }), when);
  if (now >= ticket.endsAt)
    throw refuse("ended", msg("error.TICKET_NOT_VALID.ended", { startsAt: { time: ticket.startsAt }, endsAt: { time: ticket.endsAt } }), when);

  const place = input.place ? `${ticket.cinemaName} – ${input.place}` : ticket.cinemaName;
  const admitted = await db.transaction(async (tx) => {
    // Under the ticket's lock, read again: a cancel or an exchange may have voided it a moment ago.
    const standing = await lockTicketForAdmission(tx, ticket.id);
    if (standing) assertStillValid(standing);
    const row = await insertCheckin(tx, { ticketId: ticket.id, nonce: input.nonce ?? null, staffUserId, at: now, place });
    if (row)
      await writeAudit(tx, {
        at: now,
        action: "checkin.admitted",
        actorUserId: staffUserId,
        ip,
        details: { ticketId: ticket.id, orderCode: ticket.orderCode, place },
      });
    return row;
  });
  if (admitted) return answerOf(ticket, admitted);

  const first = await checkinOfTicket(db, ticket.id);
  // The same scan sent twice at once: the other request admitted it with this nonce.
  if (first && input.nonce && first.nonce === input.nonce) return answerOf(ticket, first);
  if (!first) throw new DomainError("VALIDATION_FAILED", { fields: { nonce: msg("error.VALIDATION_FAILED.scanIdUsed") } });
  throw refuse(
    "already_checked_in",
    msg("error.ALREADY_CHECKED_IN.when", { seat: ticket.seatLabel, time: { time: first.at }, day: { day: first.at }, place: first.place }),
    {
      checkedInAt: first.at.toISOString(),
      place: first.place,
      seatLabel: ticket.seatLabel,
    },
  );
}
