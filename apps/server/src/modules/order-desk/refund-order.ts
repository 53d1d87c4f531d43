import type { RefundOrderInput } from "@hancine/contract/back-office-orders";
import { DomainError, notFound } from "#server/domain-error.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import { lockOrderRow } from "../booking/orders-repository.ts";
import { transactionAnnouncingSeats } from "../booking/seat-events.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { refundPaidOrder } from "../checkout/refund-paid-order.ts";
import { runRefund } from "../checkout/refunds.ts";
import type { Actor } from "../auth/actor.ts";
import { orderByCode } from "./order-desk-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/**
 * Refunds a paid order at the desk, whole or some of its tickets, through the one refund path the
 * customer's cancel also takes (checkout/refund-paid-order.ts): one transaction under the order's
 * row lock (a second request waits, then finds what the first did). The gateway is called after
 * commit; what fails is retried by the refund job and, after REFUND_MAX_ATTEMPTS, listed for a person to settle.
 */
export async function refundOrder(
  ctx: CheckoutContext,
  actor: Actor,
  code: string,
  input: { reason: string; ticketIds?: RefundOrderInput["ticketIds"] },
  /** Step-up for a large refund (auth/mfa-rule.ts): throws, rolling the refund back, when the amount needs a fresh proof. */
  stepUp: (amountVnd: number) => void = () => {},
) {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock();
  const found = await orderByCode(db, code);
  if (!found) throw notFound(msg("error.NOT_FOUND.orderCode"));
  assertInScope(await cinemaScopeOf(db, actor.user), found.cinemaId);

  const { refundIds } = await transactionAnnouncingSeats(db, async (tx) => {
    const order = (await lockOrderRow(tx, found.id))!;
    if (order.status === "refunded") throw new DomainError("ALREADY_REFUNDED", { message: msg("error.ALREADY_REFUNDED.code", { code: order.code }) });
    if (order.status !== "paid") throw new DomainError("ORDER_NOT_PAID");
    const refund = await refundPaidOrder(tx, ctx, {
      order,
      cinemaId: found.cinemaId,
      ...(input.ticketIds && { ticketIds: input.ticketIds }),
      reasonText: input.reason,
      email: { reason: "desk_refund", deskNote: input.reason },
      refuseCheckedIn: false,
      audit: { action: "order.refund", actorUserId: actor.user.id, ip: actor.ip },
      now,
    });
    stepUp(refund.amountVnd);
    return refund;
  });
  // After the commit: the gateway (the desk waits for its first answer). A failure here is the refund job's to retry.
  for (const id of refundIds) await runRefund(ctx, id).catch(() => false);
  return { refundId: refundIds[0]!, orderCode: found.code };
}
