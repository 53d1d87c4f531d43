import { sql } from "drizzle-orm";
import type { CheckinRefusal, CheckinRequest, CheckinResult } from "@hancine/contract/checkout";
import type { AgeRating } from "@hancine/contract/catalog";
import { chainDay, formatDate, formatTime } from "@hancine/contract/format";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows, type Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { writeAudit } from "../auth/audit-repository.ts";
import { readTicketQr, type QrKey } from "../checkout/ticket-qr.ts";

type TicketFacts = {
  id: string;
  code: string;
  seat_label: string;
  order_code: string;
  order_status: string;
  film_name: string;
  film_age: AgeRating;
  starts_at: string | Date;
  cinema_name: string;
  auditorium_name: string;
};
type CheckinRow = { id: string; ticket_id: string; at: string | Date; place: string; nonce: string | null };

const TICKET_FACTS = sql`select t.id, t.code, se.label as seat_label, o.code as order_code, o.status as order_status,
    f.title as film_name, f.age_rating as film_age, s.starts_at, c.name as cinema_name, a.name as auditorium_name
  from tickets t join orders o on o.id = t.order_id join seats se on se.id = t.seat_id join showtimes s on s.id = t.showtime_id
  join films f on f.id = s.film_id join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id`;

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

async function ticketBy(db: Database, where: ReturnType<typeof sql>): Promise<TicketFacts | null> {
  const [row] = await queryRows<TicketFacts>(db, sql`${TICKET_FACTS} where ${where}`);
  return row ?? null;
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
    const [earlier] = await queryRows<CheckinRow>(db, sql`select id, ticket_id, at, place, nonce from checkins where nonce = ${input.nonce}`);
    if (earlier) {
      const ticket = await ticketBy(db, sql`t.id = ${earlier.ticket_id}`);
      if (ticket?.code !== read.code) throw new AppError("VALIDATION_FAILED", { fields: { nonce: "Mã lượt quét này đã được dùng cho một vé khác." } });
      return answerOf(ticket, earlier);
    }
  }

  const ticket = await ticketBy(db, sql`t.code = ${read.code}`);
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
    const [row] = await queryRows<CheckinRow>(
      tx,
      sql`insert into checkins (ticket_id, nonce, staff_user_id, at, place)
          values (${ticket.id}, ${input.nonce ?? null}, ${staffUserId}, ${now.toISOString()}, ${place})
          on conflict do nothing returning id, ticket_id, at, place, nonce`,
    );
    if (row) await writeAudit(tx, { at: now, action: "checkin.admitted", actorUserId: staffUserId, ip, details: { ticketId: ticket.id, orderCode: ticket.order_code, place } });
    return row ?? null;
  });
  if (admitted) return answerOf(ticket, admitted);

  const [first] = await queryRows<CheckinRow>(db, sql`select id, ticket_id, at, place, nonce from checkins where ticket_id = ${ticket.id}`);
  // The same scan sent twice at once: the other request admitted it with this nonce.
  if (first && input.nonce && first.nonce === input.nonce) return answerOf(ticket, first);
  if (!first) throw new AppError("VALIDATION_FAILED", { fields: { nonce: "Mã lượt quét này đã được dùng cho một vé khác." } });
  throw refuse("already_checked_in", `Vé ghế ${ticket.seat_label} đã được soát lúc ${at(first.at)} tại ${first.place}. Không cho vào lần nữa.`, {
    checkedInAt: new Date(first.at).toISOString(),
    place: first.place,
    seatLabel: ticket.seat_label,
  });
}
