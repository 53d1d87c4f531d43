import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema/booking.ts";
import { auditoriums, showtimes } from "#server/db/schema/catalog.ts";

/** What cancel and exchange check of a showtime: when it starts, its film and cinema, whether the cinema cancelled it. */
export async function showtimeForAfterSale(
  db: Database,
  showtimeId: string,
): Promise<{ id: string; startsAt: Date; filmId: string; cinemaId: string; cancelledAt: Date | null } | null> {
  const [row] = await db
    .select({ id: showtimes.id, startsAt: showtimes.startsAt, filmId: showtimes.filmId, cinemaId: auditoriums.cinemaId, cancelledAt: showtimes.cancelledAt })
    .from(showtimes)
    .innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .where(eq(showtimes.id, showtimeId));
  return row ?? null;
}

/** The held order replaces that paid order once it is paid (decision 049). */
export async function linkExchange(tx: Database, newOrderId: string, oldOrderId: string): Promise<void> {
  await tx.update(orders).set({ exchangeOfOrderId: oldOrderId }).where(eq(orders.id, newOrderId));
}

/** What the replaced order's payment funds of this one. */
export async function setExchangeCredit(tx: Database, orderId: string, creditVnd: number): Promise<void> {
  await tx.update(orders).set({ exchangeCreditVnd: creditVnd }).where(eq(orders.id, orderId));
}
