import type { AfterSale, Order } from "@hancine/contract/booking";
import { cancelDeadline } from "@hancine/contract/after-sale";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import type { Database } from "#server/db/client.ts";
import { findOrderRow, type OrderRow } from "../booking/orders-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { creditOf } from "./complete-exchange.ts";
import { fundingPaymentsOf } from "./funding-payments-repository.ts";
import { ticketsOfOrder } from "./order-tickets-repository.ts";
import { refundedOfPayment } from "./refunds-repository.ts";
import { methodNames } from "./refund-paid-order.ts";
import { methodIn } from "./order-emails.ts";
import { msg } from "@hancine/contract/i18n/message";
import { renderMessage } from "#server/messages.ts";

/** A counter order's money is in a cinema's drawer (decision 076): it is cancelled or refunded there, not online. */
export const COUNTER_ORDER_AFTER_SALE = msg("error.ORDER_NOT_EDITABLE.boughtAtCounter");

/** "Chỉ hủy hoặc đổi suất được trước giờ chiếu 2 tiếng." (the contract's `cancelRuleText`) in `locale`. */
export function afterSaleRuleMsg(cancelBeforeMinutes: number) {
  const hours = Math.floor(cancelBeforeMinutes / 60);
  const minutes = cancelBeforeMinutes % 60;
  const before = cancelBeforeMinutes <= 0 ? "none" : hours === 0 ? "minutes" : minutes === 0 ? "hours" : "both";
  return msg("aftersale.rule", { before, hours, minutes });
}

/**
 * What the owner may still do with a paid order (decision 049), for the order page and the order
 * history: until when, the rule in words, why not, and what a cancel would give back and where —
 * its words in the request's language (decision 097; Vietnamese by default).
 */
export async function afterSaleOf(
  db: Database,
  ctx: CheckoutContext,
  input: { row: OrderRow; order: Order /** What its gift cards hold of it (reserved or captured). */; cardsVnd: number; now: Date; locale?: Locale },
): Promise<AfterSale | undefined> {
  const { row, order, cardsVnd, now, locale = "vi" } = input;
  if (row.status !== "paid") return undefined;
  const minutes = ctx.deps.config.cancelBeforeMinutes;
  const until = cancelDeadline(order.showtime.startsAt, minutes);
  const rule = renderMessage(locale, afterSaleRuleMsg(minutes));
  const admitted = (await ticketsOfOrder(db, row.id)).some((t) => t.checkedInAt && !t.refundId);
  const funding = await fundingPaymentsOf(db, row);
  let amount = 0;
  for (const payment of funding) amount += payment.amountVnd - (await refundedOfPayment(db, payment.id)).amountVnd;
  // Written in Vietnamese as the refund's other callers do, then put in the request's language (the e-mails' words).
  const to = methodIn(locale, [...(cardsVnd > 0 ? ["Thẻ quà tặng"] : []), ...(funding.length > 0 ? [methodNames(ctx, funding)] : [])].join(" và "));
  const blockedReason =
    row.channel === "counter"
      ? renderMessage(locale, COUNTER_ORDER_AFTER_SALE)
      : admitted
        ? renderMessage(locale, msg("aftersale.admitted"))
        : now >= until
          ? renderMessage(locale, msg("aftersale.windowClosed", { time: { time: until }, day: { day: until } }))
          : null;
  return {
    until: until.toISOString(),
    open: blockedReason === null,
    rule,
    blockedReason,
    refund: amount + cardsVnd > 0 ? { amount: amount + cardsVnd, to } : null,
    canExchange: !row.exchangeOfOrderId && row.channel !== "counter" && cardsVnd === 0,
    giftCardRefund: amount > 0 ? { amount, bonus: Math.round((amount * ctx.deps.config.giftCards.refundBonusPercent) / 100) } : null,
  };
}

/** An order made by an exchange: which order it replaces, what that carries over, what is left to pay or comes back. */
export async function exchangeOf(db: Database, row: OrderRow): Promise<Order["exchange"]> {
  if (!row.exchangeOfOrderId) return undefined;
  const old = await findOrderRow(db, row.exchangeOfOrderId);
  if (!old) return undefined;
  const completed = row.status === "paid" || row.status === "refunded";
  // Before it completes, the credit is what the old payment holds now.
  const available = completed ? row.exchangeCreditVnd : (await creditOf(db, old)).creditVnd;
  const credit = Math.min(available, row.totalVnd);
  return {
    fromOrderCode: old.code,
    credit,
    payable: Math.max(0, row.totalVnd - credit),
    refund: completed ? 0 : Math.max(0, available - row.totalVnd),
  };
}
