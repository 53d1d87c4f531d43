import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { boxOfficePins, counterPayments } from "#server/db/schema/box-office.ts";

export async function savePin(tx: Database, userId: string, pinHash: string, now: Date): Promise<void> {
  await tx
    .insert(boxOfficePins)
    .values({ userId, pinHash, setAt: now })
    .onConflictDoUpdate({ target: boxOfficePins.userId, set: { pinHash, setAt: now } });
}

export async function pinHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ pinHash: boxOfficePins.pinHash }).from(boxOfficePins).where(eq(boxOfficePins.userId, userId));
  return row?.pinHash ?? null;
}

/** What the order's counter payments add up to per method (refunds, negative, included). */
export async function paidByMethod(tx: Database, orderId: string): Promise<{ method: string; amountVnd: number }[]> {
  const rows = await tx
    .select({ method: counterPayments.method, amountVnd: sql<number>`sum(${counterPayments.amountVnd})::int` })
    .from(counterPayments)
    .where(eq(counterPayments.orderId, orderId))
    .groupBy(counterPayments.method);
  return rows.map((row) => ({ method: row.method, amountVnd: Number(row.amountVnd) }));
}

/**
 * These tickets were given back at the counter, each with the money it gave back: void at the door from
 * now, and off the reports' figures at once (the tickets' trigger, migration 0041).
 */
export async function voidCounterTickets(tx: Database, given: readonly { id: string; refundVnd: number }[], now: Date): Promise<void> {
  if (given.length === 0) return;
  const values = sql.join(
    given.map((ticket) => sql`(${ticket.id}::uuid, ${ticket.refundVnd}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update tickets t set counter_refunded_at = ${now.toISOString()}::timestamptz, counter_refund_vnd = v.vnd from (values ${values}) as v(id, vnd) where t.id = v.id`,
  );
}
