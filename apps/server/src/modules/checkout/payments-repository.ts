import { and, asc, count, desc, eq, getTableColumns, isNull, lte, or, sql } from "drizzle-orm";
import type { PaymentMethod } from "../payments/payment-provider.ts";
import type { Database } from "#server/db/client.ts";
import { payments } from "#server/db/schema/payments.ts";

/** A payment's row without `raw`, the gateway's words kept for people (they grow with every notification). */
export type PaymentRow = Omit<typeof payments.$inferSelect, "raw">;

const { raw: _raw, ...paymentColumns } = getTableColumns(payments);

export async function findPaymentByRef(db: Database, txnRef: string): Promise<PaymentRow | null> {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.txnRef, txnRef));
  return row ?? null;
}

/** Locks the payment for the rest of the transaction: two notifications of one payment take turns. */
export async function lockPaymentByRef(tx: Database, txnRef: string): Promise<PaymentRow | null> {
  const [row] = await tx.select(paymentColumns).from(payments).where(eq(payments.txnRef, txnRef)).for("update");
  return row ?? null;
}

export async function latestPaymentOf(db: Database, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.txnRef))
    .limit(1);
  return row ?? null;
}

export async function countPaymentsOf(tx: Database, orderId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  return row?.n ?? 0;
}

export async function insertPayment(
  tx: Database,
  input: { txnRef: string; orderId: string; method: PaymentMethod; amountVnd: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(payments).values({
    txnRef: input.txnRef,
    orderId: input.orderId,
    method: input.method,
    amountVnd: input.amountVnd,
    createdAt: input.createdAt,
    expiresAt: input.expiresAt,
  });
}

/** Writes what the gateway said and keeps its words (appended to `raw`). */
export async function recordPaymentResult(
  tx: Database,
  input: { id: string; status: PaymentRow["status"]; providerTxnId: string | null; responseCode: string; raw: Record<string, unknown>; now: Date },
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: input.status,
      providerTxnId: sql`coalesce(${input.providerTxnId}, ${payments.providerTxnId})`,
      responseCode: input.responseCode,
      completedAt: input.now,
      raw: sql`${payments.raw} || jsonb_build_array(${JSON.stringify({ at: input.now.toISOString(), ...input.raw })}::jsonb)`,
    })
    .where(eq(payments.id, input.id));
}

export async function setPaymentStatus(tx: Database, id: string, status: PaymentRow["status"]): Promise<void> {
  await tx.update(payments).set({ status }).where(eq(payments.id, id));
}

/**
 * Claims the right to ask the gateway about this payment now: false when someone (another poll,
 * another instance, the reconciliation job) asked less than `minGapMs` ago.
 */
export async function claimPaymentQuery(db: Database, id: string, now: Date, minGapMs: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ queriedAt: now })
    .where(
      and(eq(payments.id, id), eq(payments.status, "pending"), or(isNull(payments.queriedAt), lte(payments.queriedAt, new Date(now.getTime() - minGapMs)))),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** Payments still waiting for the gateway's word, created before `createdBefore`, oldest first. */
export async function pendingPaymentsCreatedBefore(db: Database, createdBefore: Date, limit: number): Promise<PaymentRow[]> {
  return (
    db
      .select(paymentColumns)
      .from(payments)
      // The status written out, as in the predicate of the partial index payments_pending_idx that finds them.
      .where(and(sql`${payments.status} = 'pending'`, lte(payments.createdAt, createdBefore)))
      .orderBy(asc(payments.createdAt))
      .limit(limit)
  );
}

/** The payment that paid this order (captured, not given back), if any: a free order has none. */
export async function capturedPaymentOf(tx: Database, orderId: string): Promise<PaymentRow | null> {
  const { raw: _raw, ...columns } = getTableColumns(payments);
  const [row] = await tx
    .select(columns)
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")))
    .limit(1);
  return row ?? null;
}
