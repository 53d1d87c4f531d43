import type { Database } from "#server/db/client.ts";
import { isExclusionViolation } from "#server/db/errors.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { recordMembershipSpend } from "../auth/membership-repository.ts";
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
import { earnPointsForOrder, earnRateOf } from "../loyalty/order-points.ts";

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

/** The order is paid (its voucher use already kept): tickets, reward points, membership spend, the seats sold on every open seat map, the e-mail queued. */
export async function confirmOrder(
  tx: Database,
  ctx: CheckoutContext,
  input: {
    order: OrderRow /** null: nothing paid through a gateway (an exchange covered by the old order). */;
    payment: PaymentRow | null;
    late: boolean;
    now: Date;
  },
): Promise<void> {
  const { order, payment, now } = input;
  await moveOrder(tx, order.id, "paid", now, { paidAt: now });
  // Points at the rate of the tier the member had before this order; then its spend counts.
  const rate = await earnRateOf(tx, order.userId, now);
  // An exchange earns on what it added only: the replaced order earned on what it carries (decision 049).
  const added = { ...order, totalVnd: order.totalVnd - order.exchangeCreditVnd };
  await earnPointsForOrder(tx, { order: added, paymentId: payment?.id ?? null, rate, pointValueVnd: ctx.deps.config.pointValueVnd, now });
  // Membership spend counts paid orders only, recorded with the payment itself.
  // An exchange counts only what it added: the replaced order's spend carries the credit (decision 049).
  await recordMembershipSpend(tx, { orderId: order.id, userId: order.userId, amountVnd: order.totalVnd - order.exchangeCreditVnd, at: now });
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
      methodName: provider?.displayName ?? payment?.method ?? (order.exchangeOfOrderId ? "Đổi suất" : "Miễn phí"),
    },
    { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
  );
  await enqueueEmail(tx, message, now);
}
