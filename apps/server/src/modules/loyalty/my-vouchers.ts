import type { MyVoucher } from "@hancine/contract/my-vouchers";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { Database } from "#server/db/client.ts";
import { personalVouchersOf, voucherCodesUsedBy } from "./my-vouchers-repository.ts";
import { personalVoucherTitle, voucherBenefitText, voucherConditionTexts } from "./loyalty-texts.ts";

/** "Voucher của tôi": the customer's personal vouchers, newest first, each with whether it can still be used; its words in `locale` (decision 096). */
export async function myVouchersOf(db: Database, userId: string, now: Date, locale: Locale = "vi"): Promise<MyVoucher[]> {
  const rows = await personalVouchersOf(db, userId);
  const usedCodes = await voucherCodesUsedBy(db, userId, now);
  return rows.map(({ voucher, year }) => ({
    code: voucher.code,
    title: personalVoucherTitle(year ?? null, locale),
    benefit: voucherBenefitText(voucher.rule, locale),
    conditions: voucherConditionTexts(voucher, locale),
    validFrom: voucher.validFrom.toISOString(),
    validUntil: voucher.validUntil.toISOString(),
    status: usedCodes.has(voucher.code) ? "used" : now >= voucher.validUntil ? "expired" : now < voucher.validFrom ? "upcoming" : "usable",
  }));
}
