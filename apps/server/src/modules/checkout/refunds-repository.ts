import { eq, sql } from "drizzle-orm";
import { queryRows, type Database, type RawRow } from "#server/db/client.ts";
import { refunds } from "#server/db/schema/payments.ts";
import type { PaymentRow } from "./payments-repository.ts";
import { settlePointsAfterRefund } from "../loyalty/order-points.ts";

/**
 * A refund a worker has claimed: its row and the payment it gives back. That payment was captured,
 * so it has the gateway's transaction id (check payments_captured_check).
 */
export type DueRefund = RawRow<
  Pick<typeof refunds.$inferSelect, "id" | "refundRef" | "amountVnd" | "reason" | "attempts"> &
    Pick<PaymentRow, "txnRef" | "method"> & {
      providerTxnId: NonNullable<PaymentRow["providerTxnId"]>;
      paymentCreatedAt: PaymentRow["createdAt"];
      paymentAmountVnd: PaymentRow["amountVnd"];
    }
>;

/** What was already given back of a payment: how many refunds and their sum. */
export async function refundedOfPayment(tx: Database, paymentId: string): Promise<{ count: number; amountVnd: number }> {
  const [row] = await queryRows(
    tx,
    sql<{
      count: number;
      amountVnd: number;
    }>`select count(*)::int as count, coalesce(sum(amount_vnd), 0)::int as "amountVnd" from refunds where payment_id = ${paymentId}`,
  );
  return row ?? { count: 0, amountVnd: 0 };
}

/**
 * A refund for the job to issue, due at once: `amountVnd` (some tickets, the order desk) or what is
 * left of the payment. The first refund of a payment is `<txnRef>-R`, later parts `-R2`, `-R3`…:
 * the gateway's idempotency key, unique, so two writers cannot both add the same part. Returns its id.
 * The one place a refund is recorded, so the order's reward points and membership spend follow here.
 */
export async function insertRefund(
  tx: Database,
  payment: PaymentRow,
  reasonText: string,
  now: Date,
  part?: { amountVnd: number /** Some tickets of an order that stays paid (the reports take it off at once). */; partial: boolean },
): Promise<string> {
  const earlier = await refundedOfPayment(tx, payment.id);
  const refundRef = earlier.count === 0 ? `${payment.txnRef}-R` : `${payment.txnRef}-R${earlier.count + 1}`;
  const amountVnd = part?.amountVnd ?? payment.amountVnd - earlier.amountVnd;
  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, refundRef, amountVnd, partial: part?.partial ?? false, reason: reasonText, nextAttemptAt: now, createdAt: now })
    .returning({ id: refunds.id });
  await settlePointsAfterRefund(tx, {
    paymentId: payment.id,
    orderId: payment.orderId,
    paymentAmountVnd: payment.amountVnd,
    refundedVnd: earlier.amountVnd + amountVnd,
    now,
  });
  return refund!.id;
}

/**
 * Claims pending refunds that are due (or the one with `id`) for `leaseMs`, counting the attempt:
 * SKIP LOCKED and the lease keep two workers (or instances) off the same refund.
 */
export async function claimRefunds(db: Database, now: Date, leaseMs: number, filter: { id?: string; limit: number }): Promise<DueRefund[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const which = filter.id ? sql`r.id = ${filter.id}` : sql`r.next_attempt_at <= ${at}`;
  return queryRows(
    db,
    sql<DueRefund>`with due as (
          select r.id from refunds r
          where r.status = 'pending' and ${which} and (r.locked_until is null or r.locked_until <= ${at})
          order by r.next_attempt_at limit ${filter.limit} for update skip locked)
        update refunds r set locked_until = ${until}, attempts = r.attempts + 1
        from due, payments p where r.id = due.id and p.id = r.payment_id
        returning r.id, r.refund_ref as "refundRef", r.amount_vnd as "amountVnd", r.reason, r.attempts,
          p.txn_ref as "txnRef", p.method, p.provider_txn_id as "providerTxnId", p.created_at as "paymentCreatedAt",
          p.amount_vnd as "paymentAmountVnd"`,
  );
}

/** The gateway took the refund. */
export async function markRefundDone(tx: Database, id: string, providerRefundId: string | null, now: Date, answer?: string): Promise<void> {
  await tx
    .update(refunds)
    .set({
      status: "done",
      completedAt: now,
      providerRefundId,
      lockedUntil: null,
      lastError: null,
      ...(answer !== undefined && { answers: answerAdded(now, answer) }),
    })
    .where(eq(refunds.id, id));
}

/** The gateway's answer appended to the refund's record (kept short: a person reads it). */
const answerAdded = (now: Date, answer: string) =>
  sql`${refunds.answers} || jsonb_build_array(jsonb_build_object('at', ${now.toISOString()}::text, 'answer', ${answer.slice(0, 1000)}::text))`;

/** The gateway did not take it: try again at `nextAttemptAt`, or leave it for staff (`givesUp`). */
export async function markRefundRetry(db: Database, id: string, problem: string, givesUp: boolean, nextAttemptAt: Date, now: Date = new Date()): Promise<void> {
  await db
    .update(refunds)
    .set({ lockedUntil: null, lastError: problem.slice(0, 1000), status: givesUp ? "failed" : "pending", nextAttemptAt, answers: answerAdded(now, problem) })
    .where(eq(refunds.id, id));
}
