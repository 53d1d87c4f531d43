import type { Locale } from "@hancine/contract/i18n/catalogue";
import { formatDateEn } from "@hancine/contract/i18n/dates-en";
import { formatVnd } from "@hancine/contract/format";
import { POINTS_REASON_TEXT, type PointsReason } from "@hancine/contract/points";
import type { PaymentMethodId } from "@hancine/contract/checkout-constants";
import { benefitText, conditionTexts, type VoucherRule, type VoucherSeatType, type VoucherTerms } from "@hancine/contract/voucher-rules";

/**
 * The loyalty answers' words in the request's language (decision 096): a personal voucher's title,
 * benefit and conditions, a points entry's reason (the tiers' names: `auth/membership-names.ts`). Vietnamese is the contract's own
 * (`voucher-rules.ts`, `POINTS_REASON_TEXT`, `MEMBERSHIP_TIERS`), word for word; the English here is
 * the server's only (the promotion page and the admin's draft, which import the rules into the
 * browser, keep their Vietnamese).
 */

const REASON_EN: Record<PointsReason, string> = {
  earned: "Points earned on an order",
  redeemed: "Points used to pay",
  returned: "Points given back (order cancelled, seat hold ended or refunded)",
  revoked: "Earned points taken back (order refunded)",
  expired: "Points expired",
};

export function pointsReasonText(reason: PointsReason, locale: Locale): string {
  return locale === "en" ? REASON_EN[reason] : POINTS_REASON_TEXT[reason];
}

/** A personal voucher's title: the birthday gift of a year, or a voucher of the account's own. */
export function personalVoucherTitle(year: number | null, locale: Locale): string {
  if (locale === "en") return year ? `Birthday gift ${year}` : "A voucher just for you";
  return year ? `Quà sinh nhật ${year}` : "Voucher dành riêng cho bạn";
}

const SEAT_EN: Record<VoucherSeatType, string> = { standard: "standard seat", vip: "VIP seat", couple: "couple seat", wheelchair: "wheelchair space" };
const PAYMENT_EN: Record<PaymentMethodId, string> = { vnpay: "VNPay", momo: "MoMo wallet", zalopay: "ZaloPay" };
const WEEKDAY_EN = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const orList = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`);
const coupleCounted = (types: VoucherSeatType[] | undefined) => !types?.length || types.includes("couple");
const times = (n: number) => (n === 1 ? "once" : `${n} times`);

/** The benefit in one sentence without a final period, in `locale` ("Giảm 50.000 ₫ cho đơn hàng" / "50.000 ₫ off the order"). */
export function voucherBenefitText(rule: VoucherRule, locale: Locale): string {
  if (locale === "vi") return benefitText(rule);
  const b = rule.benefit;
  const seats = "seatTypes" in b && b.seatTypes?.length ? `${orList(b.seatTypes.map((t) => SEAT_EN[t]))} ` : "";
  switch (b.kind) {
    case "order_amount":
      return `${formatVnd(b.amountVnd)} off the order`;
    case "order_percent":
      return `${b.percent}% off the order${b.maxVnd !== undefined ? `, up to ${formatVnd(b.maxVnd)}` : ""}`;
    case "per_ticket": {
      const notes = [
        ...(coupleCounted(b.seatTypes) ? ["a couple seat counts as 2 tickets"] : []),
        ...(b.maxTickets !== undefined ? [`at most ${b.maxTickets} tickets per order`] : []),
      ];
      return `${formatVnd(b.amountVnd)} off each ${seats}ticket${notes.length ? ` (${notes.join(", ")})` : ""}`;
    }
    case "ticket_price":
      return `${seats ? `Every ${seats}ticket` : "Every ticket"} at ${formatVnd(b.priceVnd)}${coupleCounted(b.seatTypes) ? " (a couple seat counts as 2 tickets)" : ""}`;
    case "per_combo":
      return `${formatVnd(b.amountVnd)} off each snack combo${b.maxCombos !== undefined ? ` (at most ${b.maxCombos} combos per order)` : ""}`;
  }
}

/** The conditions and limits as sentences, in `locale`, in the contract's order (the validity last). */
export function voucherConditionTexts(terms: Omit<VoucherTerms, "code">, locale: Locale): string[] {
  if (locale === "vi") return conditionTexts(terms);
  const c = terms.rule.conditions;
  const lines: string[] = [];
  const showtime: string[] = [];
  if (c.formats?.length) showtime.push(orList(c.formats));
  if (c.weekdays?.length) showtime.push(`on ${orList(c.weekdays.map((d) => WEEKDAY_EN[d] ?? ""))}`);
  if (c.startsFrom && c.startsBefore) showtime.push(`starting from ${c.startsFrom} and before ${c.startsBefore}`);
  else if (c.startsFrom) showtime.push(`starting from ${c.startsFrom}`);
  else if (c.startsBefore) showtime.push(`starting before ${c.startsBefore}`);
  if (showtime.length) lines.push(`For showtimes ${showtime.join(", ")}.`);
  if (c.ageRatings?.length) lines.push(`For films rated ${orList(c.ageRatings)}.`);
  if (c.minTickets) lines.push(`For orders of ${c.minTickets} tickets or more.`);
  if (c.minOrderVnd) lines.push(`For orders of ${formatVnd(c.minOrderVnd)} or more.`);
  if (c.paymentMethods?.length) lines.push(`Paid with ${orList(c.paymentMethods.map((m) => PAYMENT_EN[m]))}.`);
  if (c.firstOrder) lines.push("For the account's first order.");
  if (c.birthdayMonth) lines.push("For use in your birthday month (by the date of birth in your account).");
  if (terms.perCustomerLimit !== null) lines.push(`Each account can use it at most ${times(terms.perCustomerLimit)}.`);
  if (terms.totalLimit !== null)
    lines.push(`Limited: ${new Intl.NumberFormat("en-US").format(terms.totalLimit)} ${terms.totalLimit === 1 ? "use" : "uses"} across the chain.`);
  lines.push(`Valid from ${formatDateEn(terms.validFrom)} to the end of ${formatDateEn(new Date(new Date(terms.validUntil).getTime() - 1))}.`);
  return lines;
}
