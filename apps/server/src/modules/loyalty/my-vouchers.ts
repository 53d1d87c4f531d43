import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { MyVoucher } from "@hancine/contract/my-vouchers";
import { benefitText, conditionTexts } from "@hancine/contract/voucher-rules";
import type { Database } from "../../db/client.ts";
import { voucherUses } from "../../db/schema/booking.ts";
import { birthdayVouchers, vouchers } from "../../db/schema/vouchers.ts";

/** "Voucher của tôi": the customer's personal vouchers, newest first, each with whether it can still be used. */
export async function myVouchersOf(db: Database, userId: string, now: Date): Promise<MyVoucher[]> {
  const rows = await db
    .select({ voucher: vouchers, year: birthdayVouchers.year })
    .from(vouchers)
    .leftJoin(birthdayVouchers, eq(birthdayVouchers.voucherCode, vouchers.code))
    .where(eq(vouchers.ownerUserId, userId))
    .orderBy(desc(vouchers.validFrom));
  const used = await db
    .select({ code: voucherUses.voucherCode })
    .from(voucherUses)
    .where(and(eq(voucherUses.userId, userId), or(isNull(voucherUses.heldUntil), gt(voucherUses.heldUntil, now))));
  const usedCodes = new Set(used.map((row) => row.code));
  return rows.map(({ voucher, year }) => ({
    code: voucher.code,
    title: year ? `Quà sinh nhật ${year}` : "Voucher dành riêng cho bạn",
    benefit: benefitText(voucher.rule),
    conditions: conditionTexts(voucher),
    validFrom: voucher.validFrom.toISOString(),
    validUntil: voucher.validUntil.toISOString(),
    status: usedCodes.has(voucher.code) ? "used" : now >= voucher.validUntil ? "expired" : now < voucher.validFrom ? "upcoming" : "usable",
  }));
}
