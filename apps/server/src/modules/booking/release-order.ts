import type { AppDeps } from "#server/app-deps.ts";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { endOrderHolds, expireDueOrders, seatsFreedBy } from "./order-holds-repository.ts";
import { effectiveStatus, lockOrderRow } from "./orders-repository.ts";
import { moveOrder } from "./order-status-repository.ts";
import { announceSeatChanges, transactionAnnouncingSeats } from "./seat-events.ts";
import { orderNotFound } from "./order-not-found.ts";

/** `DELETE /orders/:id`: the customer gives the seats back. Releasing a closed order changes nothing. */
export async function releaseOrder(deps: AppDeps, userId: string, orderId: string, ip: string | null): Promise<void> {
  const now = deps.clock();
  await transactionAnnouncingSeats(deps.database.db, async (tx) => {
    const row = await lockOrderRow(tx, orderId);
    if (!row || row.userId !== userId) throw orderNotFound();
    if (row.status === "paid" || row.status === "refunded") throw new DomainError("ORDER_NOT_EDITABLE");
    if (row.status !== "held" && row.status !== "pending_payment") return;
    const status = effectiveStatus(row, now) === "expired" ? "expired" : "cancelled";
    await moveOrder(tx, orderId, status, now);
    const freed = await endOrderHolds(tx, [orderId], now);
    await announceSeatChanges(tx, { showtimeId: row.showtimeId, seats: freed.map((id) => ({ id, status: "available" as const })) });
    await writeAudit(tx, { at: now, action: status === "expired" ? "seat_hold.expired" : "order.cancelled", actorUserId: userId, ip, details: { orderId } });
  });
}

/**
 * Marks open orders whose hold has run out as expired and announces their seats as free. The seats
 * stopped counting at the expiry already (their claims end then); this tidies the order status and
 * tells open seat maps. Safe with several instances: each order is taken with SKIP LOCKED.
 * Returns how many orders it expired.
 */
export async function expireHolds(deps: Pick<AppDeps, "database" | "clock">, batch = 200): Promise<number> {
  const now = deps.clock();
  return transactionAnnouncingSeats(deps.database.db, async (tx) => {
    const due = await expireDueOrders(tx, now, batch);
    if (due.length === 0) return 0;
    const freed = await seatsFreedBy(
      tx,
      due.map((o) => o.id),
      now,
    );
    const byShowtime = new Map<string, string[]>();
    for (const row of freed) byShowtime.set(row.showtimeId, [...(byShowtime.get(row.showtimeId) ?? []), row.seatId]);
    for (const [showtimeId, seatIds] of byShowtime) {
      await announceSeatChanges(tx, { showtimeId, seats: seatIds.map((id) => ({ id, status: "available" as const })) });
    }
    for (const order of due) await writeAudit(tx, { at: now, action: "seat_hold.expired", details: { orderId: order.id } });
    return due.length;
  });
}
