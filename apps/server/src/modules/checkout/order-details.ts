import type { Order, ShowtimeDetail } from "@hancine/contract/booking";
import { type Locale, storedLocale } from "@hancine/contract/i18n/catalogue";
import type { Database } from "#server/db/client.ts";
import { findUserById } from "../auth/users-repository.ts";
import { findOrderRow, orderView } from "../booking/orders-repository.ts";
import { findShowtime } from "../showtimes/showtimes-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { withTickets } from "./tickets-repository.ts";
import { showtimeOfTicketOrder } from "../booking/order-kind.ts";

/** Everything an e-mail about an order needs, read inside the transaction that sends it. */
export async function orderDetails(
  tx: Database,
  ctx: CheckoutContext,
  orderId: string,
  now: Date,
): Promise<{ order: Order; showtime: ShowtimeDetail; to: string; fullName: string; locale: Locale }> {
  const row = await findOrderRow(tx, orderId);
  if (!row) throw new Error(`Order ${orderId} vanished`);
  const salesClose = ctx.deps.config.salesCloseMinutes;
  // In turn: the transaction's one connection runs one query at a time.
  const order = await withTickets(tx, await orderView(tx, row, now), ctx.qrKey);
  const showtime = await findShowtime(tx, showtimeOfTicketOrder(row), now, salesClose);
  const user = await findUserById(tx, row.userId);
  if (!showtime || !user) throw new Error(`Order ${orderId} has no showtime or customer`);
  // The order's language (decision 093): its e-mails are written in it.
  return { order, showtime, to: user.email, fullName: user.fullName, locale: storedLocale(row.locale) };
}
