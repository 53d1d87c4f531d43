import { cancelDeadline, cancelRuleText, cancelWindowClosedText } from "@hancine/contract/after-sale";
import { DomainError } from "#server/domain-error.ts";
import type { OrderRow } from "../booking/orders-repository.ts";

/**
 * A paid order its customer may still cancel or exchange (decision 049): paid (not refunded, not
 * exchanged already) and before CANCEL_BEFORE_MINUTES ahead of its showtime. Checked before and
 * again under the order's row lock.
 */
export function assertAfterSaleOpen(order: Pick<OrderRow, "code" | "status">, startsAt: Date, cancelBeforeMinutes: number, now: Date): void {
  if (order.status === "refunded") throw new DomainError("ALREADY_REFUNDED", { message: `Đơn hàng ${order.code} đã được hủy và hoàn tiền trước đó.` });
  if (order.status === "exchanged") {
    throw new DomainError("ORDER_NOT_PAID", { message: `Đơn hàng ${order.code} đã được đổi sang suất khác: bạn hãy hủy hoặc xem đơn hàng mới.` });
  }
  if (order.status !== "paid") throw new DomainError("ORDER_NOT_PAID");
  const deadline = cancelDeadline(startsAt, cancelBeforeMinutes);
  if (now >= deadline) {
    throw new DomainError("CANCEL_WINDOW_CLOSED", { message: `${cancelWindowClosedText(deadline)} ${cancelRuleText(cancelBeforeMinutes)}` });
  }
}
