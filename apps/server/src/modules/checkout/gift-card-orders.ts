import { addDays, chainTime } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import type { buyGiftCardSchema, GiftCardDesignId, GiftCardOrder } from "@hancine/contract/gift-cards";
import { GIFT_CARD_SEND_HOUR, GIFT_CARD_SEND_WITHIN_DAYS } from "@hancine/contract/gift-cards";
import type { z } from "zod";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { newOrderCode } from "../booking/order-code.ts";
import { effectiveStatus, type OrderRow } from "../booking/orders-repository.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { giftCardOfOrder, sendOrScheduleGiftCard } from "../gift-cards/gift-card-delivery.ts";
import { issueGiftCard } from "../gift-cards/gift-cards.ts";
import { lockAccount, openOrdersOfKind } from "../limits/open-orders-repository.ts";
import { findGiftCardOrder, findGiftCardPurchase, insertGiftCardOrder } from "./gift-card-orders-repository.ts";
import { msg } from "@hancine/contract/i18n/message";
import type { Locale } from "@hancine/contract/i18n/catalogue";

type Buy = z.output<typeof buyGiftCardSchema>;

/** The instant a card chosen for `day` is sent: 08:00 that day (chain time); today or nothing → null (at payment). */
function sendInstant(day: string | undefined, now: Date): Date | null {
  if (!day) return null;
  const today = chainDay(now);
  if (day < today || day > addDays(today, GIFT_CARD_SEND_WITHIN_DAYS)) {
    throw new DomainError("VALIDATION_FAILED", { fields: { sendAt: msg("error.VALIDATION_FAILED.giftCardSendDate", { days: GIFT_CARD_SEND_WITHIN_DAYS }) } });
  }
  const at = chainTime(day, GIFT_CARD_SEND_HOUR);
  return at > now ? at : null;
}

/**
 * `POST /gift-cards` (decision 079): a held order of kind `gift_card` for the card's amount, with
 * what it buys kept beside it; paid like any order (`POST /orders/:id/checkout`). An account keeps at
 * most MAX_OPEN_ORDERS unpaid gift-card orders at a time (409 HOLD_LIMIT_REACHED). The order keeps the
 * language of the request that made it (`locale`, decision 098): its e-mails and pages are in it.
 */
export async function placeGiftCardOrder(deps: AppDeps, userId: string, input: Buy, ip: string | null, locale: Locale = "vi"): Promise<GiftCardOrder> {
  const now = deps.clock();
  const sendAt = sendInstant(input.sendAt, now);
  const expiresAt = new Date(now.getTime() + deps.config.holdMinutes * 60_000);
  const orderId = await deps.database.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if ((await openOrdersOfKind(tx, userId, "gift_card", now)) >= deps.config.holdLimits.maxOpenOrders) {
      throw new DomainError("HOLD_LIMIT_REACHED", {
        message: msg("error.HOLD_LIMIT_REACHED.giftCardOrders"),
      });
    }
    const id = await insertGiftCardOrder(
      tx,
      { code: newOrderCode(), userId, expiresAt, now, locale },
      {
        amountVnd: input.amount,
        design: input.design,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        message: input.message ?? null,
        sendAt,
      },
    );
    // The recipient's address is personal data: the audit names the order and the amount only.
    await writeAudit(tx, { at: now, action: "gift_card.order_placed", actorUserId: userId, ip, details: { orderId: id, amountVnd: input.amount } });
    return id;
  });
  return (await giftCardOrderView(deps, orderId, userId))!;
}

/** A gift-card order as its buyer sees it (by id or code), or null when it is not theirs or not a gift-card order. */
export async function giftCardOrderView(deps: AppDeps, idOrCode: string, userId: string): Promise<GiftCardOrder | null> {
  const db = deps.database.db;
  const now = deps.clock();
  const row = await findGiftCardOrder(db, isUuid(idOrCode) ? { id: idOrCode } : { code: idOrCode.toUpperCase() }, userId);
  if (!row) return null;
  const { order, purchase } = row;
  return {
    id: order.id,
    code: order.code,
    kind: "gift_card",
    status: effectiveStatus(order, now),
    amount: purchase.amountVnd,
    total: order.totalVnd,
    currency: "VND",
    design: purchase.design as GiftCardDesignId,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    message: purchase.message,
    sendAt: purchase.sendAt?.toISOString() ?? null,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    card: await giftCardOfOrder(db, order.id, now),
  };
}

/**
 * A gift-card order's payment arrived (the capture step, inside its transaction, the payment row
 * locked): the order is paid — in time or late, a card sells no seat — and its card issued once
 * (`gift_cards_order_key` refuses a second card for an order whatever happens), then e-mailed now or
 * sealed until its day.
 */
export async function confirmGiftCardOrder(tx: Database, deps: Pick<AppDeps, "config" | "site">, input: { order: OrderRow; now: Date }): Promise<void> {
  const { order, now } = input;
  const purchase = await findGiftCardPurchase(tx, order.id);
  if (!purchase) throw new Error(`gift-card order ${order.id} has no purchase`);
  if (order.status !== "paid") await moveOrder(tx, order.id, "paid", now, { paidAt: now });
  const card = await issueGiftCard(tx, deps.config.sessionSecret, {
    amountVnd: purchase.amountVnd,
    design: purchase.design,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    message: purchase.message,
    sendAt: purchase.sendAt,
    orderId: order.id,
    boughtByUserId: order.userId,
    actorUserId: order.userId,
    now,
  });
  await sendOrScheduleGiftCard(tx, deps, card, purchase.sendAt, now);
  await writeAudit(tx, {
    at: now,
    action: "gift_card.bought",
    actorUserId: order.userId,
    details: { orderId: order.id, giftCardId: card.id, amountVnd: purchase.amountVnd, sendAt: purchase.sendAt?.toISOString() ?? null },
  });
}
