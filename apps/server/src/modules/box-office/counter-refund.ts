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
import { findUserByEmail } from "../auth/users-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import { cinemaIdOfOrder, findOrderRowByCode, lockOrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "../booking/seat-events.ts";
import { assertAfterSaleOpen } from "../checkout/after-sale-rules.ts";
import { countHits } from "../limits/rate-counters-repository.ts";
import { showtimeStartAndRating } from "../showtimes/showtimes-repository.ts";
import { insertCounterPayments } from "./counter-sale-repository.ts";
import { admittedTicketsOf, paidByMethod, pinHashOf, savePin } from "./counter-refund-repository.ts";
import { lockOwnOpenShift } from "./shifts.ts";

type RefundResult = z.infer<typeof counterRefundResultSchema>;

const PIN_WINDOW_MS = 15 * 60_000;
const PIN_TRIES_PER_APPROVER = 5;
const PIN_TRIES_PER_STAFF = 10;

const approvalRequired = (message?: string) => new DomainError("APPROVAL_REQUIRED", { message });

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
async function approver(deps: AppDeps, actor: Actor, approval: CounterRefund["approval"], cinemaId: string): Promise<{ id: string; name: string }> {
  if (!approval) throw approvalRequired();
  const db = deps.database.db;
  // Guessing a PIN: a few tries per manager and per staff member in the window, counted in the database.
  const wait = await countHits(
    db,
    [
      { key: `counter-pin:${approval.email}`, limit: PIN_TRIES_PER_APPROVER },
      { key: `counter-pin-by:${actor.user.id}`, limit: PIN_TRIES_PER_STAFF },
    ],
    PIN_WINDOW_MS,
    deps.clock(),
  );
  if (wait > 0) throw rateLimited(wait, "Đã nhập mã PIN quầy quá nhiều lần. Vui lòng thử lại sau ít phút.");
  const user = await findUserByEmail(db, approval.email);
  const pinHash = user ? await pinHashOf(db, user.id) : null;
  const pinOk = pinHash ? await verifyPassword(pinHash, approval.pin) : await verifyAgainstDummy(approval.pin);
  const allowed = user && pinOk && !user.disabledAt && hasRole(user.role, "manager") && inScope(await cinemaScopeOf(db, user), cinemaId);
  if (!user || !allowed) throw approvalRequired("E-mail hoặc mã PIN quầy của quản lý không đúng, hoặc người này không quản lý rạp của đơn.");
  return { id: user.id, name: user.fullName };
}

/**
 * Refunds a paid counter order whole at the counter (decision 076), by the website's rules (until
 * CANCEL_BEFORE_MINUTES before the showtime, no ticket admitted yet): the money goes back by the methods
 * it came in, cash out of the refunding shift's drawer (negative payments in that shift); tickets void,
 * seats on sale again at once. Staff need a manager's approval; an online order is refunded at the order desk.
 */
export async function refundAtCounter(deps: AppDeps, actor: Actor, code: string, input: CounterRefund): Promise<RefundResult> {
  const db = deps.database.db;
  const row = /^[A-Za-z0-9-]{1,32}$/.test(code) ? await findOrderRowByCode(db, code.toUpperCase()) : null;
  if (!row) throw new DomainError("NOT_FOUND", { message: "Không tìm thấy đơn hàng này." });
  const cinemaId = (await cinemaIdOfOrder(db, row.id))!;
  assertInScope(await cinemaScopeOf(db, actor.user), cinemaId);
  if (row.channel !== "counter")
    throw new DomainError("ORDER_NOT_EDITABLE", {
      message: "Đơn này mua trên website: hoàn tiền qua mục Đơn hàng (trả về cổng thanh toán), không hoàn tại quầy.",
    });
  const approvedBy = hasRole(actor.user.role, "manager") ? null : await approver(deps, actor, input.approval, cinemaId);
  const show = await showtimeStartAndRating(db, row.showtimeId);
  const now = deps.clock();
  assertAfterSaleOpen(row, show!.startsAt, deps.config.cancelBeforeMinutes, now);

  return transactionAnnouncingSeats(db, async (tx) => {
    const shift = await lockOwnOpenShift(tx, actor, input.shiftId);
    if (shift.cinemaId !== cinemaId) throw new DomainError("VALIDATION_FAILED", { fields: { shiftId: "Ca bán vé này ở rạp khác với rạp của đơn." } });
    const order = (await lockOrderRow(tx, row.id))!;
    assertAfterSaleOpen(order, show!.startsAt, deps.config.cancelBeforeMinutes, now);
    if ((await admittedTicketsOf(tx, order.id)) > 0)
      throw new DomainError("ALREADY_CHECKED_IN", { message: "Đơn có vé đã được soát vào rạp nên không hoàn được nữa." });
    const paid = (await paidByMethod(tx, order.id)).filter((p) => p.amountVnd > 0);
    await insertCounterPayments(
      tx,
      paid.map((p) => ({
        orderId: order.id,
        shiftId: shift.id,
        method: p.method as CounterPaymentMethod,
        amountVnd: -p.amountVnd,
        tenderedVnd: null,
        changeVnd: 0,
        reference: null,
        at: now,
      })),
    );
    await moveOrder(tx, order.id, "refunded", now);
    const freed = await endOrderHolds(tx, [order.id], now);
    await announceSeatChanges(tx, { showtimeId: order.showtimeId, seats: freed.map((id) => ({ id, status: "available" as const })) });
    const byMethod = { cash: 0, card: 0, vietqr: 0, gift_card: 0 };
    for (const p of paid) byMethod[p.method as CounterPaymentMethod] += p.amountVnd;
    const amount = paid.reduce((sum, p) => sum + p.amountVnd, 0);
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
        before: { status: order.status },
        after: { status: "refunded", amountVnd: amount, byMethod, reason: input.reason, approvedBy: approvedBy?.name ?? null },
      },
    });
    return { orderCode: order.code, status: "refunded" as const, amount, byMethod, approvedBy: approvedBy?.name ?? null };
  });
}
