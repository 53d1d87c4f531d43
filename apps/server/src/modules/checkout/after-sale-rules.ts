import { cancelDeadline } from "@hancine/contract/after-sale";
import { DomainError } from "#server/domain-error.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import { msg, type Msg } from "@hancine/contract/i18n/message";

/**
 * A paid order its customer may still cancel or exchange (decision 049): paid (not refunded, not
 * exchanged already) and before CANCEL_BEFORE_MINUTES ahead of its showtime. Checked before and
 * again under the order's row lock.
 */
export function assertAfterSaleOpen(order: Pick<OrderRow, "code" | "status">, startsAt: Date, cancelBeforeMinutes: number, now: Date): void {
  if (order.status === "refunded") throw new DomainError("ALREADY_REFUNDED", { message: msg("error.ALREADY_REFUNDED.cancelled", { code: order.code }) });
  if (order.status === "exchanged") {
    throw new DomainError("ORDER_NOT_PAID", { message: msg("error.ORDER_NOT_PAID.exchanged", { code: order.code }) });
  }
  if (order.status !== "paid") throw new DomainError("ORDER_NOT_PAID");
  const deadline = cancelDeadline(startsAt, cancelBeforeMinutes);
  if (now >= deadline) {
    throw new DomainError("CANCEL_WINDOW_CLOSED", { message: cancelWindowClosedMsg(deadline, cancelBeforeMinutes) });
  }
}

/** "…until 17:30 on 22 Nov 2026; that time has passed. Only up to 2 hours before the showtime." (the contract's `cancelWindowClosedText` and `cancelRuleText`). */
export function cancelWindowClosedMsg(deadline: Date, cancelBeforeMinutes: number): Msg {
  const hours = Math.floor(cancelBeforeMinutes / 60);
  const minutes = cancelBeforeMinutes % 60;
  const before = cancelBeforeMinutes <= 0 ? "none" : hours === 0 ? "minutes" : minutes === 0 ? "hours" : "both";
  return msg("error.CANCEL_WINDOW_CLOSED.deadline", { time: { time: deadline }, day: { day: deadline }, before, hours, minutes });
}
