import type { Checkout, CheckoutResult } from "@hancine/contract/checkout";
import { minimumAgeOf } from "@hancine/contract/checkout";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { saveOrderTotals } from "../booking/order-lines-repository.ts";
import { effectiveStatus, lockOrderRow, orderProducts, orderSeats, type OrderRow } from "../booking/orders-repository.ts";
import { backToHeldIfOpen, moveOrder } from "../booking/order-status-repository.ts";
import { reserveVoucher } from "../booking/voucher-checks.ts";
import { PaymentGatewayError, type PaymentMethod, type PaymentProvider } from "../payments/payment-provider.ts";
import { salesOpenAfter, SHOWTIME_CANCELLED_MESSAGE } from "../showtimes/sales-window.ts";
import { showtimeStartAndRating } from "../showtimes/showtimes-repository.ts";
import { providerFor, type CheckoutContext } from "./checkout-context.ts";
import { countPaymentsOf, insertPayment, lockPaymentByRef, recordPaymentResult } from "./payments-repository.ts";
import { orderNotFound } from "../booking/order-not-found.ts";
import { subtotalOf } from "@hancine/contract/voucher-rules";
import { setExchangeCredit } from "./after-sale-repository.ts";
import { creditOf } from "./complete-exchange.ts";
import { pointsAfter } from "../loyalty/order-points-change.ts";
import { showtimeOfTicketOrder } from "../booking/order-kind.ts";
import { pagePathOfOrder } from "./order-page-path.ts";
import { findOrderRow } from "../booking/orders-repository.ts";
import { transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { lockSeatsOfOrder } from "../booking/seat-locks-repository.ts";
import { redeemVoucher } from "../booking/voucher-checks.ts";
import type { GiftCardRow } from "../gift-cards/gift-cards-repository.ts";
import { requireGiftCardOtp } from "../gift-cards/gift-card-otp.ts";
import { useGiftCardOtp } from "../gift-cards/gift-card-otp-repository.ts";
import { openCardsForPayment, plannedSpend } from "../gift-cards/order-gift-cards.ts";
import { reserveOrderGiftCards } from "../gift-cards/order-gift-cards-repository.ts";
import { claimSeatsForGood, confirmOrder, confirmSnackOrder } from "./confirm-order.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * `POST /orders/:id/checkout`: checks the held order once more (owner, hold, age, voucher, sales
 * window), records a payment attempt and moves the order to pending_payment in one transaction,
 * then asks the gateway for the payment page. The gateway's page closes when the hold ends.
 */
export async function startCheckout(ctx: CheckoutContext, userId: string, orderId: string, input: Checkout, clientIp: string): Promise<CheckoutResult> {
  const provider = providerFor(ctx, input.method);
  if (!provider) {
    throw new DomainError("VALIDATION_FAILED", { fields: { method: msg("error.VALIDATION_FAILED.paymentMethod") } });
  }
  const cards = await giftCardsFor(ctx, userId, orderId, input, clientIp);
  const now = ctx.deps.clock();
  const attempt = await recordPaymentAttempt(ctx, { userId, orderId, input, method: provider.method, clientIp, now, ...cards });
  if (attempt.paid) {
    return {
      paymentUrl: `${ctx.deps.config.publicUrl}${pagePathOfOrder(attempt.kind, attempt.code, attempt.locale)}`,
      expiresAt: attempt.expiresAt.toISOString(),
      paid: true,
      giftCards: attempt.giftCards,
      gatewayAmount: 0,
    };
  }
  try {
    const page = await openGatewayPage(ctx, provider, attempt, clientIp, now);
    return attempt.giftCards.length > 0 ? { ...page, giftCards: attempt.giftCards, gatewayAmount: attempt.total } : page;
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await closeUnopenedAttempt(ctx.deps.database.db, attempt.txnRef, orderId, error, now);
    throw new DomainError("SERVICE_UNAVAILABLE", {
      message: msg("error.SERVICE_UNAVAILABLE.gateway", { displayName: provider.displayName }),
    });
  }
}

/** What the gateway's page says is being paid. */
const PAYING_FOR: Record<OrderRow["kind"], string> = { tickets: "vé", gift_card: "thẻ quà tặng", snacks: "bắp nước" };
/** The same for an order of an English page (decision 097): the gateway's page is asked in English too. */
const PAYING_FOR_EN: Record<OrderRow["kind"], string> = { tickets: "tickets", gift_card: "gift card", snacks: "snacks" };

type Attempt = {
  txnRef: string;
  /** What the gateway is asked for (the order's total less its gift cards). */
  total: number;
  expiresAt: Date;
  code: string;
  /** The gift cards paid everything: the order is paid, no gateway. */
  paid: boolean;
  giftCards: { card: string; amount: number }[];
  kind: OrderRow["kind"];
  locale: OrderRow["locale"];
};

type CardsGiven = { cards: GiftCardRow[]; otpChecked: boolean };

/**
 * The gift cards of this checkout, opened with their PINs (decision 080); when they would pay more
 * than GIFT_CARD_OTP_ABOVE of the order, the e-mailed code is asked for (403 GIFT_CARD_OTP_REQUIRED)
 * or checked. Outside the payment's transaction: wrong PINs and codes count whatever happens next.
 */
async function giftCardsFor(ctx: CheckoutContext, userId: string, orderId: string, input: Checkout, ip: string): Promise<CardsGiven> {
  if (!input.giftCards || input.giftCards.length === 0) return { cards: [], otpChecked: false };
  const row = await findOrderRow(ctx.deps.database.db, orderId);
  if (!row || row.userId !== userId) throw orderNotFound();
  if (row.exchangeOfOrderId) {
    throw new DomainError("VALIDATION_FAILED", {
      fields: { giftCards: msg("error.VALIDATION_FAILED.exchangeByGiftCard") },
    });
  }
  // A card does not buy a card (decision 080): its money would only move from one card to another, out of the ledger's sight.
  if (row.kind === "gift_card") {
    throw new DomainError("VALIDATION_FAILED", {
      fields: {
        giftCards: msg("error.VALIDATION_FAILED.giftCardForGiftCard"),
      },
    });
  }
  const cards = await openCardsForPayment(ctx.deps, input.giftCards, ip);
  const planned = plannedSpend(cards, row.totalVnd);
  if (planned <= ctx.deps.config.giftCards.otpAboveVnd) return { cards, otpChecked: false };
  await requireGiftCardOtp(ctx.deps, { orderId, userId, amount: planned, otp: input.giftCardOtp, ip });
  return { cards, otpChecked: true };
}

/** In one transaction: the order is checked once more, a payment attempt recorded and the order marked as awaiting payment. */
async function recordPaymentAttempt(
  ctx: CheckoutContext,
  a: { userId: string; orderId: string; input: Checkout; method: PaymentMethod; clientIp: string; now: Date } & CardsGiven,
): Promise<Attempt> {
  const { deps } = ctx;
  return transactionAnnouncingSeats(deps.database.db, async (tx) => {
    // Cards may pay everything, and the order is then paid here: its seats are locked before its row, as a payment's capture does.
    if (a.cards.length > 0) await lockSeatsOfOrder(tx, a.orderId);
    const row = await lockOrderRow(tx, a.orderId);
    if (!row || row.userId !== a.userId) throw orderNotFound();
    const status = effectiveStatus(row, a.now);
    if (status === "expired") throw new DomainError("HOLD_EXPIRED");
    // pending_payment: the buyer came back from the gateway without paying and tries again.
    if (status !== "held" && status !== "pending_payment") throw new DomainError("ORDER_NOT_EDITABLE");
    // A gift card (or snacks on their own) has no showtime whose sales could close nor a film's age to confirm.
    const ageConfirmed = row.kind === "tickets" ? await assertShowtimeStillSells(ctx, tx, row, a.input) : row.ageConfirmed;
    const orderTotal = row.voucherCode ? await totalWithReservedVoucher(tx, row, row.voucherCode, a.method, a.now, deps.config.pointValueVnd) : row.totalVnd;
    // An exchange pays the difference: what the replaced order's payment still holds is counted now and checked again when paid (decision 049).
    const credit = row.exchangeOfOrderId ? Math.min(orderTotal, (await creditOf(tx, { id: row.exchangeOfOrderId, exchangeOfOrderId: null })).creditVnd) : 0;
    if (row.exchangeOfOrderId) await setExchangeCredit(tx, row.id, credit);
    const total = orderTotal - credit;
    if (total <= 0 && row.exchangeOfOrderId) throw new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.exchangeNothingToPay") });
    if (total <= 0) throw new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.zeroTotal") });

    // The cards pay first, each up to its balance read under its lock; what an earlier attempt held on cards goes back first.
    const parts = await reserveOrderGiftCards(tx, { orderId: row.id, cards: a.cards, due: total, actorUserId: a.userId, now: a.now });
    const cardsVnd = parts.reduce((sum, part) => sum + part.amount, 0);
    if (cardsVnd > deps.config.giftCards.otpAboveVnd && !(a.otpChecked && (await useGiftCardOtp(tx, row.id, a.now)))) {
      throw new DomainError("GIFT_CARD_OTP_EXPIRED");
    }
    const giftCards = parts.map(({ card, amount }) => ({ card, amount }));
    if (cardsVnd > 0) {
      await writeAudit(tx, {
        at: a.now,
        action: "gift_card.spent",
        actorUserId: a.userId,
        ip: a.clientIp,
        details: { orderId: row.id, amountVnd: cardsVnd, cards: giftCards.map((part) => part.card) },
      });
    }
    if (cardsVnd === total) {
      await payWithGiftCardsOnly(tx, ctx, row, { ageConfirmed, now: a.now });
      return { txnRef: "", total: 0, expiresAt: row.expiresAt, code: row.code, paid: true, giftCards, kind: row.kind, locale: row.locale };
    }
    const gatewayTotal = total - cardsVnd;

    const txnRef = `${row.code}-${(await countPaymentsOf(tx, row.id)) + 1}`;
    await insertPayment(tx, { txnRef, orderId: row.id, method: a.method, amountVnd: gatewayTotal, createdAt: a.now, expiresAt: row.expiresAt });
    await moveOrder(tx, row.id, "pending_payment", a.now, { ageConfirmed });
    await writeAudit(tx, {
      at: a.now,
      action: "payment.started",
      actorUserId: a.userId,
      ip: a.clientIp,
      details: { orderId: row.id, txnRef, method: a.method, amountVnd: gatewayTotal },
    });
    return { txnRef, total: gatewayTotal, expiresAt: row.expiresAt, code: row.code, paid: false, giftCards, kind: row.kind, locale: row.locale };
  });
}

/**
 * Gift cards paid the whole order (decision 080): the hold becomes a sale here, as a captured
 * payment makes it (apply-payment.ts), with no gateway — seats for good, the voucher kept, tickets,
 * the e-mail. Moving the order to paid captures its cards' parts (trigger orders_status_gift_cards).
 */
async function payWithGiftCardsOnly(tx: Database, ctx: CheckoutContext, order: OrderRow, a: { ageConfirmed: boolean; now: Date }): Promise<void> {
  // Snacks on their own (decision 083): no seats, no voucher; paid as a gateway's capture pays them.
  if (order.kind === "snacks") return confirmSnackOrder(tx, ctx, order, a.now);
  if (!(await claimSeatsForGood(tx, order, a.now))) throw new DomainError("SEATS_UNAVAILABLE", { details: { seatIds: [] } });
  if (order.voucherCode && !(await redeemVoucher(tx, { id: order.id, userId: order.userId, code: order.voucherCode }, a.now))) {
    throw new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.voucherGone") });
  }
  if (a.ageConfirmed && !order.ageConfirmed) await moveOrder(tx, order.id, order.status, a.now, { ageConfirmed: true });
  await confirmOrder(tx, ctx, { order, payment: null, late: false, now: a.now });
}

/** Sales still open for the showtime, and the age confirmed where the film's rating asks for it; answers whether it is. */
async function assertShowtimeStillSells(ctx: CheckoutContext, tx: Database, row: OrderRow, input: Checkout): Promise<boolean> {
  const showtime = await showtimeStartAndRating(tx, showtimeOfTicketOrder(row));
  if (showtime!.cancelledAt) throw new DomainError("SALES_CLOSED", { message: SHOWTIME_CANCELLED_MESSAGE });
  if (showtime!.startsAt <= salesOpenAfter(ctx.deps)) throw new DomainError("SALES_CLOSED");
  const ageConfirmed = row.ageConfirmed || input.ageConfirmed === true;
  const minimumAge = minimumAgeOf(showtime!.age);
  if (minimumAge !== undefined && !ageConfirmed) {
    const message = msg("error.VALIDATION_FAILED.ageConfirmation", { minimumAge, age: showtime!.age });
    throw new DomainError("VALIDATION_FAILED", { message, fields: { ageConfirmed: message } });
  }
  return ageConfirmed;
}

/** Asks the gateway for the payment page of this attempt. */
async function openGatewayPage(ctx: CheckoutContext, provider: PaymentProvider, attempt: Attempt, clientIp: string, now: Date): Promise<CheckoutResult> {
  const base = ctx.deps.config.publicUrl;
  const created = await provider.createPaymentUrl({
    txnRef: attempt.txnRef,
    amountVnd: attempt.total,
    orderInfo:
      attempt.locale === "en"
        ? `Payment for ${PAYING_FOR_EN[attempt.kind]} ${ctx.deps.site.brand} ${attempt.code}`
        : `Thanh toán ${PAYING_FOR[attempt.kind]} ${ctx.deps.site.brand} ${attempt.code}`,
    clientIp,
    createdAt: now,
    expiresAt: attempt.expiresAt,
    returnUrl: `${base}/api/v1/payments/${provider.method}/return`,
    notifyUrl: `${base}/api/v1/payments/${provider.method}/ipn`,
    locale: attempt.locale === "en" ? "en" : "vn",
  });
  return { paymentUrl: created.url, expiresAt: attempt.expiresAt.toISOString() };
}

/** The gateway never opened this attempt: it is closed as failed and the order held again, so it can be paid another way. */
async function closeUnopenedAttempt(db: Database, txnRef: string, orderId: string, error: PaymentGatewayError, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPaymentByRef(tx, txnRef);
    await recordPaymentResult(tx, {
      id: payment!.id,
      status: "failed",
      providerTxnId: null,
      responseCode: "create_failed",
      raw: { error: error.message },
      now,
    });
    await backToHeldIfOpen(tx, orderId, now);
  });
}

/**
 * The voucher is checked once more, now with the payment method, and its use reserved until the
 * hold ends (released if the payment fails or the hold runs out); the total is the server's.
 */
async function totalWithReservedVoucher(tx: Database, row: OrderRow, code: string, method: PaymentMethod, now: Date, pointValueVnd: number): Promise<number> {
  const { discount } = await reserveVoucher(tx, code, { orderId: row.id, userId: row.userId, now, paymentMethod: method, until: row.expiresAt });
  // In turn: the transaction's one connection runs one query at a time.
  const seats = await orderSeats(tx, row.id);
  const lines = await orderProducts(tx, row.id);
  const subtotal = subtotalOf({ seats, products: lines });
  if (discount === row.discountVnd && subtotal === row.subtotalVnd) return row.totalVnd;
  // The points the order holds still fit under the new total (or some go back).
  const points = await pointsAfter(tx, row, { requested: undefined, totalBeforePoints: subtotal - discount, pointValueVnd, now });
  await saveOrderTotals(tx, row.id, { subtotal, discount, voucherCode: row.voucherCode, points, now });
  return subtotal - discount - points.vnd;
}
