import { chainDay } from "@hancine/contract/format";
import { BIRTHDAY_VOUCHER_AMOUNT_VND } from "@hancine/contract/my-vouchers";
import type { VoucherRule } from "@hancine/contract/voucher-rules";
import type { Database } from "#server/db/client.ts";
import { insertBirthdayVouchers } from "./birthday-vouchers-repository.ts";

/** The birthday gift: an amount off one order, used in the birthday month, by its owner only, once. */
export const BIRTHDAY_RULE: VoucherRule = { benefit: { kind: "order_amount", amountVnd: BIRTHDAY_VOUCHER_AMOUNT_VND }, conditions: { birthdayMonth: true } };

/** The first instant of a chain month ("YYYY-MM") and of the one after, Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
export function chainMonthBounds(year: number, month: number): { from: Date; until: Date } {
  const pad = (n: number) => String(n).padStart(2, "0");
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: new Date(`${year}-${pad(month)}-01T00:00:00+07:00`), until: new Date(`${next.year}-${pad(next.month)}-01T00:00:00+07:00`) };
}

/**
 * Issues this month's birthday vouchers: every active customer born in the chain's current month who
 * has none for this year gets one, valid for the month. Runs at start and daily on every instance:
 * the (user, year) primary key and the code's uniqueness make a second run, or a second instance,
 * issue nothing more. Returns how many were issued.
 */
export async function issueBirthdayVouchers(db: Database, now: Date): Promise<number> {
  const today = chainDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const { from, until } = chainMonthBounds(year, month);
  return db.transaction((tx) => insertBirthdayVouchers(tx, { year, month, from, until, rule: BIRTHDAY_RULE, now }));
}
