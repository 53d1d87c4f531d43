import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { payments } from "#server/db/schema/payments.ts";
import type { OrderRow } from "../booking/orders-repository.ts";
import type { PaymentRow } from "./payments-repository.ts";

const { raw: _raw, ...paymentColumns } = getTableColumns(payments);

/**
 * The captured payments whose money pays for this order: its own, and for an order made by an
 * exchange, the replaced order's (whose rest was carried over, decision 049). Oldest first.
 */
export async function fundingPaymentsOf(tx: Database, order: Pick<OrderRow, "id" | "exchangeOfOrderId">): Promise<PaymentRow[]> {
  const orderIds = order.exchangeOfOrderId ? [order.exchangeOfOrderId, order.id] : [order.id];
  return tx
    .select(paymentColumns)
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, "paid")))
    .orderBy(sql`${payments.createdAt}`);
}

/** Locks the order's tickets (check-in locks the one it admits), so a void and an admission take turns. */
export async function lockTicketsOfOrder(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`select id from tickets where order_id = ${orderId} for update`);
}
