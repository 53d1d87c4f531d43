import type { PaymentMethodId } from "@hancine/contract/checkout-constants";
import { voucherDiscount, voucherProblem, type VoucherOrder, type VoucherTerms } from "@hancine/contract/voucher-rules";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import {
  countVoucherUses,
  findVoucher,
  keepVoucherUse,
  liveVoucherUse,
  lockVoucher,
  saveVoucherUse,
  termsOf,
  voucherBuyerOf,
  voucherOrderOf,
  type VoucherRow,
} from "./vouchers-repository.ts";
import { type ErrorText, msg, type Msg, viOnly } from "@hancine/contract/i18n/message";

export type VoucherAsk = { orderId: string; userId: string; now: Date; paymentMethod: PaymentMethodId | null };
export type PricedVoucher = { terms: VoucherTerms; discount: number };

export const UNKNOWN_VOUCHER = msg("error.VOUCHER_UNAVAILABLE.unknown");
export const voucherUnavailable = (message: ErrorText) => new DomainError("VOUCHER_UNAVAILABLE", { message });

/** Why the limits refuse one more use by this order's customer, or null. */
async function limitProblem(db: Database, terms: VoucherTerms, ask: VoucherAsk): Promise<Msg | null> {
  if (terms.totalLimit === null && terms.perCustomerLimit === null) return null;
  const used = await countVoucherUses(db, terms.code, ask.userId, ask.orderId, ask.now);
  if (terms.totalLimit !== null && used.total >= terms.totalLimit) return msg("error.VOUCHER_UNAVAILABLE.usedUp", { code: terms.code });
  if (terms.perCustomerLimit !== null && used.mine >= terms.perCustomerLimit) return msg("error.VOUCHER_UNAVAILABLE.usedUpByYou", { code: terms.code });
  return null;
}

/** Archived (decision 048), the rule's conditions, then the limits (everyone's uses that count now): a problem, or the discount. */
async function check(db: Database, row: VoucherRow, ask: VoucherAsk, basket?: VoucherOrder): Promise<{ problem: ErrorText } | PricedVoucher> {
  const terms = termsOf(row);
  if (!row.active) return { problem: msg("error.VOUCHER_UNAVAILABLE.archived", { code: terms.code }) };
  // A personal voucher (the birthday voucher) is its owner's alone; for anyone else it does not exist.
  if (row.ownerUserId && row.ownerUserId !== ask.userId) return { problem: msg("error.VOUCHER_UNAVAILABLE.personal", { code: row.code }) };
  const order = basket ?? (await voucherOrderOf(db, ask.orderId));
  const buyer = await voucherBuyerOf(db, ask.userId, ask.orderId);
  // The rules' own texts are the contract's, shared with the web app: Vietnamese-only until it moves them to a catalogue.
  const ruleProblem = voucherProblem(terms, order, { ...buyer, now: ask.now, paymentMethod: ask.paymentMethod });
  const problem = ruleProblem ? viOnly(ruleProblem) : await limitProblem(db, terms, ask);
  return problem ? { problem } : { terms, discount: voucherDiscount(terms.rule, order) };
}

/**
 * Applying a code to a held order: what it takes off, or why not (VOUCHER_UNAVAILABLE; an unknown
 * code is a field error). Nothing is reserved yet: that happens when checkout starts.
 */
export async function priceVoucher(db: Database, code: string, ask: VoucherAsk): Promise<PricedVoucher> {
  const row = await findVoucher(db, code);
  if (!row) throw new DomainError("VALIDATION_FAILED", { message: UNKNOWN_VOUCHER, fields: { voucherCode: UNKNOWN_VOUCHER } });
  const result = await check(db, row, ask);
  if ("problem" in result) throw voucherUnavailable(result.problem);
  return result;
}

/** No order yet: the id that is none, so the buyer's and the limits' counts leave nothing out. */
const NO_ORDER = "00000000-0000-0000-0000-000000000000";

/**
 * A basket not written yet (the counter's price quote, issue 34): what the code takes off it for this
 * customer now, by the same checks as an order's, or why not (VOUCHER_UNAVAILABLE). Nothing reserved.
 */
export async function priceVoucherForBasket(db: Database, code: string, ask: { userId: string; now: Date }, basket: VoucherOrder): Promise<PricedVoucher> {
  const row = await findVoucher(db, code);
  if (!row) throw voucherUnavailable(UNKNOWN_VOUCHER);
  const result = await check(db, row, { ...ask, orderId: NO_ORDER, paymentMethod: null }, basket);
  if ("problem" in result) throw voucherUnavailable(result.problem);
  return result;
}

/** The order's voucher again, quietly: null when it no longer fits (the order changed under it). */
export async function repriceVoucher(db: Database, code: string, ask: VoucherAsk): Promise<PricedVoucher | null> {
  const row = await findVoucher(db, code);
  if (!row) return null;
  const result = await check(db, row, ask);
  return "problem" in result ? null : result;
}

/**
 * Checkout: under the voucher's row lock, checks every condition (the payment method is known now)
 * and the limits, then reserves this order's use until its hold ends. A racing checkout waits for the
 * lock and then counts this reservation, so the last use goes to one order only. `until` null keeps the
 * use for good at once (the box office pays in the same transaction, decision 076).
 */
export async function reserveVoucher(tx: Database, code: string, ask: VoucherAsk & { until: Date | null }): Promise<PricedVoucher> {
  const row = await lockVoucher(tx, code);
  if (!row) throw voucherUnavailable(msg("error.VOUCHER_UNAVAILABLE.gone", { code }));
  const result = await check(tx, row, ask);
  if ("problem" in result) throw voucherUnavailable(result.problem);
  await saveVoucherUse(tx, { orderId: ask.orderId, code: row.code, userId: ask.userId, now: ask.now, until: ask.until });
  return result;
}

/**
 * Payment: the order's reserved use is kept for good. A payment arriving after the reservation
 * lapsed takes a use again if the limits still allow; false when they do not (the caller refunds).
 */
export async function redeemVoucher(tx: Database, order: { id: string; userId: string; code: string }, now: Date): Promise<boolean> {
  if (await liveVoucherUse(tx, order.id, now)) {
    await keepVoucherUse(tx, order.id);
    return true;
  }
  const row = await lockVoucher(tx, order.code);
  if (!row || (await limitProblem(tx, termsOf(row), { orderId: order.id, userId: order.userId, now, paymentMethod: null }))) return false;
  await saveVoucherUse(tx, { orderId: order.id, code: order.code, userId: order.userId, now, until: null });
  return true;
}
