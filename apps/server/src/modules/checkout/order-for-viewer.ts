import type { Order } from "@hancine/contract/booking";
import { orderView, type OrderRow } from "../booking/orders-repository.ts";
import { afterSaleOf, exchangeOf } from "./after-sale-view.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { withTickets } from "./tickets-repository.ts";

/** The contract's Order as its reader sees it: tickets once paid; for its owner, what cancel and exchange allow (decision 049). */
export async function orderForViewer(ctx: CheckoutContext, row: OrderRow, viewerId: string, now: Date = ctx.deps.clock()): Promise<Order> {
  const db = ctx.deps.database.db;
  const order = await withTickets(db, await orderView(db, row, now), ctx.qrKey);
  const exchange = await exchangeOf(db, row);
  const afterSale = row.userId === viewerId ? await afterSaleOf(db, ctx, row, order, now) : undefined;
  return { ...order, ...(exchange && { exchange }), ...(afterSale && { afterSale }) };
}
