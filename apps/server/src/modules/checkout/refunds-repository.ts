import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/client.ts";
import type { PaymentRow } from "./payments-repository.ts";

/** A refund a worker has claimed: its row and the payment it gives back. */
export type DueRefund = {
  id: string;
  refund_ref: string;
  amount_vnd: number;
  reason: string;
  attempts: number;
  txn_ref: string;
  method: PaymentRow["method"];
  provider_txn_id: string;
  payment_created_at: string | Date;
};

/** A refund of the whole payment for the job to issue, due at once. Returns its id. */
export async function insertRefund(tx: Database, payment: PaymentRow, reasonText: string, now: Date): Promise<string> {
  const [refund] = await queryRows(
    tx,
    sql<{ id: string }>`insert into refunds (payment_id, refund_ref, amount_vnd, reason, next_attempt_at, created_at)
        values (${payment.id}, ${`${payment.txn_ref}-R`}, ${payment.amount_vnd}, ${reasonText}, ${now.toISOString()}, ${now.toISOString()})
        returning id`,
  );
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
        returning r.id, r.refund_ref, r.amount_vnd, r.reason, r.attempts, p.txn_ref, p.method, p.provider_txn_id, p.created_at as payment_created_at`,
  );
}

/** The gateway took the refund. */
export async function markRefundDone(tx: Database, id: string, providerRefundId: string | null, now: Date): Promise<void> {
  await tx.execute(
    sql`update refunds set status = 'done', completed_at = ${now.toISOString()}, provider_refund_id = ${providerRefundId}, locked_until = null, last_error = null where id = ${id}`,
  );
}

/** The gateway did not take it: try again at `nextAttemptAt`, or leave it for staff (`givesUp`). */
export async function markRefundRetry(db: Database, id: string, problem: string, givesUp: boolean, nextAttemptAt: Date): Promise<void> {
  await db.execute(
    sql`update refunds set locked_until = null, last_error = ${problem.slice(0, 1000)},
          status = ${givesUp ? "failed" : "pending"}, next_attempt_at = ${nextAttemptAt.toISOString()}
        where id = ${id}`,
  );
}
