import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { voucherUses } from "#server/db/schema/booking.ts";
import { birthdayVouchers, vouchers } from "#server/db/schema/vouchers.ts";

/** The customer's personal vouchers, newest first, with the year of a birthday gift (null for others). */
export async function personalVouchersOf(db: Database, userId: string) {
  return db
    .select({ voucher: vouchers, year: birthdayVouchers.year })
    .from(vouchers)
    .leftJoin(birthdayVouchers, eq(birthdayVouchers.voucherCode, vouchers.code))
    .where(eq(vouchers.ownerUserId, userId))
    .orderBy(desc(vouchers.validFrom));
}

/** Codes of the vouchers the customer has used, or holds a use of at `now`. */
export async function voucherCodesUsedBy(db: Database, userId: string, now: Date): Promise<Set<string>> {
  const used = await db
    .select({ code: voucherUses.voucherCode })
    .from(voucherUses)
    .where(and(eq(voucherUses.userId, userId), or(isNull(voucherUses.heldUntil), gt(voucherUses.heldUntil, now))));
  return new Set(used.map((row) => row.code));
}
