import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import { lockOrderRow, type OrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges } from "../booking/seat-events.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import { assertAfterSaleOpen } from "./after-sale-rules.ts";
import { setExchangeCredit, showtimeForAfterSale } from "./after-sale-repository.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { claimSeatsForGood, confirmOrder } from "./confirm-order.ts";
import { fundingPaymentsOf, lockTicketsOfOrder } from "./funding-payments-repository.ts";
import { orderDetails } from "./order-details.ts";
import { REFUND_REASON_TEXT, refundMessage } from "./order-emails.ts";
import { ticketsOfOrder } from "./order-tickets-repository.ts";
import type { PaymentRow } from "./payments-repository.ts";
import { insertRefund, refundedOfPayment } from "./refunds-repository.ts";
import { showtimeOfTicketOrder } from "../booking/order-kind.ts";
import { msg } from "@hancine/contract/i18n/message";

/** What the replaced order's payment still holds (its captured payment less what was refunded of it), and that payment. */
export async function creditOf(tx: Database, oldOrder: Pick<OrderRow, "id" | "exchangeOfOrderId">): Promise<{ creditVnd: number; payment: PaymentRow | null }> {
  const [payment] = await fundingPaymentsOf(tx, oldOrder);
  if (!payment) return { creditVnd: 0, payment: null };
  const refunded = await refundedOfPayment(tx, payment.id);
  return { creditVnd: payment.amountVnd - refunded.amountVnd, payment };
}

/**
 * The exchange happens (decision 049), in the caller's transaction, which holds the new order's
 * seat locks and row lock: the replaced order is locked, checked once more (still paid, inside the
 * window, no ticket admitted — its tickets locked, as check-in locks the one it admits), the new
 * order's seats sold for good and its tickets issued, the old order `exchanged` (its tickets refused
 * at the door from this commit) and its seats on sale again, and what the new showtime costs less
 * refunded to the old payment's gateway. `payment`: the difference paid through a gateway, if any.
 * Returns the refund to issue after commit, or throws (the caller refunds a captured difference).
 */
export async function completeExchange(
  tx: Database,
  ctx: CheckoutContext,
  input: { newOrder: OrderRow; payment: PaymentRow | null; userId: string; ip: string | null; now: Date },
): Promise<{ refundId: string | null }> {
  const { newOrder, now } = input;
  const old = await lockOrderRow(tx, newOrder.exchangeOfOrderId!);
  if (!old) throw new DomainError("NOT_FOUND");
  const oldShowtime = (await showtimeForAfterSale(tx, showtimeOfTicketOrder(old)))!;
  assertAfterSaleOpen(old, oldShowtime.startsAt, ctx.deps.config.cancelBeforeMinutes, now);
  await lockTicketsOfOrder(tx, old.id);
  const admitted = (await ticketsOfOrder(tx, old.id)).filter((t) => t.checkedInAt && !t.refundId);
  if (admitted.length > 0) {
    throw new DomainError("ALREADY_CHECKED_IN", {
      message: msg("error.ALREADY_CHECKED_IN.exchange", { seats: admitted.map((t) => t.seatLabel).join(", ") }),
    });
  }
  const { creditVnd: available, payment: oldPayment } = await creditOf(tx, old);
  const paid = input.payment?.amountVnd ?? 0;
  // With a gateway payment, it was for the total less the credit counted at checkout: still the same credit.
  if (input.payment ? newOrder.exchangeCreditVnd !== available || paid + available !== newOrder.totalVnd : newOrder.totalVnd > available) {
    throw new DomainError("ORDER_NOT_EDITABLE", { message: msg("error.ORDER_NOT_EDITABLE.amountChanged") });
  }
  const credit = Math.min(available, newOrder.totalVnd);
  if (!(await claimSeatsForGood(tx, newOrder, now))) throw new DomainError("SEATS_UNAVAILABLE");
  await setExchangeCredit(tx, newOrder.id, credit);
  await confirmOrder(tx, ctx, { order: { ...newOrder, exchangeCreditVnd: credit }, payment: input.payment, late: false, now });

  await moveOrder(tx, old.id, "exchanged", now);
  const freed = await endOrderHolds(tx, [old.id], now);
  await announceSeatChanges(tx, { showtimeId: old.showtimeId, seats: freed.map((id) => ({ id, status: "available" as const })) });

  const back = available - credit;
  const refundId =
    back > 0 && oldPayment ? await insertRefund(tx, oldPayment, REFUND_REASON_TEXT.exchange_difference, now, { amountVnd: back, partial: false }) : null;
  await writeAudit(tx, {
    at: now,
    action: "order.exchanged",
    actorUserId: input.userId,
    ip: input.ip,
    details: { label: old.code, newOrderCode: newOrder.code, refundId },
    change: {
      entity: "order",
      id: old.id,
      cinemaId: oldShowtime.cinemaId,
      before: { status: old.status, showtimeId: old.showtimeId },
      after: { status: "exchanged", newOrderCode: newOrder.code, showtimeId: newOrder.showtimeId, creditVnd: credit, paidVnd: paid, refundVnd: back },
    },
  });
  if (refundId && oldPayment) {
    const details = await orderDetails(tx, ctx, old.id, now);
    const methodName = ctx.providers[oldPayment.method]?.displayName ?? oldPayment.method;
    await enqueueEmail(
      tx,
      refundMessage({ ...details, amountVnd: back, methodName, reason: "exchange_difference" }, { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl }),
      now,
    );
  }
  return { refundId };
}
