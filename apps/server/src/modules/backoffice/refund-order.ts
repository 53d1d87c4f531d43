import type { RefundOrderInput } from "@hancine/contract/back-office-orders";
import { DomainError, notFound } from "../../domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import { lockOrderRow, setOrderStatus } from "../booking/orders-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { orderDetails } from "../checkout/order-details.ts";
import { refundMessage } from "../checkout/order-emails.ts";
import { setPaymentStatus } from "../checkout/payments-repository.ts";
import { runRefund } from "../checkout/refunds.ts";
import { insertRefund, refundedOfPayment } from "../checkout/refunds-repository.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import type { Actor } from "./actor.ts";
import { orderByCode, releaseSoldSeats, ticketsOfOrder, voidTickets, type DeskTicketRow } from "./order-desk-repository.ts";
import { capturedPaymentOf } from "./showtime-orders-repository.ts";

/** What one ticket gives back when refunded on its own: its seat's price, less its share of the order's discount. */
export function ticketRefundShare(price: number, order: { subtotal: number; total: number }): number {
  return order.subtotal > 0 ? Math.round((price * order.total) / order.subtotal) : 0;
}

/**
 * Refunds a paid order at the desk, whole or some of its tickets, in one transaction under the
 * order's row lock (a second request waits, then finds what the first did): a refunds row for the
 * refund job (its `-R`, `-R2`… key unique), the tickets voided (a ticket has one refund_id), their
 * seats on sale again at once, the buyer's e-mail in the outbox, the audit entry. The whole order
 * after some tickets gives back only the rest. The gateway is called after commit; what fails is
 * retried by the refund job and, after REFUND_MAX_ATTEMPTS, listed for a person to settle.
 */
export async function refundOrder(ctx: CheckoutContext, actor: Actor, code: string, input: { reason: string; ticketIds?: RefundOrderInput["ticketIds"] }) {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock();
  const found = await orderByCode(db, code);
  if (!found) throw notFound("Không tìm thấy đơn hàng có mã này.");
  assertInScope(await cinemaScopeOf(db, actor.user), found.cinemaId);

  const refundId = await transactionAnnouncingSeats(db, async (tx) => {
    const order = (await lockOrderRow(tx, found.id))!;
    if (order.status === "refunded") throw new DomainError("ALREADY_REFUNDED", { message: `Đơn hàng ${order.code} đã được hoàn tiền trước đó.` });
    if (order.status !== "paid") throw new DomainError("ORDER_NOT_PAID");
    const payment = await capturedPaymentOf(tx, order.id);
    if (!payment) throw new DomainError("ORDER_NOT_PAID", { message: "Đơn hàng này không có khoản thanh toán qua cổng nào để hoàn (đơn miễn phí)." });

    const tickets = await ticketsOfOrder(tx, order.id);
    const valid = tickets.filter((ticket) => !ticket.refundId);
    const chosen = input.ticketIds ? pickTickets(tickets, input.ticketIds) : valid;
    const whole = chosen.length === valid.length;
    const earlier = await refundedOfPayment(tx, payment.id);
    const left = payment.amountVnd - earlier.amountVnd;
    const shares = chosen.reduce((sum, ticket) => sum + ticketRefundShare(ticket.price, { subtotal: order.subtotalVnd, total: order.totalVnd }), 0);
    const amount = whole ? left : Math.min(left, shares);
    if (amount <= 0) throw new DomainError("ALREADY_REFUNDED", { message: "Đơn hàng này không còn khoản nào để hoàn." });

    const id = await insertRefund(tx, payment, input.reason, now, { amountVnd: amount, partial: !whole });
    const voided = await voidTickets(tx, order.id, chosen.map((ticket) => ticket.id), id);
    if (voided.length !== chosen.length) throw new DomainError("ALREADY_REFUNDED");
    const seatIds = chosen.map((ticket) => ticket.seatId);
    if (whole) {
      await setPaymentStatus(tx, payment.id, "refunded");
      await setOrderStatus(tx, order.id, "refunded", now);
      await endOrderHolds(tx, [order.id], now);
    } else {
      await releaseSoldSeats(tx, order.id, seatIds, now);
    }
    await announceSeatChanges(tx, { showtimeId: order.showtimeId, seats: seatIds.map((seatId) => ({ id: seatId, status: "available" as const })) });

    const seats = chosen.map((ticket) => ticket.seatLabel);
    await writeAudit(tx, {
      at: now,
      action: "order.refund",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: order.code, refundId: id },
      change: {
        entity: "order",
        id: order.id,
        cinemaId: found.cinemaId,
        before: { status: order.status, refundedVnd: earlier.amountVnd },
        after: { status: whole ? "refunded" : order.status, refundedVnd: earlier.amountVnd + amount, amountVnd: amount, seats, whole, reason: input.reason },
      },
    });
    const details = await orderDetails(tx, ctx, order.id, now);
    const methodName = ctx.providers[payment.method]?.displayName ?? payment.method;
    await enqueueEmail(
      tx,
      refundMessage(
        { ...details, amountVnd: amount, methodName, reason: "desk_refund", desk: { note: input.reason, seats: whole && earlier.count === 0 ? null : seats } },
        { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
      ),
      now,
    );
    return id;
  });
  // After the commit: the gateway. A failure here is the refund job's to retry.
  await runRefund(ctx, refundId).catch(() => false);
  return { refundId, orderCode: found.code };
}

function pickTickets(tickets: DeskTicketRow[], ids: string[]): DeskTicketRow[] {
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new DomainError("VALIDATION_FAILED", { fields: { ticketIds: "Có vé không thuộc đơn hàng này." } });
  const chosen = ids.map((id) => byId.get(id)!);
  const refunded = chosen.filter((ticket) => ticket.refundId);
  if (refunded.length > 0) {
    throw new DomainError("ALREADY_REFUNDED", { message: `Vé ghế ${refunded.map((t) => t.seatLabel).join(", ")} đã được hoàn tiền trước đó.` });
  }
  return chosen;
}
