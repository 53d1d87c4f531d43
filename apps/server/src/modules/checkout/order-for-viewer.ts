import { notFound } from "#server/domain-error.ts";
import type { Order } from "@hancine/contract/booking";
import { orderView, type OrderRow } from "../booking/orders-repository.ts";
import { afterSaleOf, exchangeOf } from "./after-sale-view.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { withTickets } from "./tickets-repository.ts";
import { orderPaymentParts } from "./order-payment-parts-repository.ts";
import { giftCardPartsOf } from "../gift-cards/order-gift-cards-repository.ts";
import { msg } from "@hancine/contract/i18n/message";
import type { Locale } from "@hancine/contract/i18n/catalogue";

/**
 * The contract's Order as its reader sees it: tickets once paid; for its owner, what cancel and
 * exchange allow (decision 049), in the request's language (`locale`, decision 097).
 */
export async function orderForViewer(
  ctx: CheckoutContext,
  row: OrderRow,
  viewerId: string,
  now: Date = ctx.deps.clock(),
  locale: Locale = "vi",
): Promise<Order> {
  const db = ctx.deps.database.db;
  // The contract's Order is a ticket order's (it has a showtime); a gift card's is GET /gift-cards/orders/:code.
  if (row.kind !== "tickets") throw notFound(msg("error.NOT_FOUND.notATicketOrder"));
  const order = await withTickets(db, await orderView(db, row, now), ctx.qrKey);
  const exchange = await exchangeOf(db, row);
  const cards = await giftCardPartsOf(db, row.id);
  const cardsVnd = cards.filter((part) => part.status === "reserved" || part.status === "captured").reduce((sum, part) => sum + part.amount, 0);
  const afterSale = row.userId === viewerId ? await afterSaleOf(db, ctx, { row, order, cardsVnd, now, locale }) : undefined;
  const parts = await orderPaymentParts(db, ctx, row, cards);
  return { ...order, ...(exchange && { exchange }), ...(afterSale && { afterSale }), ...parts };
}
