import type { Database } from "#server/db/client.ts";
import { isExclusionViolation } from "#server/db/errors.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { makeClaimsPermanent, seatIdsOfOrder } from "../booking/order-holds-repository.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges } from "../booking/seat-events.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { ticketConfirmationMessage } from "./order-emails.ts";
import { orderDetails } from "./order-details.ts";
import type { PaymentRow } from "./payments-repository.ts";
import { issueTickets } from "./tickets-repository.ts";
import { rewardPaidOrder } from "../loyalty/order-points.ts";
import { isOutOfStock } from "../stock/out-of-stock.ts";
import { giftCardAmountOf } from "../gift-cards/order-gift-cards-repository.ts";

/** How the order was paid, for its e-mail: "VNPay", "Thẻ quà tặng", "Thẻ quà tặng và VNPay". */
function paidWith(gateway: string | null, cardsVnd: number, exchange: boolean): string {
  if (cardsVnd > 0) return gateway ? `Thẻ quà tặng và ${gateway}` : "Thẻ quà tặng";
  return gateway ?? (exchange ? "Đổi suất" : "Miễn phí");
}

/**
 * Turns the order's seat claims into sales (`makeClaimsPermanent`): a claim that already ended starts
 * again now, so it cannot collide with someone's hold that came and went meanwhile. Whether the
 * seats are still free is the exclusion constraint's call: false when someone else has one of them now.
 * The caller holds the seats' advisory locks.
 */
export async function claimSeatsForGood(tx: Database, order: OrderRow, now: Date): Promise<boolean> {
  try {
    // A savepoint: a refused claim undoes only this step, not the payment recorded before it.
    await tx.transaction((step) => makeClaimsPermanent(step, order.id, now));
    return true;
  } catch (error) {
    if (isExclusionViolation(error, "seat_claims_no_overlap")) return false;
    throw error;
  }
}

/**
 * A late payment's products, given back to the cinema when its hold ended, are taken again if the
 * cinema still has them: moving the order to paid is what makes the database take them (decision 077),
 * in a savepoint, so a refusal undoes only this step. An order still open holds its products already.
 */
export async function takeStockForGood(tx: Database, order: OrderRow, now: Date): Promise<boolean> {
  if (order.status !== "expired" && order.status !== "cancelled") return true;
  try {
    await tx.transaction((step) => moveOrder(step, order.id, "paid", now, { paidAt: now }));
    return true;
  } catch (error) {
    if (isOutOfStock(error)) return false;
    throw error;
  }
}

/** The order is paid (its voucher use already kept): tickets, reward points, membership spend, the seats sold on every open seat map, the e-mail queued. */
export async function confirmOrder(
  tx: Database,
  ctx: CheckoutContext,
  input: {
    order: OrderRow /** null: nothing paid through a gateway (an exchange covered by the old order). */;
    payment: PaymentRow | null;
    late: boolean;
    now: Date;
    /** What the order's gift cards pay, when the caller has read it already (before the move to paid). */
    cardsVnd?: number;
  },
): Promise<void> {
  const { order, payment, now } = input;
  // Read before the move: moving to paid captures the cards' parts (decision 080).
  const cardsVnd = input.cardsVnd ?? (await giftCardAmountOf(tx, order.id));
  await moveOrder(tx, order.id, "paid", now, { paidAt: now });
  // Points and membership spend on what this order added (an exchange: the replaced order carries the credit, decision 049);
  // not on its gift cards' part: the card's money earned them when the card was bought.
  await rewardPaidOrder(tx, {
    orderId: order.id,
    userId: order.userId,
    addedVnd: order.totalVnd - order.exchangeCreditVnd - cardsVnd,
    paymentId: payment?.id ?? null,
    pointValueVnd: ctx.deps.config.pointValueVnd,
    now,
  });
  await issueTickets(tx, order.id, now);
  const seatIds = await seatIdsOfOrder(tx, order.id);
  await announceSeatChanges(tx, { showtimeId: order.showtimeId, seats: seatIds.map((id) => ({ id, status: "sold" as const })) });
  await writeAudit(tx, {
    at: now,
    action: "order.paid",
    actorUserId: order.userId,
    details: { orderId: order.id, txnRef: payment?.txnRef ?? null, method: payment?.method ?? null, amountVnd: payment?.amountVnd ?? 0, late: input.late },
  });
  const details = await orderDetails(tx, ctx, order.id, now);
  const provider = payment ? ctx.providers[payment.method] : undefined;
  const message = await ticketConfirmationMessage(
    {
      ...details,
      tickets: details.order.tickets ?? [],
      methodName: paidWith(provider?.displayName ?? payment?.method ?? null, cardsVnd, order.exchangeOfOrderId !== null),
    },
    { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
  );
  await enqueueEmail(tx, message, now);
}

/**
 * Snacks on their own are paid (decision 083), by a gateway's capture or by gift cards alone: the
 * order moves to paid (capturing its cards' parts) and the snack-orders module, above checkout,
 * writes the pickup e-mail in the same transaction (`CheckoutContext.onSnacksPaid`).
 */
export async function confirmSnackOrder(tx: Database, ctx: CheckoutContext, order: OrderRow, now: Date): Promise<void> {
  await moveOrder(tx, order.id, "paid", now, { paidAt: now });
  await ctx.onSnacksPaid?.(tx, order.id, now);
}
