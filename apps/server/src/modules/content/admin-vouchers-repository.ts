import { and, count, eq, gt, isNull, max, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { voucherUses } from "#server/db/schema/booking.ts";
import { vouchers } from "#server/db/schema/vouchers.ts";

/** The voucher editor's reads and writes (decision 048). */

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherValues = typeof vouchers.$inferInsert;

/** A use counts while its period runs: kept for good (held_until null) or reserved until a later instant (as checkout counts). */
const countsAt = (now: Date) => or(isNull(voucherUses.heldUntil), gt(voucherUses.heldUntil, now));

/** The voucher's uses that count now: in all, the most by one customer, and those kept for good (paid). */
export async function voucherUseCounts(db: Database, code: string, now: Date): Promise<{ used: number; mostByOne: number; paid: number }> {
  const [totals] = await db
    .select({ used: count(sql`case when ${countsAt(now)} then 1 end`), paid: count(sql`case when ${voucherUses.heldUntil} is null then 1 end`) })
    .from(voucherUses)
    .where(eq(voucherUses.voucherCode, code));
  const perCustomer = db
    .select({ uses: count().as("uses") })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherCode, code), countsAt(now)))
    .groupBy(voucherUses.userId)
    .as("per_customer");
  const [most] = await db.select({ most: max(perCustomer.uses) }).from(perCustomer);
  return { used: totals?.used ?? 0, paid: totals?.paid ?? 0, mostByOne: Number(most?.most ?? 0) };
}

/** One voucher; `lock` takes its row lock, the one checkout takes before counting uses (so a change and a checkout follow each other). */
export async function findVoucherRow(db: Database, code: string, lock = false): Promise<VoucherRow | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Inserts the voucher; null when its code is taken (by a row committed or being inserted meanwhile). */
export async function insertVoucherRow(tx: Database, values: VoucherValues): Promise<VoucherRow | null> {
  const [row] = await tx.insert(vouchers).values(values).onConflictDoNothing({ target: vouchers.code }).returning();
  return row ?? null;
}

export async function updateVoucherRow(tx: Database, code: string, values: Partial<Omit<VoucherValues, "code">>): Promise<VoucherRow> {
  const [row] = await tx.update(vouchers).set(values).where(eq(vouchers.code, code)).returning();
  return row!;
}
