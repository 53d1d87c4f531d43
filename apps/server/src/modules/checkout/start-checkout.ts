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

/**
 * `POST /orders/:id/checkout`: checks the held order once more (owner, hold, age, voucher, sales
 * window), records a payment attempt and moves the order to pending_payment in one transaction,
 * then asks the gateway for the payment page. The gateway's page closes when the hold ends.
 */
export async function startCheckout(ctx: CheckoutContext, userId: string, orderId: string, input: Checkout, clientIp: string): Promise<CheckoutResult> {
  const provider = providerFor(ctx, input.method);
  if (!provider) {
    throw new DomainError("VALIDATION_FAILED", { fields: { method: "Phương thức thanh toán này hiện chưa được hỗ trợ. Bạn hãy chọn phương thức khác nhé." } });
  }
  const now = ctx.deps.clock();
  const attempt = await recordPaymentAttempt(ctx, { userId, orderId, input, method: provider.method, clientIp, now });
  try {
    return await openGatewayPage(ctx, provider, attempt, clientIp, now);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    await closeUnopenedAttempt(ctx.deps.database.db, attempt.txnRef, orderId, error, now);
    throw new DomainError("SERVICE_UNAVAILABLE", {
      message: `${provider.displayName} đang không phản hồi. Bạn hãy thử lại sau giây lát hoặc chọn phương thức khác nhé.`,
    });
  }
}

type Attempt = { txnRef: string; total: number; expiresAt: Date; code: string };

/** In one transaction: the order is checked once more, a payment attempt recorded and the order marked as awaiting payment. */
async function recordPaymentAttempt(
  ctx: CheckoutContext,
  a: { userId: string; orderId: string; input: Checkout; method: PaymentMethod; clientIp: string; now: Date },
): Promise<Attempt> {
  const { deps } = ctx;
  return deps.database.db.transaction(async (tx) => {
    const row = await lockOrderRow(tx, a.orderId);
    if (!row || row.userId !== a.userId) throw orderNotFound();
    const status = effectiveStatus(row, a.now);
    if (status === "expired") throw new DomainError("HOLD_EXPIRED");
    // pending_payment: the buyer came back from the gateway without paying and tries again.
    if (status !== "held" && status !== "pending_payment") throw new DomainError("ORDER_NOT_EDITABLE");
    const ageConfirmed = await assertShowtimeStillSells(ctx, tx, row, a.input);
    const orderTotal = row.voucherCode ? await totalWithReservedVoucher(tx, row, row.voucherCode, a.method, a.now, deps.config.pointValueVnd) : row.totalVnd;
    // An exchange pays the difference: what the replaced order's payment still holds is counted now and checked again when paid (decision 049).
    const credit = row.exchangeOfOrderId ? Math.min(orderTotal, (await creditOf(tx, { id: row.exchangeOfOrderId, exchangeOfOrderId: null })).creditVnd) : 0;
    if (row.exchangeOfOrderId) await setExchangeCredit(tx, row.id, credit);
    const total = orderTotal - credit;
    if (total <= 0 && row.exchangeOfOrderId)
      throw new DomainError("VALIDATION_FAILED", { message: "Đơn đổi suất này không cần trả thêm. Bạn hãy đổi suất lại từ trang vé nhé." });
    if (total <= 0)
      throw new DomainError("VALIDATION_FAILED", { message: "Đơn hàng 0 ₫ không cần thanh toán qua cổng. Bạn hãy liên hệ quầy vé để nhận vé nhé." });

    const txnRef = `${row.code}-${(await countPaymentsOf(tx, row.id)) + 1}`;
    await insertPayment(tx, { txnRef, orderId: row.id, method: a.method, amountVnd: total, createdAt: a.now, expiresAt: row.expiresAt });
    await moveOrder(tx, row.id, "pending_payment", a.now, { ageConfirmed });
    await writeAudit(tx, {
      at: a.now,
      action: "payment.started",
      actorUserId: a.userId,
      ip: a.clientIp,
      details: { orderId: row.id, txnRef, method: a.method, amountVnd: total },
    });
    return { txnRef, total, expiresAt: row.expiresAt, code: row.code };
  });
}

/** Sales still open for the showtime, and the age confirmed where the film's rating asks for it; answers whether it is. */
async function assertShowtimeStillSells(ctx: CheckoutContext, tx: Database, row: OrderRow, input: Checkout): Promise<boolean> {
  const showtime = await showtimeStartAndRating(tx, row.showtimeId);
  if (showtime!.cancelledAt) throw new DomainError("SALES_CLOSED", { message: SHOWTIME_CANCELLED_MESSAGE });
  if (showtime!.startsAt <= salesOpenAfter(ctx.deps)) throw new DomainError("SALES_CLOSED");
  const ageConfirmed = row.ageConfirmed || input.ageConfirmed === true;
  const minimumAge = minimumAgeOf(showtime!.age);
  if (minimumAge !== undefined && !ageConfirmed) {
    const message = `Phim này dành cho khán giả từ ${minimumAge} tuổi trở lên (${showtime!.age}). Bạn hãy xác nhận mọi người xem đều đủ tuổi trước khi thanh toán nhé.`;
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
    orderInfo: `Thanh toán vé ${ctx.deps.site.brand} ${attempt.code}`,
    clientIp,
    createdAt: now,
    expiresAt: attempt.expiresAt,
    returnUrl: `${base}/api/v1/payments/${provider.method}/return`,
    notifyUrl: `${base}/api/v1/payments/${provider.method}/ipn`,
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
