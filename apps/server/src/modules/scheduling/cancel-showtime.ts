import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { findOrderRow } from "../booking/orders-repository.ts";
import { moveOrder } from "../booking/order-status-repository.ts";
import { endOrderHolds } from "../booking/order-holds-repository.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { runRefund, scheduleRefund } from "../checkout/refunds.ts";
import type { Actor } from "../auth/actor.ts";
import { lockShowtime, markShowtimeCancelled, roomForScheduling } from "./schedule-repository.ts";
import { lockOrdersOfShowtime } from "./showtime-orders-repository.ts";
import { fundingPaymentsOf } from "../checkout/funding-payments-repository.ts";
import { refundedOfPayment } from "../checkout/refunds-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

export type CancelOutcome = { refundedOrders: number; releasedHolds: number };

/**
 * Cancels a showtime in one transaction: it leaves the public lists, every paid order is refunded
 * (a refunds row per payment, unique, for the refund job) and its buyer e-mailed through the
 * outbox, every open hold is let go. If the process dies before the commit nothing happened; after
 * it, the refund job finishes the refunds, each once (the refunds row and the gateway's own key).
 */
export async function cancelShowtime(
  ctx: CheckoutContext,
  actor: Actor,
  showtimeId: string,
  reason: string,
  /** Step-up when the refunds add up to more than REFUND_STEP_UP_VND (auth/mfa-rule.ts): throws, rolling the cancel back. */
  stepUp: (amountVnd: number) => void = () => {},
): Promise<CancelOutcome> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock();
  const { outcome, refundIds } = await db.transaction(async (tx) => {
    const showtime = await lockShowtime(tx, showtimeId);
    if (!showtime) throw notFound(msg("error.NOT_FOUND.showtime"));
    const room = (await roomForScheduling(tx, showtime.auditoriumId))!;
    assertInScope(await cinemaScopeOf(tx, actor.user), room.cinemaId);
    if (showtime.cancelledAt) throw new DomainError("SHOWTIME_CANCELLED");
    if (showtime.endsAt <= now) throw new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.ended") });
    await markShowtimeCancelled(tx, showtime.id, reason, now);

    const refundIds: string[] = [];
    let refundVnd = 0;
    const paid = await lockOrdersOfShowtime(tx, showtime.id, ["paid"]);
    for (const order of paid) {
      const row = (await findOrderRow(tx, order.id))!;
      // An exchanged-to order is paid by two payments (its own and the replaced order's rest, decision 049).
      for (const payment of await fundingPaymentsOf(tx, row)) {
        refundVnd += payment.amountVnd - (await refundedOfPayment(tx, payment.id)).amountVnd;
        refundIds.push(await scheduleRefund(tx, ctx, { payment, order: row, reason: "showtime_cancelled", now }));
      }
      await moveOrder(tx, order.id, "refunded", now);
      await endOrderHolds(tx, [order.id], now);
    }
    stepUp(refundVnd);
    const open = await lockOrdersOfShowtime(tx, showtime.id, ["held", "pending_payment"]);
    for (const order of open) await moveOrder(tx, order.id, "cancelled", now);
    await endOrderHolds(
      tx,
      open.map((order) => order.id),
      now,
    );

    const outcome = { refundedOrders: paid.length, releasedHolds: open.length };
    await writeAudit(tx, {
      at: now,
      action: "showtime.cancel",
      actorUserId: actor.user.id,
      ip: actor.ip,
      change: {
        entity: "showtime",
        id: showtime.id,
        cinemaId: room.cinemaId,
        before: { cancelledAt: null },
        after: { cancelledAt: now.toISOString(), reason, ...outcome },
      },
    });
    return { outcome, refundIds };
  });
  // After the commit: the gateway calls. What fails here is retried by the refund job.
  void (async () => {
    for (const id of refundIds) await runRefund(ctx, id).catch(() => false);
  })();
  return outcome;
}
