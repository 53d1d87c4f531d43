import type { CounterPayment, CounterPaymentMethod } from "@hancine/contract/box-office";
import { formatVnd } from "@hancine/contract/format";
import { DomainError } from "#server/domain-error.ts";

export type SettledPayment = { method: CounterPaymentMethod; amountVnd: number; tenderedVnd: number | null; changeVnd: number; reference: string | null };

const refuse = (message: string) => new DomainError("VALIDATION_FAILED", { message, fields: { payments: message } });

/**
 * The payments of a counter sale, checked against its total (decision 076): together they pay it exactly;
 * cash may be handed over in excess (`tendered`), the rest is the change; a card needs the terminal's
 * reference; VietQR needs the chain's account configured; a gift card its code and PIN (decision 080).
 */
export function settlePayments(
  totalVnd: number,
  payments: readonly CounterPayment[],
  options: { vietqr: boolean },
): { rows: SettledPayment[]; changeVnd: number } {
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  if (paid < totalVnd) throw refuse(`Các khoản thanh toán (${formatVnd(paid)}) chưa đủ tổng đơn ${formatVnd(totalVnd)}.`);
  if (paid > totalVnd)
    throw refuse(
      `Các khoản thanh toán (${formatVnd(paid)}) vượt tổng đơn ${formatVnd(totalVnd)}: tiền khách đưa dư ghi ở "tiền khách đưa" của khoản tiền mặt.`,
    );
  const rows = payments.map((p): SettledPayment => {
    if (p.method === "gift_card" && !p.giftCard) throw refuse("Thanh toán bằng thẻ quà tặng cần mã thẻ và mã PIN in trên thẻ.");
    if (p.method === "vietqr" && !options.vietqr) throw refuse("Rạp chưa cấu hình tài khoản nhận VietQR. Hãy chọn tiền mặt hoặc thẻ.");
    if (p.method === "card" && !p.reference) throw refuse("Thanh toán thẻ cần mã giao dịch của máy POS.");
    if (p.method !== "cash" && p.tendered !== undefined) throw refuse("Chỉ khoản tiền mặt mới có tiền khách đưa.");
    const tendered = p.method === "cash" ? (p.tendered ?? p.amount) : null;
    if (tendered !== null && tendered < p.amount) throw refuse(`Tiền khách đưa (${formatVnd(tendered)}) ít hơn khoản tiền mặt ${formatVnd(p.amount)}.`);
    return {
      method: p.method,
      amountVnd: p.amount,
      tenderedVnd: tendered,
      changeVnd: tendered === null ? 0 : tendered - p.amount,
      reference: p.reference || null,
    };
  });
  return { rows, changeVnd: rows.reduce((sum, r) => sum + r.changeVnd, 0) };
}
