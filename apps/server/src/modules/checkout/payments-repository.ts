import { sql } from "drizzle-orm";
import type { PaymentMethod } from "../payments/payment-provider.ts";
import { queryRows, type Database } from "../../db/client.ts";

export type PaymentRow = {
  id: string;
  txn_ref: string;
  order_id: string;
  method: PaymentMethod;
  amount_vnd: number;
  status: "pending" | "failed" | "paid" | "refunded";
  provider_txn_id: string | null;
  response_code: string | null;
  created_at: string | Date;
  expires_at: string | Date;
  completed_at: string | Date | null;
  queried_at: string | Date | null;
};

const COLUMNS = sql.raw(
  "id, txn_ref, order_id, method, amount_vnd, status, provider_txn_id, response_code, created_at, expires_at, completed_at, queried_at",
);

export async function findPaymentByRef(db: Database, txnRef: string): Promise<PaymentRow | null> {
  const [row] = await queryRows(db, sql<PaymentRow>`select ${COLUMNS} from payments where txn_ref = ${txnRef}`);
  return row ?? null;
}

/** Locks the payment for the rest of the transaction: two notifications of one payment take turns. */
export async function lockPaymentByRef(tx: Database, txnRef: string): Promise<PaymentRow | null> {
  const [row] = await queryRows(tx, sql<PaymentRow>`select ${COLUMNS} from payments where txn_ref = ${txnRef} for update`);
  return row ?? null;
}

export async function latestPaymentOf(db: Database, orderId: string): Promise<PaymentRow | null> {
  const [row] = await queryRows(db, sql<PaymentRow>`select ${COLUMNS} from payments where order_id = ${orderId} order by created_at desc, txn_ref desc limit 1`);
  return row ?? null;
}

export async function countPaymentsOf(tx: Database, orderId: string): Promise<number> {
  const [row] = await queryRows(tx, sql<{ n: number | string }>`select count(*) as n from payments where order_id = ${orderId}`);
  return Number(row?.n ?? 0);
}

export async function insertPayment(
  tx: Database,
  input: { txnRef: string; orderId: string; method: PaymentMethod; amountVnd: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.execute(
    sql`insert into payments (txn_ref, order_id, method, amount_vnd, created_at, expires_at)
        values (${input.txnRef}, ${input.orderId}, ${input.method}, ${input.amountVnd}, ${input.createdAt.toISOString()}, ${input.expiresAt.toISOString()})`,
  );
}

/** Writes what the gateway said and keeps its words (appended to `raw`). */
export async function recordPaymentResult(
  tx: Database,
  input: { id: string; status: PaymentRow["status"]; providerTxnId: string | null; responseCode: string; raw: Record<string, unknown>; now: Date },
): Promise<void> {
  await tx.execute(
    sql`update payments set status = ${input.status}, provider_txn_id = coalesce(${input.providerTxnId}, provider_txn_id),
          response_code = ${input.responseCode}, completed_at = ${input.now.toISOString()},
          raw = raw || jsonb_build_array(${JSON.stringify({ at: input.now.toISOString(), ...input.raw })}::jsonb)
        where id = ${input.id}`,
  );
}

export async function setPaymentStatus(tx: Database, id: string, status: PaymentRow["status"]): Promise<void> {
  await tx.execute(sql`update payments set status = ${status} where id = ${id}`);
}

/**
 * Claims the right to ask the gateway about this payment now: false when someone (another poll,
 * another instance, the reconciliation job) asked less than `minGapMs` ago.
 */
export async function claimPaymentQuery(db: Database, id: string, now: Date, minGapMs: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql<{ id: string }>`update payments set queried_at = ${now.toISOString()}
        where id = ${id} and status = 'pending'
          and (queried_at is null or queried_at <= ${new Date(now.getTime() - minGapMs).toISOString()})
        returning id`,
  );
  return rows.length === 1;
}

/** Payments still waiting for the gateway's word, created before `createdBefore`, oldest first. */
export async function pendingPaymentsCreatedBefore(db: Database, createdBefore: Date, limit: number): Promise<PaymentRow[]> {
  return queryRows(
    db,
    sql<PaymentRow>`select ${COLUMNS} from payments where status = 'pending' and created_at <= ${createdBefore.toISOString()} order by created_at limit ${limit}`,
  );
}
