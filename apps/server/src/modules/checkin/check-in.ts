import type { CheckinRefusal, CheckinRequest, CheckinResult } from "@hancine/contract/checkout";
import { chainDay, formatDate, formatTime } from "@hancine/contract/format";
import type { AppDeps } from "../../app-deps.ts";
import { DomainError } from "../../domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { readTicketQr, type QrKey } from "../checkout/ticket-qr.ts";
import { checkinByNonce, checkinOfTicket, insertCheckin, ticketByCode, ticketById, type CheckinRow, type TicketFacts } from "./checkins-repository.ts";

const refuse = (reason: CheckinRefusal, message: string, details: Record<string, unknown> = {}) =>
  new DomainError(reason === "not_found" ? "NOT_FOUND" : reason === "already_checked_in" ? "ALREADY_CHECKED_IN" : "TICKET_NOT_VALID", {
    message,
    details: { reason, ...details },
  });

const at = (date: Date) => `${formatTime(date)}, ${formatDate(date)}`;

function answerOf(ticket: TicketFacts, checkin: CheckinRow): CheckinResult {
  return {
    ticket: { id: ticket.id, code: ticket.code, seatLabel: ticket.seatLabel },
    orderCode: ticket.orderCode,
    film: { name: ticket.filmName, age: ticket.filmAge },
    showtime: { startsAt: ticket.startsAt.toISOString(), cinema: ticket.cinemaName, auditorium: ticket.auditoriumName },
    checkedInAt: checkin.at.toISOString(),
    place: checkin.place,
  };
}

/**
 * `POST /checkin`: the first scan of a paid ticket on its showtime's day admits it; the database's
 * unique ticket_id makes any later (or simultaneous) scan a 409 with when and where. A scan's nonce
 * is stored with the admission, so a retried request gets the first answer again.
 */
export async function checkIn(deps: AppDeps, qrKey: QrKey, staffUserId: string, input: CheckinRequest, ip: string | null): Promise<CheckinResult> {
  const db = deps.database.db;
  const read = readTicketQr(qrKey, input.qr);
  if (read.kind === "unreadable") {
    throw new DomainError("VALIDATION_FAILED", { fields: { qr: "Không đọc được mã vé. Bạn hãy quét lại, hoặc nhập mã vé 10 ký tự in dưới mã QR." } });
  }
  if (read.kind === "forged") throw refuse("forged", "Mã QR không đúng chữ ký của rạp: đây không phải vé do HanCine phát hành. Không cho vào.");

  if (input.nonce) {
    const earlier = await checkinByNonce(db, input.nonce);
    if (earlier) {
      const ticket = await ticketById(db, earlier.ticketId);
      if (ticket?.code !== read.code) throw new DomainError("VALIDATION_FAILED", { fields: { nonce: "Mã lượt quét này đã được dùng cho một vé khác." } });
      return answerOf(ticket, earlier);
    }
  }

  const ticket = await ticketByCode(db, read.code);
  if (!ticket) throw refuse("not_found", "Không tìm thấy vé có mã này. Bạn hãy kiểm tra lại mã in dưới QR.");
  if (ticket.orderStatus === "refunded") throw refuse("refunded", "Vé này đã được hoàn tiền nên không còn giá trị. Không cho vào.");
  if (ticket.orderStatus !== "paid") throw refuse("unpaid", "Vé này chưa được thanh toán. Không cho vào; mời khách ra quầy vé.");
  const now = deps.clock();
  if (chainDay(ticket.startsAt) !== chainDay(now)) {
    throw refuse("wrong_day", `Vé dành cho suất ${formatTime(ticket.startsAt)} ngày ${formatDate(ticket.startsAt)}, không phải hôm nay. Không cho vào.`, {
      startsAt: ticket.startsAt.toISOString(),
    });
  }

  const place = input.place ? `${ticket.cinemaName} – ${input.place}` : ticket.cinemaName;
  const admitted = await db.transaction(async (tx) => {
    const row = await insertCheckin(tx, { ticketId: ticket.id, nonce: input.nonce ?? null, staffUserId, at: now, place });
    if (row) await writeAudit(tx, { at: now, action: "checkin.admitted", actorUserId: staffUserId, ip, details: { ticketId: ticket.id, orderCode: ticket.orderCode, place } });
    return row;
  });
  if (admitted) return answerOf(ticket, admitted);

  const first = await checkinOfTicket(db, ticket.id);
  // The same scan sent twice at once: the other request admitted it with this nonce.
  if (first && input.nonce && first.nonce === input.nonce) return answerOf(ticket, first);
  if (!first) throw new DomainError("VALIDATION_FAILED", { fields: { nonce: "Mã lượt quét này đã được dùng cho một vé khác." } });
  throw refuse("already_checked_in", `Vé ghế ${ticket.seatLabel} đã được soát lúc ${at(first.at)} tại ${first.place}. Không cho vào lần nữa.`, {
    checkedInAt: first.at.toISOString(),
    place: first.place,
    seatLabel: ticket.seatLabel,
  });
}
