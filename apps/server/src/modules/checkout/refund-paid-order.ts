import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges } from "../booking/seat-events.ts";
import type { Database } from "#server/db/client.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { releaseSoldSeats, ticketsOfOrder, voidTickets, type OrderTicketRow } from "./order-tickets-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { fundingPaymentsOf, lockTicketsOfOrder } from "./funding-payments-repository.ts";
import { orderDetails } from "./order-details.ts";
import { otherKindRefundMessage } from "./other-kind-refund-email.ts";
import { refundMessage, type RefundReason } from "./order-emails.ts";
import { setPaymentStatus, type PaymentRow } from "./payments-repository.ts";
import { insertRefund, markRefundDone, refundedOfPayment } from "./refunds-repository.ts";
import { maskedGiftCardCode } from "@hancine/contract/gift-cards";
import { findUserById } from "../auth/users-repository.ts";
import { type GiftCardRow, moveBalance } from "../gift-cards/gift-cards-repository.ts";
import { issueGiftCard } from "../gift-cards/gift-cards.ts";
import { refundGiftCardMessage } from "../gift-cards/gift-card-emails.ts";
import { giftCardAmountOf, refundOrderGiftCards } from "../gift-cards/order-gift-cards-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** What one ticket gives back when refunded on its own: its seat's price, less its share of the order's discount. */
export function ticketRefundShare(price: number, order: { subtotal: number; total: number }): number {
  return order.subtotal > 0 ? Math.round((price * order.total) / order.subtotal) : 0;
}

export type PaidOrderRefund = {
  /** The order, its row locked by the caller, status `paid`. */
  order: OrderRow;
  /** Whose order it is in the audit log: a ticket or snack order's cinema; null for a gift card (the chain's). */
  cinemaId: string | null;
  /** Some tickets (the order desk); none: all that are left. */
  ticketIds?: string[];
  /** Kept with the refund and sent to the gateway. */
  reasonText: string;
  /** The e-mail's explanation: the desk's note, or the customer's own cancel. */
  email: { reason: RefundReason; deskNote?: string };
  /** The customer's cancel refuses an order with a ticket already admitted at the door. */
  refuseCheckedIn: boolean;
  audit: { action: "order.refund" | "order.cancel"; actorUserId: string; ip: string | null };
  now: Date;
  /**
   * Where the gateways' part goes (decision 080): back through the gateway (default), or onto a gift
   * card — an existing one (opened by its PIN before), or a new one e-mailed to the buyer — with the
   * chain's bonus. The gift cards' own part always goes back onto its cards.
   */
  refundTo?: { kind: "original" } | { kind: "gift_card"; card: GiftCardRow | null };
  /** A refunded gift-card order: its card, voided by the caller (decision 079), named in the e-mail. */
  voidedCard?: string;
};

/** Names the gateways money goes back to: "VNPay", "VNPay và Ví MoMo". */
export function methodNames(ctx: CheckoutContext, payments: Pick<PaymentRow, "method">[]): string {
  const names = [...new Set(payments.map((p) => ctx.providers[p.method]?.displayName ?? p.method))];
  return names.join(" và ");
}

/**
 * Refunds a paid order, whole or some of its tickets — the one way both the order desk and the
 * customer's cancel give money back (decisions 045, 049). The caller holds the order's row lock, so a
 * second request waits and then finds this one's work. In the caller's transaction: the order's
 * tickets locked (check-in locks the ticket it admits: a cancel and an admission take turns), a
 * refunds row per funding payment for the refund job (`-R`, `-R2`… keys unique at the gateway), the
 * tickets voided, their seats on sale again now, the buyer's e-mail in the outbox, the audit entry.
 * Returns the refunds' ids: the caller calls the gateway after commit (runRefund).
 */
export async function refundPaidOrder(tx: Database, ctx: CheckoutContext, input: PaidOrderRefund): Promise<{ refundIds: string[]; amountVnd: number }> {
  const { order, now } = input;
  const funding = await fundingPaymentsOf(tx, order);
  const cardsVnd = await giftCardAmountOf(tx, order.id);
  if (funding.length === 0 && cardsVnd === 0) throw new DomainError("ORDER_NOT_PAID", { message: msg("error.ORDER_NOT_PAID.free") });

  await lockTicketsOfOrder(tx, order.id);
  const tickets = await ticketsOfOrder(tx, order.id);
  const valid = tickets.filter((ticket) => !ticket.refundId);
  const admitted = valid.filter((ticket) => ticket.checkedInAt);
  if (input.refuseCheckedIn && admitted.length > 0) {
    throw new DomainError("ALREADY_CHECKED_IN", {
      message: msg("error.ALREADY_CHECKED_IN.cancel", { seats: admitted.map((t) => t.seatLabel).join(", ") }),
    });
  }
  const chosen = input.ticketIds ? pickTicketsToRefund(tickets, input.ticketIds) : valid;
  const whole = chosen.length === valid.length;
  if (!whole && funding.length > 1) {
    throw new DomainError("VALIDATION_FAILED", { fields: { ticketIds: msg("error.VALIDATION_FAILED.exchangedTwoPayments") } });
  }
  if (!whole && cardsVnd > 0) {
    throw new DomainError("VALIDATION_FAILED", { fields: { ticketIds: msg("error.VALIDATION_FAILED.partlyGiftCard") } });
  }

  const refunds: { id: string; amountVnd: number; payment: PaymentRow }[] = [];
  let earlierCount = 0;
  let earlierVnd = 0;
  for (const payment of funding) {
    const earlier = await refundedOfPayment(tx, payment.id);
    earlierCount += earlier.count;
    earlierVnd += earlier.amountVnd;
    const left = payment.amountVnd - earlier.amountVnd;
    const shares = chosen.reduce((sum, ticket) => sum + ticketRefundShare(ticket.price, { subtotal: order.subtotalVnd, total: order.totalVnd }), 0);
    const amount = whole ? left : Math.min(left, shares);
    if (amount <= 0) continue;
    refunds.push({ id: await insertRefund(tx, payment, input.reasonText, now, { amountVnd: amount, partial: !whole }), amountVnd: amount, payment });
  }
  // The cards' part goes back onto its cards (decision 080): a refund of the whole order only.
  const cardParts = whole ? await refundOrderGiftCards(tx, order.id, input.audit.actorUserId, now) : [];
  if (refunds.length === 0 && cardParts.length === 0) throw new DomainError("ALREADY_REFUNDED", { message: msg("error.ALREADY_REFUNDED.nothingLeft") });
  const gatewayVnd = refunds.reduce((sum, refund) => sum + refund.amountVnd, 0);
  const amountVnd = gatewayVnd + cardParts.reduce((sum, part) => sum + part.amount, 0);
  // The gateways' part onto a gift card instead: the refunds rows are written done (the chain keeps the money as the card's balance).
  const ontoCard =
    input.refundTo?.kind === "gift_card" && gatewayVnd > 0
      ? await refundOntoGiftCard(tx, ctx, { order, card: input.refundTo.card, refunds, actorUserId: input.audit.actorUserId, now })
      : null;

  if (refunds.length > 0) {
    const voided = await voidTickets(
      tx,
      order.id,
      chosen.map((ticket) => ticket.id),
      refunds[0]!.id,
    );
    if (voided.length !== chosen.length) throw new DomainError("ALREADY_REFUNDED");
  }
  const seatIds = chosen.map((ticket) => ticket.seatId);
  if (whole) {
    for (const refund of refunds) await setPaymentStatus(tx, refund.payment.id, "refunded");
    await moveOrder(tx, order.id, "refunded", now);
    await endOrderHolds(tx, [order.id], now);
  } else {
    await releaseSoldSeats(tx, order.id, seatIds, now);
  }
  await announceSeatChanges(tx, { showtimeId: order.showtimeId, seats: seatIds.map((seatId) => ({ id: seatId, status: "available" as const })) });

  const seats = chosen.map((ticket) => ticket.seatLabel);
  await writeAudit(tx, {
    at: now,
    action: input.audit.action,
    actorUserId: input.audit.actorUserId,
    ip: input.audit.ip,
    details: {
      label: order.code,
      refundId: refunds[0]?.id ?? null,
      refundIds: refunds.map((r) => r.id),
      ...(cardParts.length > 0 && { giftCards: cardParts.map((part) => ({ card: part.card, amountVnd: part.amount })) }),
      ...(ontoCard && { ontoGiftCard: { card: ontoCard.card, amountVnd: gatewayVnd, bonusVnd: ontoCard.bonusVnd, issued: ontoCard.issued } }),
    },
    change: {
      entity: "order",
      id: order.id,
      cinemaId: input.cinemaId,
      before: { status: order.status, refundedVnd: earlierVnd },
      after: { status: whole ? "refunded" : order.status, refundedVnd: earlierVnd + amountVnd, amountVnd, seats, whole, reason: input.reasonText },
    },
  });
  const methodName = refundedTo(ctx, {
    gateways: ontoCard ? [] : refunds.map((r) => r.payment),
    cards: [...cardParts.map((part) => part.card), ...(ontoCard ? [ontoCard.card] : [])],
  });
  if (order.kind !== "tickets") {
    const note = input.email.deskNote;
    const extra = { ...(note !== undefined && { deskNote: note }), ...(input.voidedCard && { voidedCard: input.voidedCard }) };
    await enqueueEmail(tx, await otherKindRefundMessage(tx, ctx, order, { amountVnd, methodName, reason: input.email.reason, ...extra }), now);
  } else {
    const details = await orderDetails(tx, ctx, order.id, now);
    const desk = input.email.deskNote !== undefined ? { note: input.email.deskNote, seats: whole && earlierCount === 0 ? null : seats } : undefined;
    await enqueueEmail(
      tx,
      refundMessage(
        { ...details, amountVnd, methodName, reason: input.email.reason, ...(desk && { desk }) },
        { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
      ),
      now,
    );
  }
  // Refunds onto a card are done already: only the gateways' are for the job.
  return { refundIds: ontoCard ? [] : refunds.map((r) => r.id), amountVnd };
}

/** "VNPay", "thẻ quà tặng ••••-••••-••••-RD01 và VNPay". */
function refundedTo(ctx: CheckoutContext, to: { gateways: Pick<PaymentRow, "method">[]; cards: string[] }): string {
  const cards = [...new Set(to.cards)].map((card) => `thẻ quà tặng ${card}`);
  const gateways = to.gateways.length > 0 ? [methodNames(ctx, to.gateways)] : [];
  const names = [...cards, ...gateways].join(" và ");
  return names.charAt(0).toUpperCase() + names.slice(1);
}

/**
 * The gateways' part of a cancelled order onto a gift card (decision 080): onto the buyer's card,
 * or a new card issued to the buyer and e-mailed (code and PIN), plus the chain's bonus
 * (GIFT_CARD_REFUND_BONUS_PERCENT) as its own `bonus` movement. Each refunds row is closed as done
 * at once with `giftcard:<card id>` for the gateway's reference, so the reports count it as refunded.
 */
async function refundOntoGiftCard(
  tx: Database,
  ctx: CheckoutContext,
  input: { order: OrderRow; card: GiftCardRow | null; refunds: { id: string; amountVnd: number }[]; actorUserId: string; now: Date },
): Promise<{ card: string; bonusVnd: number; issued: boolean }> {
  const { order, now } = input;
  const amountVnd = input.refunds.reduce((sum, refund) => sum + refund.amountVnd, 0);
  const bonusVnd = Math.round((amountVnd * ctx.deps.config.giftCards.refundBonusPercent) / 100);
  let cardId: string;
  let last4: string;
  let issued: { code: string; pin: string; expiresAt: Date } | null = null;
  if (input.card) {
    cardId = input.card.id;
    last4 = input.card.codeLast4;
    await moveBalance(tx, { giftCardId: cardId, kind: "refund", amountVnd, orderId: order.id, actorUserId: input.actorUserId, at: now });
  } else {
    const buyer = (await findUserById(tx, order.userId))!;
    const card = await issueGiftCard(tx, ctx.deps.config.sessionSecret, {
      amountVnd,
      design: "song-han",
      recipientName: buyer.fullName,
      recipientEmail: buyer.email,
      boughtByUserId: order.userId,
      actorUserId: input.actorUserId,
      now,
    });
    cardId = card.id;
    last4 = card.code.slice(-4);
    issued = card;
    await enqueueEmail(
      tx,
      refundGiftCardMessage(
        {
          to: buyer.email,
          fullName: buyer.fullName,
          code: card.code,
          pin: card.pin,
          amountVnd,
          bonusVnd,
          expiresAt: card.expiresAt,
          orderCode: order.code,
          locale: order.locale === "en" ? "en" : "vi",
        },
        { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
      ),
      now,
    );
  }
  if (bonusVnd > 0)
    await moveBalance(tx, { giftCardId: cardId, kind: "bonus", amountVnd: bonusVnd, orderId: order.id, actorUserId: input.actorUserId, at: now });
  for (const refund of input.refunds) await markRefundDone(tx, refund.id, `giftcard:${cardId}`, now, "Hoàn vào thẻ quà tặng");
  return { card: maskedGiftCardCode(last4), bonusVnd, issued: issued !== null };
}

/** The tickets asked for by id, each of this order and not refunded yet (400 / 409 ALREADY_REFUNDED naming the seats otherwise). */
export function pickTicketsToRefund(tickets: OrderTicketRow[], ids: string[]): OrderTicketRow[] {
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  if (ids.some((id) => !byId.has(id))) {
    const message = msg("error.VALIDATION_FAILED.ticketsNotInOrder");
    throw new DomainError("VALIDATION_FAILED", { message, fields: { ticketIds: message } });
  }
  const chosen = ids.map((id) => byId.get(id)!);
  const refunded = chosen.filter((ticket) => ticket.refundedAt);
  if (refunded.length > 0)
    throw new DomainError("ALREADY_REFUNDED", { message: msg("error.ALREADY_REFUNDED.seats", { seats: refunded.map((t) => t.seatLabel).join(", ") }) });
  return chosen;
}
