import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { reserveVoucher, UNKNOWN_VOUCHER } from "../booking/voucher-checks.ts";
import { findVoucher } from "../booking/vouchers-repository.ts";
import type { CounterCustomer } from "./counter-customer.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

const refused = (message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { voucherCode: message } });

/**
 * A voucher typed at the counter, before any lock (decision 076): it must exist, and a code whose rule
 * reads the customer (a limit per customer, a first order, a birthday month, a personal voucher) needs
 * a member's phone — the walk-in account is everybody. A code only for a payment gateway's method is
 * not for the counter. The rule itself is checked in the sale's transaction (redeemAtCounter).
 */
export async function voucherForCounter(db: Database, typed: string, customer: CounterCustomer): Promise<{ code: string }> {
  const row = await findVoucher(db, typed);
  if (!row) throw refused(UNKNOWN_VOUCHER);
  const conditions = row.rule.conditions;
  if (!customer.member && (row.perCustomerLimit !== null || conditions.firstOrder || conditions.birthdayMonth || row.ownerUserId)) {
    throw refused(msg("error.VOUCHER_UNAVAILABLE.memberCode", { code: row.code }));
  }
  if (conditions.paymentMethods?.length) throw refused(msg("error.VOUCHER_UNAVAILABLE.onlineOnly", { code: row.code }));
  return { code: row.code };
}

/**
 * In the sale's transaction, once the order's seats and products are written: the website's own check
 * (checkout's reserveVoucher: validity, conditions, limits counted under the voucher's row lock), its use
 * kept for good at once (the order is paid in this transaction). Its discount, or a 400 `fields.voucherCode`
 * with the website's message.
 */
export async function redeemAtCounter(tx: Database, code: string, ask: { orderId: string; userId: string; now: Date }): Promise<number> {
  try {
    const { discount } = await reserveVoucher(tx, code, { ...ask, paymentMethod: null, until: null });
    return discount;
  } catch (error) {
    if (error instanceof DomainError && error.code === "VOUCHER_UNAVAILABLE") throw refused(error.text);
    throw error;
  }
}
