import type { Locale } from "@hancine/contract/i18n/catalogue";
import { giftCardAmountOf } from "../gift-cards/order-gift-cards-repository.ts";
import type { ExchangeOrder } from "@hancine/contract/booking";
import { DomainError } from "#server/domain-error.ts";
import { isRetryable } from "#server/db/errors.ts";
import { lockOrderRow } from "../booking/orders-repository.ts";
import { placeOrder } from "../booking/place-order.ts";
import { releaseOrder } from "../booking/release-order.ts";
import { lockSeatsOfOrder } from "../booking/seat-locks-repository.ts";
import { transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { assertAfterSaleOpen } from "./after-sale-rules.ts";
import { linkExchange, showtimeForAfterSale } from "./after-sale-repository.ts";
import { ownOrder } from "./cancel-order.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { completeExchange, creditOf } from "./complete-exchange.ts";
import { ticketsOfOrder } from "./order-tickets-repository.ts";
import { runRefund } from "./refunds.ts";
import { showtimeOfTicketOrder } from "../booking/order-kind.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * `POST /orders/:id/exchange` (decision 049): the customer moves a paid order to another showtime
 * of the same film. The new seats are held like any purchase (placeOrder: the database decides a
 * contested seat), the hold is linked to the old order, and when the old payment covers the new
 * total the exchange completes at once (completeExchange: old tickets void, seats freed, the rest
 * refunded). Otherwise the new order stays held for a checkout of the difference, and the exchange
 * completes when that payment arrives. Returns the new order's id.
 */
/** An order paid partly by gift card is not exchanged (decision 080): its cancel gives each part back, then a new booking. */
export const PAID_BY_GIFT_CARD_NO_EXCHANGE = msg("error.ORDER_NOT_EDITABLE.paidByGiftCard");

export async function exchangeOrder(
  ctx: CheckoutContext,
  userId: string,
  orderId: string,
  input: ExchangeOrder,
  ip: string | null,
  locale: Locale = "vi",
): Promise<string> {
  const { deps } = ctx;
  const db = deps.database.db;
  const now = deps.clock();
  const old = await ownOrder(db, userId, orderId);
  if ((await giftCardAmountOf(db, old.id)) > 0) throw new DomainError("VALIDATION_FAILED", { message: PAID_BY_GIFT_CARD_NO_EXCHANGE });
  const from = (await showtimeForAfterSale(db, showtimeOfTicketOrder(old)))!;
  assertAfterSaleOpen(old, from.startsAt, deps.config.cancelBeforeMinutes, now);
  if (old.exchangeOfOrderId) {
    throw new DomainError("ORDER_NOT_EDITABLE", {
      message: msg("error.ORDER_NOT_EDITABLE.exchangedOnce"),
    });
  }
  const admitted = (await ticketsOfOrder(db, old.id)).filter((t) => t.checkedInAt && !t.refundId);
  if (admitted.length > 0) throw new DomainError("ALREADY_CHECKED_IN", { message: msg("error.ALREADY_CHECKED_IN.order") });
  const to = await showtimeForAfterSale(db, input.showtimeId);
  if (!to) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.showtime") });
  if (to.id === from.id) throw new DomainError("VALIDATION_FAILED", { fields: { showtimeId: msg("error.VALIDATION_FAILED.sameShowtimeOnline") } });
  if (to.filmId !== from.filmId) throw new DomainError("VALIDATION_FAILED", { fields: { showtimeId: msg("error.VALIDATION_FAILED.otherFilmOnline") } });

  const newId = await placeOrder(deps, userId, input, ip, locale);
  for (let attempt = 1; ; attempt++) {
    try {
      const refundId = await transactionAnnouncingSeats(db, async (tx) => {
        await lockSeatsOfOrder(tx, newId);
        const held = (await lockOrderRow(tx, newId))!;
        await linkExchange(tx, newId, old.id);
        const { creditVnd } = await creditOf(tx, old);
        if (held.totalVnd > creditVnd) return null; // the difference is paid at checkout
        const done = await completeExchange(tx, ctx, { newOrder: { ...held, exchangeOfOrderId: old.id }, payment: null, userId, ip, now: deps.clock() });
        return done.refundId;
      });
      if (refundId) await runRefund(ctx, refundId).catch(() => false);
      return newId;
    } catch (error) {
      if (isRetryable(error) && attempt < 3) continue;
      // The old order changed meanwhile (cancelled, admitted, window over): the new seats go back at once.
      await releaseOrder(deps, userId, newId, ip).catch(() => undefined);
      throw error;
    }
  }
}
