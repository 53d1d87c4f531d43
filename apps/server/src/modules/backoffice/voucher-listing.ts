import type { AdminVoucher } from "@hancine/contract/back-office-content";
import { benefitText, conditionTexts } from "@hancine/contract/voucher-rules";
import type { AppDeps } from "../../app-deps.ts";
import { listVoucherRowsWithUses } from "./admin-content-repository.ts";

/** `GET /admin/vouchers` (admins): each voucher's rule in its own words, its limits and its uses so far. */
export async function listAdminVouchers(deps: AppDeps): Promise<AdminVoucher[]> {
  const rows = await listVoucherRowsWithUses(deps.database.db, deps.clock());
  return rows.map(({ voucher: v, used, paid }) => ({
    code: v.code,
    benefit: benefitText(v.rule),
    conditions: conditionTexts({ rule: v.rule, validFrom: v.validFrom, validUntil: v.validUntil, totalLimit: v.totalLimit, perCustomerLimit: v.perCustomerLimit }),
    validFrom: v.validFrom.toISOString(),
    validUntil: v.validUntil.toISOString(),
    totalLimit: v.totalLimit,
    perCustomerLimit: v.perCustomerLimit,
    used,
    paid,
  }));
}
