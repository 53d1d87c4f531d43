import type { MyVoucher } from "@hancine/contract/my-vouchers";
import { benefitText, conditionTexts } from "@hancine/contract/voucher-rules";
import type { Database } from "#server/db/client.ts";
import { personalVouchersOf, voucherCodesUsedBy } from "./my-vouchers-repository.ts";

/** "Voucher của tôi": the customer's personal vouchers, newest first, each with whether it can still be used. */
export async function myVouchersOf(db: Database, userId: string, now: Date): Promise<MyVoucher[]> {
  const rows = await personalVouchersOf(db, userId);
  const usedCodes = await voucherCodesUsedBy(db, userId, now);
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
