/**
 * A voucher is one rule: what it takes off (the benefit), when it may be used (the conditions) and
 * how often (the limits). The same rule prices the order at checkout and writes the sentences the
 * promotion page, the booking summary and the refusals show, so a promise and a charge never differ.
 * No zod here: the promotion page imports this into the browser (the schema is in vouchers.ts).
 */
import type { AgeRating } from "./browser-constants.ts";
import type { PaymentMethodId } from "./checkout-constants.ts";
import { chainDay, formatDate, formatTime, formatVnd } from "./format.ts";

export const VOUCHER_SEAT_TYPES = ["standard", "vip", "couple", "wheelchair"] as const;
export const VOUCHER_FORMATS = ["2D", "3D", "IMAX", "4DX"] as const;
export type VoucherSeatType = (typeof VOUCHER_SEAT_TYPES)[number];
export type VoucherFormat = (typeof VOUCHER_FORMATS)[number];

/**
 * What the voucher takes off. "Tickets" count people: a couple seat holds two tickets.
 * - order_amount: VND off the whole order;
 * - order_percent: a percentage of the whole order (tickets and concessions), optionally capped;
 * - per_ticket: VND off each ticket (of the listed seat types), optionally for at most N tickets;
 * - ticket_price: each ticket (of the listed seat types) costs this much;
 * - per_combo: VND off each combo, optionally for at most N combos.
 */
export type VoucherBenefit =
  | { kind: "order_amount"; amountVnd: number }
  | { kind: "order_percent"; percent: number; maxVnd?: number | undefined }
  | { kind: "per_ticket"; amountVnd: number; seatTypes?: VoucherSeatType[] | undefined; maxTickets?: number | undefined }
  | { kind: "ticket_price"; priceVnd: number; seatTypes?: VoucherSeatType[] | undefined }
  | { kind: "per_combo"; amountVnd: number; maxCombos?: number | undefined };

/** When it may be used; every condition given must hold. Times of day are the showtime's start, chain clock. */
export type VoucherConditions = {
  /** ISO weekdays of the showtime (1 = Monday … 7 = Sunday). */
  weekdays?: number[] | undefined;
  /** The showtime starts at or after this time of day, "HH:MM". */
  startsFrom?: string | undefined;
  /** The showtime starts before this time of day, "HH:MM". */
  startsBefore?: string | undefined;
  formats?: VoucherFormat[] | undefined;
  ageRatings?: AgeRating[] | undefined;
  minOrderVnd?: number | undefined;
  minTickets?: number | undefined;
  paymentMethods?: PaymentMethodId[] | undefined;
  /** The customer has no paid order yet. */
  firstOrder?: boolean | undefined;
  /** The month of the purchase is the customer's birth month. */
  birthdayMonth?: boolean | undefined;
};

export type VoucherRule = { benefit: VoucherBenefit; conditions: VoucherConditions };

export type VoucherTerms = {
  code: string;
  rule: VoucherRule;
  validFrom: Date | string;
  validUntil: Date | string;
  /** Uses in all (paid or reserved by a checkout in progress); null = no limit. */
  totalLimit: number | null;
  /** Uses per customer; null = no limit. */
  perCustomerLimit: number | null;
};

/** What the rule reads of an order. */
export type VoucherOrder = {
  seats: { type: VoucherSeatType; price: number }[];
  products: { kind: string; unitPrice: number; quantity: number }[];
  showtime: { startsAt: Date | string; format: VoucherFormat; age: AgeRating };
};

/** What the rule reads of the buyer and the moment. `paymentMethod` is unknown until checkout. */
export type VoucherBuyer = {
  now: Date;
  paymentMethod: PaymentMethodId | null;
  /** Paid orders the customer already has. */
  paidOrders: number;
  /** "YYYY-MM-DD" */
  dateOfBirth: string;
};

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, string> = { vnpay: "VNPay", momo: "Ví MoMo", zalopay: "ZaloPay" };
const SEAT_TYPE_NAMES: Record<VoucherSeatType, string> = { standard: "ghế thường", vip: "ghế VIP", couple: "ghế đôi", wheelchair: "chỗ xe lăn" };
const WEEKDAY_NAMES = ["", "Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"];

const ticketsOf = (seat: { type: VoucherSeatType }) => (seat.type === "couple" ? 2 : 1);
const listText = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} hoặc ${items.at(-1)}`);
const seatTypesText = (types: VoucherSeatType[] | undefined) => (types?.length ? ` ${listText(types.map((t) => SEAT_TYPE_NAMES[t]))}` : "");

const coupleCounted = (types: VoucherSeatType[] | undefined) => !types?.length || types.includes("couple");

/** What an order costs before any discount: its seats and its concessions. The one sum, server and page alike. */
export function subtotalOf(order: { seats: { price: number }[]; products: { unitPrice: number; quantity: number }[] }): number {
  return order.seats.reduce((sum, seat) => sum + seat.price, 0) + order.products.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

export function ticketCountOf(order: Pick<VoucherOrder, "seats">): number {
  return order.seats.reduce((sum, seat) => sum + ticketsOf(seat), 0);
}

/** The discount in VND for this order: never negative, never more than the order. */
export function voucherDiscount(rule: VoucherRule, order: Pick<VoucherOrder, "seats" | "products">): number {
  const b = rule.benefit;
  const subtotal = subtotalOf(order);
  const applies = (type: VoucherSeatType) => !("seatTypes" in b) || !b.seatTypes?.length || b.seatTypes.includes(type);
  let discount = 0;
  switch (b.kind) {
    case "order_amount":
      discount = b.amountVnd;
      break;
    case "order_percent":
      discount = Math.floor((subtotal * b.percent) / 100);
      if (b.maxVnd !== undefined) discount = Math.min(discount, b.maxVnd);
      break;
    case "per_ticket": {
      // The dearest tickets first, when only some of them get it.
      const prices = order.seats.filter((s) => applies(s.type)).flatMap((s) => Array<number>(ticketsOf(s)).fill(s.price / ticketsOf(s)));
      prices.sort((a, b) => b - a);
      const counted = b.maxTickets === undefined ? prices : prices.slice(0, b.maxTickets);
      discount = counted.reduce((sum, price) => sum + Math.min(price, b.amountVnd), 0);
      break;
    }
    case "ticket_price":
      for (const seat of order.seats) if (applies(seat.type)) discount += Math.max(0, seat.price - b.priceVnd * ticketsOf(seat));
      break;
    case "per_combo": {
      const combos = order.products.filter((p) => p.kind === "combo").flatMap((p) => Array<number>(p.quantity).fill(p.unitPrice));
      combos.sort((a, b) => b - a);
      const counted = b.maxCombos === undefined ? combos : combos.slice(0, b.maxCombos);
      discount = counted.reduce((sum, price) => sum + Math.min(price, b.amountVnd), 0);
      break;
    }
  }
  return Math.max(0, Math.min(Math.floor(discount), subtotal));
}

/** "Giảm 10.000 ₫ mỗi vé (tối đa 4 vé)": the benefit in one sentence, without a final period. */
export function benefitText(rule: VoucherRule): string {
  const b = rule.benefit;
  switch (b.kind) {
    case "order_amount":
      return `Giảm ${formatVnd(b.amountVnd)} cho đơn hàng`;
    case "order_percent":
      return `Giảm ${b.percent}% giá trị đơn hàng${b.maxVnd !== undefined ? `, tối đa ${formatVnd(b.maxVnd)}` : ""}`;
    case "per_ticket": {
      const notes = [
        ...(coupleCounted(b.seatTypes) ? ["ghế đôi tính 2 vé"] : []),
        ...(b.maxTickets !== undefined ? [`tối đa ${b.maxTickets} vé mỗi đơn`] : []),
      ];
      return `Giảm ${formatVnd(b.amountVnd)} mỗi vé${seatTypesText(b.seatTypes)}${notes.length ? ` (${notes.join(", ")})` : ""}`;
    }
    case "ticket_price":
      return `${b.seatTypes?.length ? `Vé${seatTypesText(b.seatTypes)}` : "Mọi vé"} đồng giá ${formatVnd(b.priceVnd)}${coupleCounted(b.seatTypes) ? " (ghế đôi tính 2 vé)" : ""}`;
    case "per_combo":
      return `Giảm ${formatVnd(b.amountVnd)} mỗi combo bắp nước${b.maxCombos !== undefined ? ` (tối đa ${b.maxCombos} combo mỗi đơn)` : ""}`;
  }
}

/** The conditions and limits as sentences for people, in a fixed order. */
export function conditionTexts(terms: Omit<VoucherTerms, "code">): string[] {
  const c = terms.rule.conditions;
  const lines: string[] = [];
  const showtime: string[] = [];
  if (c.formats?.length) showtime.push(listText(c.formats));
  if (c.weekdays?.length) showtime.push(`vào ${listText(c.weekdays.map((d) => WEEKDAY_NAMES[d] ?? ""))}`);
  if (c.startsFrom && c.startsBefore) showtime.push(`bắt đầu từ ${c.startsFrom} đến trước ${c.startsBefore}`);
  else if (c.startsFrom) showtime.push(`bắt đầu từ ${c.startsFrom}`);
  else if (c.startsBefore) showtime.push(`bắt đầu trước ${c.startsBefore}`);
  if (showtime.length) lines.push(`Áp dụng cho suất chiếu ${showtime.join(", ")}.`);
  if (c.ageRatings?.length) lines.push(`Áp dụng cho phim có nhãn ${listText(c.ageRatings)}.`);
  if (c.minTickets) lines.push(`Đơn hàng từ ${c.minTickets} vé trở lên.`);
  if (c.minOrderVnd) lines.push(`Đơn hàng từ ${formatVnd(c.minOrderVnd)} trở lên.`);
  if (c.paymentMethods?.length) lines.push(`Thanh toán bằng ${listText(c.paymentMethods.map((m) => PAYMENT_METHOD_NAMES[m]))}.`);
  if (c.firstOrder) lines.push("Dành cho đơn hàng đầu tiên của tài khoản.");
  if (c.birthdayMonth) lines.push("Dùng trong tháng sinh nhật của bạn (theo ngày sinh trong tài khoản).");
  if (terms.perCustomerLimit !== null) lines.push(`Mỗi tài khoản dùng tối đa ${terms.perCustomerLimit} lần.`);
  if (terms.totalLimit !== null) lines.push(`Số lượng có hạn: ${new Intl.NumberFormat("vi-VN").format(terms.totalLimit)} lượt cho toàn chuỗi.`);
  lines.push(`Hiệu lực từ ${formatDate(terms.validFrom)} đến hết ${formatDate(new Date(new Date(terms.validUntil).getTime() - 1))}.`);
  return lines;
}

/** Minutes since midnight of an instant on the chain's clock. */
function minutesOfDay(at: Date | string): number {
  const [h, m] = formatTime(at).split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** ISO weekday (1 = Monday … 7 = Sunday) of the chain day an instant falls on. */
export function chainWeekday(at: Date | string): number {
  const day = new Date(`${chainDay(at)}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Why this order cannot use the voucher (a Vietnamese sentence), or null when it can. The limits
 * are the database's business (they depend on everyone else's orders); everything else is here.
 * Before checkout the payment method is unknown: that condition is checked then.
 */
export function voucherProblem(terms: VoucherTerms, order: VoucherOrder, buyer: VoucherBuyer): string | null {
  const { code } = terms;
  const c = terms.rule.conditions;
  const startsAt = order.showtime.startsAt;
  if (buyer.now < new Date(terms.validFrom)) return `Mã ${code} chưa đến thời gian áp dụng.`;
  if (buyer.now >= new Date(terms.validUntil)) return `Mã ${code} đã hết hạn.`;
  if (c.formats?.length && !c.formats.includes(order.showtime.format)) return `Mã ${code} chỉ áp dụng cho suất chiếu ${listText(c.formats)}.`;
  if (c.weekdays?.length && !c.weekdays.includes(chainWeekday(startsAt))) {
    return `Mã ${code} chỉ áp dụng cho suất chiếu vào ${listText(c.weekdays.map((d) => WEEKDAY_NAMES[d] ?? ""))}.`;
  }
  const minute = minutesOfDay(startsAt);
  if (c.startsFrom && minute < minutesOf(c.startsFrom)) return `Mã ${code} chỉ áp dụng cho suất chiếu bắt đầu từ ${c.startsFrom}.`;
  if (c.startsBefore && minute >= minutesOf(c.startsBefore)) return `Mã ${code} chỉ áp dụng cho suất chiếu bắt đầu trước ${c.startsBefore}.`;
  if (c.ageRatings?.length && !c.ageRatings.includes(order.showtime.age)) return `Mã ${code} chỉ áp dụng cho phim có nhãn ${listText(c.ageRatings)}.`;
  if (c.minTickets && ticketCountOf(order) < c.minTickets) return `Mã ${code} áp dụng cho đơn từ ${c.minTickets} vé trở lên.`;
  if (c.minOrderVnd && subtotalOf(order) < c.minOrderVnd) return `Mã ${code} áp dụng cho đơn từ ${formatVnd(c.minOrderVnd)}.`;
  if (c.firstOrder && buyer.paidOrders > 0) return `Mã ${code} chỉ dành cho đơn hàng đầu tiên của tài khoản.`;
  if (c.birthdayMonth && buyer.dateOfBirth.slice(5, 7) !== chainDay(buyer.now).slice(5, 7)) {
    return `Mã ${code} chỉ dùng được trong tháng sinh nhật của bạn (tháng ${Number(buyer.dateOfBirth.slice(5, 7))}).`;
  }
  if (c.paymentMethods?.length && buyer.paymentMethod && !c.paymentMethods.includes(buyer.paymentMethod)) {
    return `Mã ${code} chỉ áp dụng khi thanh toán bằng ${listText(c.paymentMethods.map((m) => PAYMENT_METHOD_NAMES[m]))}. Bạn hãy chọn phương thức đó hoặc bỏ mã này nhé.`;
  }
  if (voucherDiscount(terms.rule, order) <= 0) return `Mã ${code} không giảm thêm được cho đơn hàng này.`;
  return null;
}
