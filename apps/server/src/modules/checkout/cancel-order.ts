import type { Database } from "#server/db/client.ts";
import { findOrderRow, lockOrderRow } from "../booking/orders-repository.ts";
import { orderNotFound } from "../booking/order-not-found.ts";
import { transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { assertAfterSaleOpen } from "./after-sale-rules.ts";
import { showtimeForAfterSale } from "./after-sale-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { REFUND_REASON_TEXT } from "./order-emails.ts";
import { refundPaidOrder } from "./refund-paid-order.ts";
import { runRefund } from "./refunds.ts";

/** The customer's own order, or the same 404 as for an order that does not exist. */
export async function ownOrder(db: Database, userId: string, orderId: string) {
  const row = await findOrderRow(db, orderId);
  if (!row || row.userId !== userId) throw orderNotFound();
  return row;
}

/**
 * `POST /orders/:id/cancel` (decision 049): the customer cancels a paid order inside the window.
 * Under the order's row lock, checked once more, then refunded whole through the one refund path
 * the order desk uses (refundPaidOrder): seats on sale again now, tickets void, the e-mail queued,
 * exactly one refunds row per payment whoever asks twice. The gateway is called after commit and
 * the answer waits for its first reply (the refund job retries what fails).
 */
export async function cancelOrder(ctx: CheckoutContext, userId: string, orderId: string, ip: string | null): Promise<string> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock();
  const row = await ownOrder(db, userId, orderId);
  const showtime = (await showtimeForAfterSale(db, row.showtimeId))!;
  const { refundIds } = await transactionAnnouncingSeats(db, async (tx) => {
    const order = (await lockOrderRow(tx, row.id))!;
    assertAfterSaleOpen(order, showtime.startsAt, ctx.deps.config.cancelBeforeMinutes, now);
    return refundPaidOrder(tx, ctx, {
      order,
      cinemaId: showtime.cinemaId,
      reasonText: REFUND_REASON_TEXT.customer_cancel,
      email: { reason: "customer_cancel" },
      refuseCheckedIn: true,
      audit: { action: "order.cancel", actorUserId: userId, ip },
      now,
    });
  });
  for (const id of refundIds) await runRefund(ctx, id).catch(() => false);
  return row.id;
}
