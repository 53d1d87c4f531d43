import type { CounterPayment, CounterPaymentMethod } from "@hancine/contract/box-office";
import { formatVnd } from "@hancine/contract/format";
import { DomainError } from "#server/domain-error.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

export type SettledPayment = { method: CounterPaymentMethod; amountVnd: number; tenderedVnd: number | null; changeVnd: number; reference: string | null };

const refuse = (message: ErrorText) => new DomainError("VALIDATION_FAILED", { message, fields: { payments: message } });

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
  if (paid < totalVnd) throw refuse(msg("error.VALIDATION_FAILED.paymentsShort", { paid: formatVnd(paid), totalVnd: formatVnd(totalVnd) }));
  if (paid > totalVnd) throw refuse(msg("error.VALIDATION_FAILED.paymentsOver", { paid: formatVnd(paid), totalVnd: formatVnd(totalVnd) }));
  const rows = payments.map((p): SettledPayment => {
    if (p.method === "gift_card" && !p.giftCard) throw refuse(msg("error.VALIDATION_FAILED.giftCardCredentials"));
    if (p.method === "vietqr" && !options.vietqr) throw refuse(msg("error.VALIDATION_FAILED.noVietQrAccount"));
    if (p.method === "card" && !p.reference) throw refuse(msg("error.VALIDATION_FAILED.cardReference"));
    if (p.method !== "cash" && p.tendered !== undefined) throw refuse(msg("error.VALIDATION_FAILED.tenderedCashOnly"));
    const tendered = p.method === "cash" ? (p.tendered ?? p.amount) : null;
    if (tendered !== null && tendered < p.amount)
      throw refuse(msg("error.VALIDATION_FAILED.tenderedShort", { tendered: formatVnd(tendered), amount: formatVnd(p.amount) }));
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
