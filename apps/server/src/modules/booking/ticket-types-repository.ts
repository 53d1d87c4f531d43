import { and, eq, sql } from "drizzle-orm";
import type { TicketType } from "@hancine/contract/booking-constants";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { seatClaims } from "#server/db/schema/booking.ts";
import { priceRulesOf, typePricesOfCell } from "../pricing/price-rules-sql.ts";

type ChoiceRow = RawRow<{ seatId: string; ticketType: TicketType; label: string | null; price: number | null }>;

/**
 * Each chosen seat of the order, the label of its seat (null: not a seat of this order) and the
 * price of the chosen type in its cinema's table now (null: the table does not sell that type for
 * the seat's cell). Adult is the cell's own price; the others are ticket_type_prices (decision 085).
 */
export async function priceChoices(db: Database, orderId: string, choices: readonly { seatId: string; ticketType: TicketType }[]): Promise<ChoiceRow[]> {
  const wanted = JSON.stringify(choices.map((c) => ({ seat_id: c.seatId, ticket_type: c.ticketType })));
  return queryRows(
    db,
    sql<ChoiceRow>`
      select ch.seat_id as "seatId", ch.ticket_type as "ticketType", se.label,
             case when ch.ticket_type = 'adult' then pr.price_vnd else tp.price_vnd end as price
        from jsonb_to_recordset(${wanted}::jsonb) as ch(seat_id text, ticket_type text)
        left join seat_claims sc on sc.order_id = ${orderId}::uuid and sc.seat_id::text = ch.seat_id
        left join seats se on se.id = sc.seat_id
        left join showtimes s on s.id = sc.showtime_id
        left join auditoriums a on a.id = s.auditorium_id
        left join cinemas c on c.id = a.cinema_id
        left join price_rules pr on ${priceRulesOf("pr")} and pr.seat_type = se.type
        left join ticket_type_prices tp on ${typePricesOfCell("tp", "pr")} and tp.ticket_type = ch.ticket_type`,
  );
}

/** One claim of the order becomes this ticket type (and, when given, this price). */
export async function setClaimTicketType(tx: Database, orderId: string, seatId: string, ticketType: TicketType, price?: number): Promise<void> {
  await tx
    .update(seatClaims)
    .set({ ticketType, ...(price !== undefined && { priceVnd: price }) })
    .where(and(eq(seatClaims.orderId, orderId), eq(seatClaims.seatId, seatId)));
}
