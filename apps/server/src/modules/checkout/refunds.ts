import type { Database } from "#server/db/client.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { OrderStatus } from "@hancine/contract/booking-constants";
import type { OrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { orderDetails } from "./order-details.ts";
import { otherKindRefundMessage } from "./other-kind-refund-email.ts";
import { REFUND_REASON_TEXT, refundMessage, type RefundReason } from "./order-emails.ts";
import { setPaymentStatus, type PaymentRow } from "./payments-repository.ts";
import { refundAttempts } from "#server/observability/metrics.ts";
import { claimRefunds, insertRefund, markRefundDone, markRefundRetry, refundedOfPayment, type DueRefund } from "./refunds-repository.ts";

/** A refund claimed by one worker belongs to it this long (gateway timeouts are 15 s). */
const LEASE_MS = 2 * 60 * 1000;
/** After this many tries the refund is left for staff (status failed, still listed). */
export const REFUND_MAX_ATTEMPTS = 10;
/** 1 min, 2 min, 4 min … capped at 1 hour. */
const retryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 60 * 60 * 1000);

/** An order no payment of which was ever kept: a captured payment for it that goes back closes it as refunded. */
const NEVER_PAID: readonly OrderStatus[] = ["held", "pending_payment", "expired", "cancelled"];

/**
 * Decides, inside the payment's transaction, that a captured payment goes back: the payment is
 * marked refunded, a refunds row is written for the job, an order that was never paid is closed as
 * refunded, and the customer's e-mail is queued. The gateway is called after commit.
 */
export async function scheduleRefund(
  tx: Database,
  ctx: CheckoutContext,
  input: { payment: PaymentRow; order: OrderRow; reason: RefundReason; now: Date },
): Promise<string> {
  const { payment, order, reason, now } = input;
  await setPaymentStatus(tx, payment.id, "refunded");
  // What is left of the payment: some tickets may have been refunded at the order desk already, or the difference of an exchange.
  const left = payment.amountVnd - (await refundedOfPayment(tx, payment.id)).amountVnd;
  const refundId = await insertRefund(tx, payment, REFUND_REASON_TEXT[reason], now);
  // A paid order keeps its tickets (the refund is the duplicate payment's); a refunded or exchanged one is done.
  if (NEVER_PAID.includes(order.status)) {
    await moveOrder(tx, order.id, "refunded", now);
    await endOrderHolds(tx, [order.id], now);
  }
  await writeAudit(tx, {
    at: now,
    action: "payment.refund_scheduled",
    details: { orderId: order.id, txnRef: payment.txnRef, reason, amountVnd: payment.amountVnd },
  });
  const methodName = ctx.providers[payment.method]?.displayName ?? payment.method;
  const message =
    order.kind === "tickets"
      ? refundMessage(
          { ...(await orderDetails(tx, ctx, order.id, now)), amountVnd: left, methodName, reason },
          { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
        )
      : await otherKindRefundMessage(tx, ctx, order, { amountVnd: left, methodName, reason });
  await enqueueEmail(tx, message, now);
  return refundId;
}

async function attemptRefund(ctx: CheckoutContext, refund: DueRefund): Promise<boolean> {
  const db = ctx.deps.database.db;
  const provider = ctx.providers[refund.method];
  let done = false;
  let providerRefundId: string | null = null;
  let problem: string;
  try {
    if (!provider) throw new Error(`${refund.method} không còn được cấu hình`);
    const result = await provider.refund({
      refundRef: refund.refundRef,
      txnRef: refund.txnRef,
      providerTxnId: refund.providerTxnId,
      amountVnd: refund.amountVnd,
      // Some tickets (the order desk), or what was left after them, is a partial refund at the gateway.
      full: refund.amountVnd === refund.paymentAmountVnd,
      paymentCreatedAt: new Date(refund.paymentCreatedAt),
      reason: refund.reason,
      requestedBy: "system",
    });
    done = result.accepted;
    providerRefundId = result.providerRefundId;
    problem = `${result.responseCode} ${result.message}`;
    if (!done) {
      // A retry after a crash may be refused as a duplicate: the gateway's own record says whether it was refunded.
      const status = await provider.query({ txnRef: refund.txnRef, createdAt: new Date(refund.paymentCreatedAt) });
      done = status.valid && (status.state === "refunded" || status.state === "partially_refunded");
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const now = ctx.deps.clock();
  if (done) {
    await db.transaction(async (tx) => {
      await markRefundDone(tx, refund.id, providerRefundId, now, problem);
      await writeAudit(tx, {
        at: now,
        action: "payment.refunded",
        details: { refundRef: refund.refundRef, txnRef: refund.txnRef, amountVnd: refund.amountVnd },
      });
    });
    refundAttempts.inc({ provider: refund.method, outcome: "done" });
    return true;
  }
  const givesUp = refund.attempts >= REFUND_MAX_ATTEMPTS;
  refundAttempts.inc({ provider: refund.method, outcome: givesUp ? "given_up" : "will_retry" });
  await markRefundRetry(db, refund.id, problem, givesUp, new Date(now.getTime() + retryDelayMs(refund.attempts)), now);
  return false;
}

/** Issues one refund now (right after the transaction that decided it). */
export async function runRefund(ctx: CheckoutContext, refundId: string): Promise<boolean> {
  const [refund] = await claimRefunds(ctx.deps.database.db, ctx.deps.clock(), LEASE_MS, { id: refundId, limit: 1 });
  return refund ? attemptRefund(ctx, refund) : false;
}

/** The refund job: every refund that is due, each once. Safe with several instances (leases). */
export async function runDueRefunds(ctx: CheckoutContext): Promise<{ done: number; pending: number }> {
  const due = await claimRefunds(ctx.deps.database.db, ctx.deps.clock(), LEASE_MS, { limit: 20 });
  let done = 0;
  for (const refund of due) if (await attemptRefund(ctx, refund)) done += 1;
  return { done, pending: due.length - done };
}
