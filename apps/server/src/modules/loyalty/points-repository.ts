import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { PointsReason } from "@hancine/contract/points";
import { queryRows, type Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema/booking.ts";
import { payments } from "#server/db/schema/payments.ts";
import { pointsAccounts, pointsLedger } from "#server/db/schema/points.ts";

/**
 * Takes the member's points row lock for the rest of the transaction (made at 0 the first time) and
 * answers the balance. Whoever changes the same balance next waits until this transaction ends.
 * Always taken after the order's row lock where both are needed, so two changes never deadlock.
 */
export async function lockPointsAccount(tx: Database, userId: string, now: Date): Promise<number> {
  await tx.insert(pointsAccounts).values({ userId, balance: 0, updatedAt: now }).onConflictDoNothing({ target: pointsAccounts.userId });
  const [row] = await tx.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for("update");
  return row!.balance;
}

export type PointsEntry = {
  userId: string;
  points: number;
  reason: PointsReason;
  at: Date;
  orderId?: string | null;
  paymentId?: string | null;
  expiresAt?: Date | null;
};

/**
 * Applies one change to the balance and writes it to the ledger. The balance's CHECK refuses to go
 * below zero (the caller checked under the lock; the database has the last word). Returns the new balance.
 */
export async function postPoints(tx: Database, entry: PointsEntry): Promise<number> {
  const [account] = await tx
    .update(pointsAccounts)
    .set({ balance: sql`${pointsAccounts.balance} + ${entry.points}`, updatedAt: entry.at })
    .where(eq(pointsAccounts.userId, entry.userId))
    .returning({ balance: pointsAccounts.balance });
  if (!account) throw new Error(`No points account for ${entry.userId}: lockPointsAccount first`);
  await tx.insert(pointsLedger).values({
    userId: entry.userId,
    at: entry.at,
    points: entry.points,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    paymentId: entry.paymentId ?? null,
    expiresAt: entry.expiresAt ?? null,
    balanceAfter: account.balance,
  });
  return account.balance;
}

/** The member's totals by kind of entry (points as written: debits negative). */
export async function pointsTotalsOf(db: Database, userId: string): Promise<Record<PointsReason, number>> {
  const rows = await queryRows(
    db,
    sql<{
      reason: PointsReason;
      total: number;
    }>`select reason, coalesce(sum(points), 0)::int as total from points_ledger where user_id = ${userId} group by reason`,
  );
  const totals: Record<PointsReason, number> = { earned: 0, redeemed: 0, returned: 0, revoked: 0, expired: 0 };
  for (const row of rows) totals[row.reason] = Number(row.total);
  return totals;
}

/** The member's earnings with their expiry, soonest to expire first. */
export async function earningsOf(db: Database, userId: string): Promise<{ points: number; expiresAt: Date }[]> {
  const rows = await db
    .select({ points: pointsLedger.points, expiresAt: pointsLedger.expiresAt })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "earned")))
    .orderBy(asc(pointsLedger.expiresAt), asc(pointsLedger.id));
  return rows.map((row) => ({ points: row.points, expiresAt: row.expiresAt! }));
}

/** The order's entries by kind (points as written). */
export async function orderPointsTotals(tx: Database, orderId: string): Promise<Record<PointsReason, number>> {
  const rows = await queryRows(
    tx,
    sql<{
      reason: PointsReason;
      total: number;
    }>`select reason, coalesce(sum(points), 0)::int as total from points_ledger where order_id = ${orderId} group by reason`,
  );
  const totals: Record<PointsReason, number> = { earned: 0, redeemed: 0, returned: 0, revoked: 0, expired: 0 };
  for (const row of rows) totals[row.reason] = Number(row.total);
  return totals;
}

/** The member's latest entries, newest first, with the booking code of their order. */
export async function pointsHistoryOf(db: Database, userId: string, limit = 50) {
  return db
    .select({
      at: pointsLedger.at,
      points: pointsLedger.points,
      reason: pointsLedger.reason,
      orderCode: orders.code,
      expiresAt: pointsLedger.expiresAt,
      balanceAfter: pointsLedger.balanceAfter,
    })
    .from(pointsLedger)
    .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.id))
    .limit(limit);
}

/** Members who have points whose earning expired by `now` (the daily expiry job's list). */
export async function membersWithPointsDue(db: Database, now: Date, limit = 500): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql<{ userId: string }>`select distinct l.user_id as "userId" from points_ledger l join points_accounts a on a.user_id = l.user_id
        where l.reason = 'earned' and l.expires_at <= ${now.toISOString()}::timestamptz and a.balance > 0 limit ${limit}`,
  );
  return rows.map((row) => row.userId);
}

/** An order as its points see it. */
export type PointsOrder = { id: string; userId: string; pointsUsed: number };

/** These orders' that used points, by account then order (the order the accounts' rows are locked in). */
export async function ordersUsingPoints(tx: Database, orderIds: readonly string[]): Promise<PointsOrder[]> {
  return tx
    .select({ id: orders.id, userId: orders.userId, pointsUsed: orders.pointsUsed })
    .from(orders)
    .where(and(sql`${orders.id} in ${orderIds}`, sql`${orders.pointsUsed} > 0`))
    .orderBy(asc(orders.userId), asc(orders.id));
}

/** The order, as its points see it; null when there is none. */
export async function pointsOrderOf(tx: Database, orderId: string): Promise<PointsOrder | null> {
  const [order] = await tx.select({ id: orders.id, userId: orders.userId, pointsUsed: orders.pointsUsed }).from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

/** The payment that paid the order: its first captured one (a later one is a duplicate, refunded on its own). */
export async function payingPaymentOf(tx: Database, orderId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.providerTxnId)))
    .orderBy(asc(payments.completedAt), sql`length(${payments.txnRef})`, asc(payments.txnRef))
    .limit(1);
  return row?.id ?? null;
}
