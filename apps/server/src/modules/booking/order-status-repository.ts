import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "@hancine/contract/booking-constants";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema/booking.ts";
import { DomainError } from "#server/domain-error.ts";

/** The statuses an order may come to `to` from (ORDER_TRANSITIONS read backwards). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => ORDER_TRANSITIONS[from].includes(to));
}

/**
 * The one way the server changes an order's status (issue 31): from a status ORDER_TRANSITIONS allows
 * to `to`, with what the move records (`paidAt` when paid, the age confirmation when a payment
 * starts); an order already in `to` stays there, only what the move records is written again (a
 * payment started a second time). An order in any other status is left alone and the caller is refused with
 * ORDER_NOT_EDITABLE (409) — callers lock the order's row and check it first, so this is the race the
 * check could not see. The database refuses any other move too (trigger orders_status_transition).
 * The seat hold's database function and the expiry job close open orders in bulk, as the table allows.
 */
export async function moveOrder(
  tx: Database,
  orderId: string,
  to: OrderStatus,
  now: Date,
  also: { paidAt?: Date; ageConfirmed?: boolean } = {},
): Promise<void> {
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...also })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [to, ...statusesBefore(to)])))
    .returning({ id: orders.id });
  if (moved.length === 0) throw new DomainError("ORDER_NOT_EDITABLE");
}

/** The gateway never opened the attempt: an order still awaiting payment inside its hold is held again (no change otherwise). */
export async function backToHeldIfOpen(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ status: "held", updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending_payment"), gt(orders.expiresAt, now)));
}
