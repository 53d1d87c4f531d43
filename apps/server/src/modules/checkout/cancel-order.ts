import { DomainError } from "#server/domain-error.ts";
import type { Database } from "#server/db/client.ts";
import { findOrderRow, findOrderRowByCode, lockOrderRow, type OrderRow } from "../booking/orders-repository.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { voidGiftCardOfOrder } from "../gift-cards/void-gift-card.ts";
import { pickupOfOrder } from "./snack-pickup-repository.ts";
import { orderNotFound } from "../booking/order-not-found.ts";
import { transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { assertAfterSaleOpen } from "./after-sale-rules.ts";
import { showtimeForAfterSale } from "./after-sale-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { REFUND_REASON_TEXT } from "./order-emails.ts";
import { refundPaidOrder } from "./refund-paid-order.ts";
import { runRefund } from "./refunds.ts";
import { COUNTER_ORDER_AFTER_SALE } from "./after-sale-view.ts";
import { showtimeOfTicketOrder } from "../booking/order-kind.ts";
import type { CancelOrder } from "@hancine/contract/booking";
import type { GiftCardCredentials } from "@hancine/contract/gift-cards";
import { openCardsForPayment } from "../gift-cards/order-gift-cards.ts";
import { msg } from "@hancine/contract/i18n/message";

/** The customer's own card to take a refund: right PIN, not blocked, not expired. */
async function openCardForRefund(ctx: CheckoutContext, credentials: GiftCardCredentials, ip: string) {
  const [card] = await openCardsForPayment(ctx.deps, [credentials], ip);
  return card!;
}

/** The customer's own order to cancel or exchange, or the same 404 as for an order that does not exist; a counter order is the counter's (409). */
export async function ownOrder(db: Database, userId: string, orderId: string) {
  return ownedBy(await findOrderRow(db, orderId), userId);
}

function ownedBy(row: OrderRow | null, userId: string): OrderRow {
  if (!row || row.userId !== userId) throw orderNotFound();
  if (row.channel === "counter") throw new DomainError("ORDER_NOT_EDITABLE", { message: COUNTER_ORDER_AFTER_SALE });
  return row;
}

/**
 * `POST /orders/:id/cancel` (decision 049): the customer cancels a paid order inside the window.
 * Under the order's row lock, checked once more, then refunded whole through the one refund path
 * the order desk uses (refundPaidOrder): seats on sale again now, tickets void, the e-mail queued,
 * exactly one refunds row per payment whoever asks twice. The gateway is called after commit and
 * the answer waits for its first reply (the refund job retries what fails).
 */
export async function cancelOrder(
  ctx: CheckoutContext,
  userId: string,
  orderId: string,
  ip: string | null,
  choice: CancelOrder = { refundTo: "original" },
): Promise<string> {
  const db = ctx.deps.database.db;
  const row = await ownOrder(db, userId, orderId);
  // An existing card for the refund is opened by its PIN first (wrong PINs count whatever happens next, decision 078).
  const card = choice.refundTo === "gift_card" && choice.giftCard ? await openCardForRefund(ctx, choice.giftCard, ip ?? "") : null;
  const now = ctx.deps.clock();
  const showtime = (await showtimeForAfterSale(db, showtimeOfTicketOrder(row)))!;
  const { refundIds } = await transactionAnnouncingSeats(db, async (tx) => {
    const order = (await lockOrderRow(tx, row.id))!;
    assertAfterSaleOpen(order, showtime.startsAt, ctx.deps.config.cancelBeforeMinutes, now);
    return refundPaidOrder(tx, ctx, {
      order,
      cinemaId: showtime.cinemaId,
      reasonText: REFUND_REASON_TEXT.customer_cancel,
      email: { reason: "customer_cancel" },
      refuseCheckedIn: true,
      audit: { action: "order.cancel", actorUserId: userId, ip },
      now,
      refundTo: choice.refundTo === "gift_card" ? { kind: "gift_card", card } : { kind: "original" },
    });
  });
  for (const id of refundIds) await runRefund(ctx, id).catch(() => false);
  return row.id;
}

/**
 * `POST /snack-orders/:code/cancel`, `POST /gift-cards/orders/:code/cancel`: the customer cancels
 * snacks ordered on their own or a bought gift card (decisions 079, 083), under
 * the order's row lock, through the same refund as a ticket order (stock back by the order's move
 * to refunded, cards' parts back onto their cards). Snacks: only while the counter has not started
 * them (the pickup still `paid`; the counter moves it under the same lock, so one of the two wins).
 * A gift card: only while not delivered or never used, and its card is voided in the same
 * transaction; its refund goes back where it came from (a card does not buy a card).
 */
export async function cancelOrderOfOtherKind(
  ctx: CheckoutContext,
  userId: string,
  /** The order by its id or its code, and the kind its route sells (another kind's order is not found there). */
  which: { idOrCode: string; kind: "snacks" | "gift_card" },
  ip: string | null,
  choice: CancelOrder = { refundTo: "original" },
): Promise<string> {
  const db = ctx.deps.database.db;
  const code = which.idOrCode.trim().toUpperCase();
  const found = isUuid(which.idOrCode) ? await findOrderRow(db, which.idOrCode) : /^[A-Z0-9]{4,32}$/.test(code) ? await findOrderRowByCode(db, code) : null;
  const row = ownedBy(found?.kind === which.kind ? found : null, userId);
  const card = choice.refundTo === "gift_card" && choice.giftCard && row.kind === "snacks" ? await openCardForRefund(ctx, choice.giftCard, ip ?? "") : null;
  const a = { userId, orderId: row.id, ip, card, choice, now: ctx.deps.clock() };
  const { refundIds } = await ctx.deps.database.db.transaction(async (tx) => {
    const order = (await lockOrderRow(tx, a.orderId))!;
    assertPaid(order);
    let cinemaId: string | null = null;
    let voidedCard: string | undefined;
    if (order.kind === "snacks") {
      const pickup = (await pickupOfOrder(tx, order.id))!;
      if (pickup.status !== "paid") {
        throw new DomainError("CANCEL_WINDOW_CLOSED", {
          message: msg("error.CANCEL_WINDOW_CLOSED.snacksStarted", { code: order.code, status: pickup.status }),
        });
      }
      cinemaId = pickup.cinemaId;
    } else {
      if (a.choice.refundTo === "gift_card") {
        throw new DomainError("VALIDATION_FAILED", {
          fields: { refundTo: msg("error.VALIDATION_FAILED.giftCardOrderRefund") },
        });
      }
      voidedCard = (await voidGiftCardOfOrder(tx, { orderId: order.id, actorUserId: a.userId, now: a.now })).card;
    }
    return refundPaidOrder(tx, ctx, {
      order,
      cinemaId,
      reasonText: REFUND_REASON_TEXT.customer_cancel,
      email: { reason: "customer_cancel" },
      refuseCheckedIn: true,
      audit: { action: "order.cancel", actorUserId: a.userId, ip: a.ip },
      now: a.now,
      refundTo: a.choice.refundTo === "gift_card" ? { kind: "gift_card", card: a.card } : { kind: "original" },
      ...(voidedCard && { voidedCard }),
    });
  });
  for (const id of refundIds) await runRefund(ctx, id).catch(() => false);
  return a.orderId;
}

/** A paid order, not refunded already (the same words as a ticket order's cancel). */
function assertPaid(order: OrderRow): void {
  if (order.status === "refunded") throw new DomainError("ALREADY_REFUNDED", { message: msg("error.ALREADY_REFUNDED.cancelled", { code: order.code }) });
  if (order.status !== "paid") throw new DomainError("ORDER_NOT_PAID");
}
