import { sql, type SQL } from "drizzle-orm";
import type { AgeRating } from "@hancine/contract/catalog";
import { queryRows, type Database } from "../../db/client.ts";

/** What the door needs to know of a ticket: its seat, order, film, showtime and room. */
export type TicketFacts = {
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
export type CheckinRow = { id: string; ticket_id: string; at: string | Date; place: string; nonce: string | null };

const TICKET_FACTS = sql`select t.id, t.code, se.label as seat_label, o.code as order_code, o.status as order_status,
    f.title as film_name, f.age_rating as film_age, s.starts_at, c.name as cinema_name, a.name as auditorium_name
  from tickets t join orders o on o.id = t.order_id join seats se on se.id = t.seat_id join showtimes s on s.id = t.showtime_id
  join films f on f.id = s.film_id join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id`;

async function ticketWhere(db: Database, where: SQL): Promise<TicketFacts | null> {
  const [row] = await queryRows(db, sql<TicketFacts>`${TICKET_FACTS} where ${where}`);
  return row ?? null;
}

export const ticketById = (db: Database, id: string) => ticketWhere(db, sql`t.id = ${id}`);
export const ticketByCode = (db: Database, code: string) => ticketWhere(db, sql`t.code = ${code}`);

/** The admission recorded with this scan nonce, if any (a retried scan). */
export async function checkinByNonce(db: Database, nonce: string): Promise<CheckinRow | null> {
  const [row] = await queryRows(db, sql<CheckinRow>`select id, ticket_id, at, place, nonce from checkins where nonce = ${nonce}`);
  return row ?? null;
}

/** The ticket's admission, if it was admitted. */
export async function checkinOfTicket(db: Database, ticketId: string): Promise<CheckinRow | null> {
  const [row] = await queryRows(db, sql<CheckinRow>`select id, ticket_id, at, place, nonce from checkins where ticket_id = ${ticketId}`);
  return row ?? null;
}

/** Admits the ticket; null when it already was (its unique ticket_id, or the nonce, decides). */
export async function insertCheckin(
  tx: Database,
  checkin: { ticketId: string; nonce: string | null; staffUserId: string; at: Date; place: string },
): Promise<CheckinRow | null> {
  const [row] = await queryRows(
    tx,
    sql<CheckinRow>`insert into checkins (ticket_id, nonce, staff_user_id, at, place)
        values (${checkin.ticketId}, ${checkin.nonce}, ${checkin.staffUserId}, ${checkin.at.toISOString()}, ${checkin.place})
        on conflict do nothing returning id, ticket_id, at, place, nonce`,
  );
  return row ?? null;
}
