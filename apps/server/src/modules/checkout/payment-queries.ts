import type { PaymentOutcome } from "../payments/payment-callback-routes.ts";
import type { ApplyPaymentResult } from "../payments/payment-provider.ts";
import { applyPayment } from "./apply-payment.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { claimPaymentQuery, latestPaymentOf, pendingPaymentsCreatedBefore, type PaymentRow } from "./payments-repository.ts";

/** The order page waits this long for the gateway's notification before the server asks itself. */
export const QUERY_AFTER_MS = 10_000;
/** At most one question per payment this often, whoever asks (pollers, instances, the job). */
const QUERY_GAP_MS = 5_000;
/** The reconciliation job asks about payments still pending this long after they started. */
export const RECONCILE_AFTER_MS = 60_000;
/** A payment the gateway never heard of is given up this long after its page closed. */
const ABANDON_AFTER_MS = 15 * 60_000;

const asStrings = (raw: Record<string, unknown>) => Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));

/**
 * Asks the gateway about one pending payment and applies its answer through the same handler as a
 * notification (so a query and a late notification cannot both count). Returns what was applied,
 * or null when there was nothing to apply (still pending, asked too recently, gateway unreachable).
 */
export async function queryAndApply(ctx: CheckoutContext, payment: PaymentRow, minGapMs = QUERY_GAP_MS): Promise<ApplyPaymentResult | null> {
  const provider = ctx.providers[payment.method];
  const now = ctx.deps.clock();
  if (!provider || !(await claimPaymentQuery(ctx.deps.database.db, payment.id, now, minGapMs))) return null;
  let status;
  try {
    status = await provider.query({ txnRef: payment.txnRef, createdAt: payment.createdAt });
  } catch {
    return null;
  }
  if (!status.valid) return null;
  const base = { method: payment.method, txnRef: payment.txnRef, responseCode: status.responseCode, raw: { source: "query", ...asStrings(status.raw) } };
  let outcome: PaymentOutcome | null = null;
  if ((status.state === "paid" || status.state === "refunded" || status.state === "partially_refunded") && status.providerTxnId && status.amountVnd !== null) {
    outcome = { ...base, providerTxnId: status.providerTxnId, amountVnd: status.amountVnd, success: true };
  } else if (status.state === "failed") {
    outcome = { ...base, providerTxnId: null, amountVnd: status.amountVnd ?? payment.amountVnd, success: false };
  } else if ((status.state === "not_found" || status.state === "pending") && now.getTime() > payment.expiresAt.getTime() + ABANDON_AFTER_MS) {
    // The gateway page closed long ago and the buyer never finished: it cannot be paid any more.
    outcome = { ...base, providerTxnId: null, amountVnd: payment.amountVnd, success: false };
  }
  return outcome ? applyPayment(ctx, outcome) : null;
}

/** The order page's poll: after QUERY_AFTER_MS without a notification, the server asks the gateway. */
export async function checkOrderPayment(ctx: CheckoutContext, orderId: string): Promise<void> {
  const payment = await latestPaymentOf(ctx.deps.database.db, orderId);
  if (!payment || payment.status !== "pending") return;
  if (ctx.deps.clock().getTime() - payment.createdAt.getTime() < QUERY_AFTER_MS) return;
  await queryAndApply(ctx, payment);
}

/** The reconciliation job: every payment still pending after a minute is asked about (a lost notification). */
export async function reconcilePayments(ctx: CheckoutContext, limit = 50): Promise<number> {
  const now = ctx.deps.clock();
  const pending = await pendingPaymentsCreatedBefore(ctx.deps.database.db, new Date(now.getTime() - RECONCILE_AFTER_MS), limit);
  let applied = 0;
  for (const payment of pending) if (await queryAndApply(ctx, payment, RECONCILE_AFTER_MS)) applied += 1;
  return applied;
}
