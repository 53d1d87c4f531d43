import type { ApplyPaymentResult } from "../payments/payment-provider.ts";
import type { PaymentOutcome } from "../payments/payment-callback-routes.ts";
import type { Database } from "#server/db/client.ts";
import { isRetryable } from "#server/db/errors.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { lockOrderRow, type OrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import { redeemVoucher } from "../booking/voucher-checks.ts";
import { releaseVoucherUses } from "../booking/vouchers-repository.ts";
import { announceSeatChanges, savepointAnnouncingSeats, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { lockSeatsOfOrder } from "../booking/seat-locks-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { claimSeatsForGood, confirmOrder, confirmSnackOrder, takeStockForGood } from "./confirm-order.ts";
import { lockPaymentByRef, recordPaymentResult, type PaymentRow } from "./payments-repository.ts";
import { runRefund, scheduleRefund } from "./refunds.ts";
import type { RefundReason } from "./order-emails.ts";
import { completeExchange } from "./complete-exchange.ts";
import { DomainError } from "#server/domain-error.ts";
import { takeBackPointsForLatePayment } from "../loyalty/order-points.ts";
import { paymentResults } from "#server/observability/metrics.ts";
import { confirmGiftCardOrder } from "./gift-card-orders.ts";
import { giftCardAmountOf } from "../gift-cards/order-gift-cards-repository.ts";

type Applied = { answer: ApplyPaymentResult; refundId?: string };
const ATTEMPTS = 3;

/**
 * Applies one verified gateway result (a notification or our own query) exactly once, in one
 * transaction: the payment row is locked first, so a repeated or concurrent notification waits and
 * then finds it already applied. A captured payment always ends either paying its order or being
 * refunded; a refund decided here is issued by the gateway after commit (and retried by a job).
 */
export async function applyPayment(ctx: CheckoutContext, outcome: PaymentOutcome): Promise<ApplyPaymentResult> {
  const db = ctx.deps.database.db;
  for (let attempt = 1; ; attempt++) {
    const now = ctx.deps.clock();
    let applied: Applied;
    try {
      applied = await transactionAnnouncingSeats(db, (tx) => applyInTransaction(tx, ctx, outcome, now));
    } catch (error) {
      // A deadlock with a seat hold on the same seats: the whole step is simply tried again.
      if (isRetryable(error) && attempt < ATTEMPTS) continue;
      throw error;
    }
    if (applied.refundId) {
      // Best effort now; the refund job retries whatever this does not finish.
      await runRefund(ctx, applied.refundId).catch(() => undefined);
    }
    paymentResults.inc({ provider: outcome.method, outcome: applied.refundId ? "refund_decided" : applied.answer });
    return applied.answer;
  }
}

async function applyInTransaction(tx: Database, ctx: CheckoutContext, outcome: PaymentOutcome, now: Date): Promise<Applied> {
  const payment = await lockPaymentByRef(tx, outcome.txnRef);
  if (!payment || payment.method !== outcome.method) return { answer: "order_not_found" };
  if (outcome.amountVnd !== payment.amountVnd) {
    await writeAudit(tx, {
      at: now,
      action: "payment.amount_mismatch",
      details: { txnRef: outcome.txnRef, expected: payment.amountVnd, got: outcome.amountVnd },
    });
    return { answer: "invalid_amount" };
  }
  if (!outcome.success) return recordFailure(tx, payment, outcome, now);
  // Captured before (this notification is a repeat): nothing more to do.
  if (payment.status === "paid" || payment.status === "refunded") return { answer: "already_confirmed" };
  return capture(tx, ctx, payment, outcome, now);
}

async function recordFailure(tx: Database, payment: PaymentRow, outcome: PaymentOutcome, now: Date): Promise<Applied> {
  if (payment.status !== "pending") return { answer: "already_confirmed" };
  await recordPaymentResult(tx, { id: payment.id, status: "failed", providerTxnId: null, responseCode: outcome.responseCode, raw: outcome.raw, now });
  const order = await lockOrderRow(tx, payment.orderId);
  if (order?.status === "pending_payment") {
    // Still inside the hold: back to 'held', so the buyer can try again; otherwise the hold is over.
    const stillHeld = order.expiresAt > now;
    await moveOrder(tx, order.id, stillHeld ? "held" : "expired", now);
    // The voucher's use goes back too; trying to pay again reserves it again.
    if (stillHeld) await releaseVoucherUses(tx, [order.id], now);
    else {
      const freed = await endOrderHolds(tx, [order.id], now);
      await announceSeatChanges(tx, { showtimeId: order.showtimeId, seats: freed.map((id) => ({ id, status: "available" as const })) });
    }
  }
  await writeAudit(tx, {
    at: now,
    action: "payment.failed",
    details: { orderId: payment.orderId, txnRef: payment.txnRef, responseCode: outcome.responseCode },
  });
  return { answer: "failed_recorded" };
}

async function capture(tx: Database, ctx: CheckoutContext, payment: PaymentRow, outcome: PaymentOutcome, now: Date): Promise<Applied> {
  await recordPaymentResult(tx, {
    id: payment.id,
    status: "paid",
    providerTxnId: outcome.providerTxnId,
    responseCode: outcome.responseCode,
    raw: outcome.raw,
    now,
  });
  // Seats before the order row, in the same order as placing a hold does, so the two never deadlock.
  const seats = await lockSeatsOfOrder(tx, payment.orderId);
  const order = (await lockOrderRow(tx, payment.orderId))!;

  const refundBecause = async (reason: RefundReason): Promise<Applied> => {
    const refundId = await scheduleRefund(tx, ctx, { payment, order, reason, now });
    return { answer: "confirmed", refundId };
  };
  // Paid already (this payment is a second one), or done with: an exchanged order's tickets moved to its new order.
  if (order.status === "paid" || order.status === "refunded" || order.status === "exchanged") return refundBecause("duplicate");
  // An exchange's payment is the difference: the total less what the replaced order carries (decision 049).
  // Gift cards pay their part first (decision 080): the gateway's is the rest. Cards given back meanwhile (the hold ran out) leave this payment short.
  const cardsVnd = await giftCardAmountOf(tx, order.id);
  if (payment.amountVnd !== order.totalVnd - order.exchangeCreditVnd - cardsVnd) return refundBecause("order_changed");
  // A gift card sells no seat: paid late or in time, the card is issued (one per order, by constraint).
  if (order.kind === "gift_card") {
    await confirmGiftCardOrder(tx, ctx.deps, { order, now });
    return { answer: "confirmed" };
  }
  // Snacks on their own (decision 083): paid, the counter's screen shows them; their stock was taken when ordered.
  if (order.kind === "snacks") {
    await confirmSnackOrder(tx, ctx, order, now);
    return { answer: "confirmed" };
  }
  if (seats.length > 0 && seats[0]!.cancelledAt) return refundBecause("showtime_cancelled");
  if (seats.length > 0 && seats[0]!.startsAt <= now) return refundBecause("showtime_started");
  if (order.exchangeOfOrderId) return captureExchange(tx, ctx, { payment, order, now }, refundBecause);
  // In time, the hold becomes a sale; late (hold over), the seats are claimed again if still free.
  if (!(await claimSeatsForGood(tx, order, now))) return refundBecause("seats_taken");
  // Points that went back when the hold ended are taken again, if the balance still has them
  // (before the voucher: a refund after this gives points back, not a use kept for good).
  if (!(await takeBackPointsForLatePayment(tx, order, now))) return refundBecause("points_unavailable");
  // Its products too, if the cinema still has them (before the voucher, for the same reason).
  if (!(await takeStockForGood(tx, order, now))) return refundBecause("out_of_stock");
  // After the seats: a refund below ends their claims, but could not give back a use already kept for good.
  if (order.voucherCode && !(await redeemVoucher(tx, { id: order.id, userId: order.userId, code: order.voucherCode }, now))) {
    return refundBecause("voucher_unavailable");
  }
  await confirmOrder(tx, ctx, { order, payment, late: isLate(order, now), now, cardsVnd });
  return { answer: "confirmed" };
}

/** The difference of an exchange is paid: the exchange happens now, or the payment goes back (the old order changed meanwhile). */
async function captureExchange(
  tx: Database,
  ctx: CheckoutContext,
  input: { payment: PaymentRow; order: OrderRow; now: Date },
  refundBecause: (reason: RefundReason) => Promise<Applied>,
): Promise<Applied> {
  try {
    // A savepoint: a refused exchange undoes only its own writes, not the payment recorded before it.
    const { refundId } = await savepointAnnouncingSeats(tx, (step) =>
      completeExchange(step, ctx, { newOrder: input.order, payment: input.payment, userId: input.order.userId, ip: null, now: input.now }),
    );
    return { answer: "confirmed", ...(refundId && { refundId }) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refundBecause(error.code === "SEATS_UNAVAILABLE" ? "seats_taken" : "exchange_failed");
  }
}

const isLate = (order: OrderRow, now: Date) => !(order.status === "held" || order.status === "pending_payment") || order.expiresAt <= now;
