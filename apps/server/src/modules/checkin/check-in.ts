import type { CheckinRefusal, CheckinRequest, CheckinResult } from "@hancine/contract/checkout";
import { chainDay, formatDate, formatTime } from "@hancine/contract/format";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { readTicketQr, type QrKey } from "../checkout/ticket-qr.ts";
import { checkinByNonce, checkinOfTicket, insertCheckin, ticketByCode, ticketById, type CheckinRow, type TicketFacts } from "./checkins-repository.ts";

const refuse = (reason: CheckinRefusal, message: string, details: Record<string, unknown> = {}) =>
  new AppError(reason === "not_found" ? "NOT_FOUND" : reason === "already_checked_in" ? "ALREADY_CHECKED_IN" : "TICKET_NOT_VALID", {
    message,
    details: { reason, ...details },
  });

const at = (date: string | Date) => `${formatTime(date)}, ${formatDate(date)}`;

function answerOf(ticket: TicketFacts, checkin: CheckinRow): CheckinResult {
  return {
    ticket: { id: ticket.id, code: ticket.code, seatLabel: ticket.seat_label },
    orderCode: ticket.order_code,
    film: { name: ticket.film_name, age: ticket.film_age },
    showtime: { startsAt: new Date(ticket.starts_at).toISOString(), cinema: ticket.cinema_name, auditorium: ticket.auditorium_name },
    checkedInAt: new Date(checkin.at).toISOString(),
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
    throw new AppError("VALIDATION_FAILED", { fields: { qr: "Không đọc được mã vé. Bạn hãy quét lại, hoặc nhập mã vé 10 ký tự in dưới mã QR." } });
  }
  if (read.kind === "forged") throw refuse("forged", "Mã QR không đúng chữ ký của rạp: đây không phải vé do HanCine phát hành. Không cho vào.");

  if (input.nonce) {
    const earlier = await checkinByNonce(db, input.nonce);
    if (earlier) {
      const ticket = await ticketById(db, earlier.ticket_id);
      if (ticket?.code !== read.code) throw new AppError("VALIDATION_FAILED", { fields: { nonce: "Mã lượt quét này đã được dùng cho một vé khác." } });
      return answerOf(ticket, earlier);
    }
  }

  const ticket = await ticketByCode(db, read.code);
  if (!ticket) throw refuse("not_found", "Không tìm thấy vé có mã này. Bạn hãy kiểm tra lại mã in dưới QR.");
  if (ticket.order_status === "refunded") throw refuse("refunded", "Vé này đã được hoàn tiền nên không còn giá trị. Không cho vào.");
  if (ticket.order_status !== "paid") throw refuse("unpaid", "Vé này chưa được thanh toán. Không cho vào; mời khách ra quầy vé.");
  const now = deps.clock();
  if (chainDay(ticket.starts_at) !== chainDay(now)) {
    throw refuse("wrong_day", `Vé dành cho suất ${formatTime(ticket.starts_at)} ngày ${formatDate(ticket.starts_at)}, không phải hôm nay. Không cho vào.`, {
      startsAt: new Date(ticket.starts_at).toISOString(),
    });
  }

  const place = input.place ? `${ticket.cinema_name} – ${input.place}` : ticket.cinema_name;
  const admitted = await db.transaction(async (tx) => {
    const row = await insertCheckin(tx, { ticketId: ticket.id, nonce: input.nonce ?? null, staffUserId, at: now, place });
    if (row) await writeAudit(tx, { at: now, action: "checkin.admitted", actorUserId: staffUserId, ip, details: { ticketId: ticket.id, orderCode: ticket.order_code, place } });
    return row;
  });
  if (admitted) return answerOf(ticket, admitted);

  const first = await checkinOfTicket(db, ticket.id);
  // The same scan sent twice at once: the other request admitted it with this nonce.
  if (first && input.nonce && first.nonce === input.nonce) return answerOf(ticket, first);
  if (!first) throw new AppError("VALIDATION_FAILED", { fields: { nonce: "Mã lượt quét này đã được dùng cho một vé khác." } });
  throw refuse("already_checked_in", `Vé ghế ${ticket.seat_label} đã được soát lúc ${at(first.at)} tại ${first.place}. Không cho vào lần nữa.`, {
    checkedInAt: new Date(first.at).toISOString(),
    place: first.place,
    seatLabel: ticket.seat_label,
  });
}
