import type { CounterPaymentMethod, CounterRefund } from "@hancine/contract/box-office";
import { hasRole } from "@hancine/contract/auth";
import type { z } from "zod";
import type { counterRefundResultSchema } from "@hancine/contract/box-office";
import { DomainError, rateLimited } from "#server/domain-error.ts";
import type { AppDeps } from "#server/app-deps.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { inScope, cinemaScopeOf, assertInScope } from "../auth/cinema-scope.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/passwords.ts";
import { countFailure, throttleWaitSeconds } from "../auth/login-throttle-repository.ts";
import { findUserByEmail } from "../auth/users-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import { cinemaIdOfOrder, findOrderRowByCode, lockOrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { assertAfterSaleOpen } from "../checkout/after-sale-rules.ts";
import { showtimeStartAndRating } from "../showtimes/showtimes-repository.ts";
import { insertCounterPayments } from "./counter-sale-repository.ts";
import { refundGiftCardAmount } from "../gift-cards/order-gift-cards-repository.ts";
import { paidByMethod, pinHashOf, savePin, voidCounterTickets } from "./counter-refund-repository.ts";
import { fundingPaymentsOf, lockTicketsOfOrder } from "../checkout/funding-payments-repository.ts";
import { releaseSoldSeats, ticketsOfOrder } from "../checkout/order-tickets-repository.ts";
import { pickTicketsToRefund, ticketRefundShare } from "../checkout/refund-paid-order.ts";
import { settleOrderPoints } from "../loyalty/order-points.ts";
import { lockOwnOpenShift } from "./shifts.ts";
import { showtimeOfTicketOrder } from "../booking/order-kind.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

type RefundResult = z.infer<typeof counterRefundResultSchema>;

const PIN_WINDOW_MS = 15 * 60_000;
const PIN_TRIES_PER_APPROVER = 5;
const PIN_TRIES_PER_STAFF = 10;

const approvalRequired = (message?: ErrorText) => new DomainError("APPROVAL_REQUIRED", { message });

/** A manager or admin sets the counter PIN they approve staff's refunds with. */
export async function setCounterPin(deps: AppDeps, actor: Actor, pin: string): Promise<void> {
  const now = deps.clock();
  const pinHash = await hashPassword(pin);
  await deps.database.db.transaction(async (tx) => {
    await savePin(tx, actor.user.id, pinHash, now);
    await writeAudit(tx, { at: now, action: "shift.pin_set", actorUserId: actor.user.id, ip: actor.ip });
  });
}

/**
 * The manager approving a staff member's refund: their e-mail and counter PIN, a manager (or admin) of
 * the order's cinema. Any failure says the same (403 APPROVAL_REQUIRED), after the same work.
 */
export async function approver(deps: AppDeps, actor: Actor, approval: CounterRefund["approval"], cinemaId: string): Promise<{ id: string; name: string }> {
  if (!approval) throw approvalRequired();
  const db = deps.database.db;
  // Guessing a PIN: a few wrong tries per manager and per staff member in the window, counted in the
  // database; a right approval counts nothing, so a busy counter's manager is never locked out.
  const keys = [
    { key: `counter-pin:${approval.email}`, limit: PIN_TRIES_PER_APPROVER },
    { key: `counter-pin-by:${actor.user.id}`, limit: PIN_TRIES_PER_STAFF },
  ];
  const now = deps.clock();
  const wait = await throttleWaitSeconds(db, keys, now, PIN_WINDOW_MS);
  if (wait > 0) throw rateLimited(wait, msg("error.RATE_LIMITED.counterPin"));
  const user = await findUserByEmail(db, approval.email);
  const pinHash = user ? await pinHashOf(db, user.id) : null;
  const pinOk = pinHash ? await verifyPassword(pinHash, approval.pin) : await verifyAgainstDummy(approval.pin);
  const allowed = user && pinOk && !user.disabledAt && hasRole(user.role, "manager") && inScope(await cinemaScopeOf(db, user), cinemaId);
  if (!user || !allowed) {
    await countFailure(
      db,
      keys.map((k) => k.key),
      now,
      PIN_WINDOW_MS,
    );
    throw approvalRequired(msg("error.APPROVAL_REQUIRED.wrongApprover"));
  }
  return { id: user.id, name: user.fullName };
}

/** Money goes back cash first (out of the refunding shift's drawer), then by the other methods, never more than each took. */
export const REFUND_ORDER: readonly CounterPaymentMethod[] = ["cash", "card", "vietqr", "gift_card"];

/** `amount` given back in REFUND_ORDER out of what each method paid (`paid`), never more than each took. */
export function giveBackCashFirst(amount: number, paid: Readonly<Record<CounterPaymentMethod, number>>): Record<CounterPaymentMethod, number> {
  const back = { cash: 0, card: 0, vietqr: 0, gift_card: 0 };
  let owed = amount;
  for (const method of REFUND_ORDER) {
    back[method] = Math.min(owed, paid[method]);
    owed -= back[method];
  }
  return back;
}

/**
 * Refunds a paid counter order at the counter (decision 076), whole or some of its tickets, by the
 * website's rules (until CANCEL_BEFORE_MINUTES before the showtime; the tickets given back not admitted;
 * a ticket's share is its seat's price less its share of the discount, as the order desk's partial
 * refund, checkout's ticketRefundShare): the money goes back by the methods it came in, cash first out
 * of the refunding shift's drawer (negative payments in that shift). Those tickets void, their seats on
 * sale again at once; when no ticket is left, the products go too and the order is refunded. A member's
 * points follow the share refunded (settleOrderPoints). Staff need a manager's approval; an online order
 * is refunded at the order desk.
 * A manager (or admin) refunding on their own authority above REFUND_STEP_UP_VND proves the second
 * factor again when the last proof is older than 10 minutes (`stepUp`, from `refundStepUp`): the amount
 * is known inside the transaction, which the refusal rolls back.
 */
export async function refundAtCounter(
  deps: AppDeps,
  actor: Actor,
  code: string,
  input: CounterRefund,
  stepUp: (amountVnd: number) => void,
): Promise<RefundResult> {
  const db = deps.database.db;
  const row = /^[A-Za-z0-9-]{1,32}$/.test(code) ? await findOrderRowByCode(db, code.toUpperCase()) : null;
  if (!row) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.order") });
  const cinemaId = (await cinemaIdOfOrder(db, row.id))!;
  assertInScope(await cinemaScopeOf(db, actor.user), cinemaId);
  if (row.channel !== "counter")
    throw new DomainError("ORDER_NOT_EDITABLE", {
      message: msg("error.ORDER_NOT_EDITABLE.boughtOnline"),
    });
  // An online order exchanged at the counter: part of its money is at the old order's gateway (decision 084).
  if ((await fundingPaymentsOf(db, row)).length > 0)
    throw new DomainError("ORDER_NOT_EDITABLE", {
      message: msg("error.ORDER_NOT_EDITABLE.exchangedFromOnline"),
    });
  const approvedBy = hasRole(actor.user.role, "manager") ? null : await approver(deps, actor, input.approval, cinemaId);
  const show = await showtimeStartAndRating(db, showtimeOfTicketOrder(row));
  const now = deps.clock();
  assertAfterSaleOpen(row, show!.startsAt, deps.config.cancelBeforeMinutes, now);

  return transactionAnnouncingSeats(db, async (tx) => {
    const shift = await lockOwnOpenShift(tx, actor, input.shiftId);
    if (shift.cinemaId !== cinemaId) throw new DomainError("VALIDATION_FAILED", { fields: { shiftId: msg("error.VALIDATION_FAILED.refundShiftOtherCinema") } });
    const order = (await lockOrderRow(tx, row.id))!;
    assertAfterSaleOpen(order, show!.startsAt, deps.config.cancelBeforeMinutes, now);
    // The tickets' locks: check-in locks the ticket it admits, so a refund and an admission take turns.
    await lockTicketsOfOrder(tx, order.id);
    const tickets = await ticketsOfOrder(tx, order.id);
    const left = tickets.filter((ticket) => !ticket.refundedAt);
    const chosen = input.ticketIds ? pickTicketsToRefund(tickets, input.ticketIds) : left;
    const admitted = (input.ticketIds ? chosen : left).filter((ticket) => ticket.checkedInAt);
    if (admitted.length > 0)
      throw new DomainError("ALREADY_CHECKED_IN", {
        message: msg("error.ALREADY_CHECKED_IN.refund", { seats: admitted.map((t) => t.seatLabel).join(", ") }),
      });
    const whole = chosen.length === left.length;

    const paid = (await paidByMethod(tx, order.id)).filter((p) => p.amountVnd > 0);
    const remaining = paid.reduce((sum, p) => sum + p.amountVnd, 0);
    const shares = chosen.reduce((sum, ticket) => sum + ticketRefundShare(ticket.price, { subtotal: order.subtotalVnd, total: order.totalVnd }), 0);
    const amount = whole ? remaining : Math.min(remaining, shares);
    const byMethod = giveBackCashFirst(amount, {
      cash: 0,
      card: 0,
      vietqr: 0,
      gift_card: 0,
      ...Object.fromEntries(paid.map((p) => [p.method, p.amountVnd])),
    });
    // The manager's own approval: no second person, so a fresh second factor for a large amount.
    if (!approvedBy) stepUp(amount);
    await insertCounterPayments(
      tx,
      REFUND_ORDER.filter((method) => byMethod[method] > 0).map((method) => ({
        orderId: order.id,
        shiftId: shift.id,
        method,
        amountVnd: -byMethod[method],
        tenderedVnd: null,
        changeVnd: 0,
        reference: null,
        at: now,
      })),
    );
    // What gift cards paid goes back onto them (decision 080).
    if (byMethod.gift_card > 0) await refundGiftCardAmount(tx, order.id, byMethod.gift_card, actor.user.id, now);
    const seatIds = chosen.map((ticket) => ticket.seatId);
    // Each ticket's share of the money, never more in all than is given back (a whole refund's rest is
    // its products and rounding, which the order's move to refunded takes off the reports).
    let sharesLeft = amount;
    const given = chosen.map((ticket) => {
      const refundVnd = Math.min(sharesLeft, ticketRefundShare(ticket.price, { subtotal: order.subtotalVnd, total: order.totalVnd }));
      sharesLeft -= refundVnd;
      return { id: ticket.id, refundVnd };
    });
    await voidCounterTickets(tx, given, now);
    if (whole) {
      await moveOrder(tx, order.id, "refunded", now);
      await endOrderHolds(tx, [order.id], now);
    } else {
      await releaseSoldSeats(tx, order.id, seatIds, now);
    }
    await announceSeatChanges(tx, { showtimeId: order.showtimeId, seats: seatIds.map((id) => ({ id, status: "available" as const })) });
    // A member's points and spend follow what has been given back so far (the walk-in account has none).
    const refundedSoFar = order.totalVnd - (remaining - amount);
    await settleOrderPoints(tx, { orderId: order.id, paidVnd: order.totalVnd, refundedVnd: refundedSoFar, now });
    const seats = chosen.map((ticket) => ticket.seatLabel);
    const status = whole ? ("refunded" as const) : ("paid" as const);
    await writeAudit(tx, {
      at: now,
      action: "order.refund",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: order.code, channel: "counter", shiftId: shift.id, approvedBy: approvedBy?.id ?? null },
      change: {
        entity: "order",
        id: order.id,
        cinemaId,
        before: { status: order.status, refundedVnd: order.totalVnd - remaining },
        after: { status, amountVnd: amount, refundedVnd: refundedSoFar, byMethod, seats, whole, reason: input.reason, approvedBy: approvedBy?.name ?? null },
      },
    });
    return { orderCode: order.code, status, amount, seats, byMethod, approvedBy: approvedBy?.name ?? null };
  });
}
