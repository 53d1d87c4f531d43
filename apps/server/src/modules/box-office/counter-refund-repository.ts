import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { boxOfficePins, counterPayments } from "#server/db/schema/box-office.ts";
import { checkins, tickets } from "#server/db/schema/payments.ts";

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

/** How many of the order's tickets were admitted at the door; its tickets' rows locked first (check-in locks the ticket it admits: a refund and an admission take turns). */
export async function admittedTicketsOf(tx: Database, orderId: string): Promise<number> {
  await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.orderId, orderId)).for("update");
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(checkins)
    .innerJoin(tickets, eq(tickets.id, checkins.ticketId))
    .where(eq(tickets.orderId, orderId));
  return Number(row?.n ?? 0);
}
