import { sql } from "drizzle-orm";
import type { MyOrdersQuery, Order } from "@hancine/contract/booking";
import type { OrderStatus } from "@hancine/contract/booking-constants";
import type { SeatType } from "@hancine/contract/catalog";
import { benefitText, type VoucherRule } from "@hancine/contract/voucher-rules";
import { queryRows, type Database } from "../../db/client.ts";
import { findShowtime, isUuid } from "../showtimes/showtimes-repository.ts";

export type OrderRow = {
  id: string;
  code: string;
  user_id: string;
  showtime_id: string;
  status: OrderStatus;
  expires_at: string | Date;
  subtotal_vnd: number;
  discount_vnd: number;
  total_vnd: number;
  voucher_code: string | null;
  /** The applied voucher's rule (read with the order for its description), null when none or not read. */
  voucher_rule: VoucherRule | null;
  age_confirmed: boolean;
  created_at: string | Date;
  paid_at: string | Date | null;
};

/** An open order whose hold has run out is expired from that instant, whether or not the job has marked it. */
export function effectiveStatus(row: Pick<OrderRow, "status" | "expires_at">, now: Date): OrderStatus {
  const open = row.status === "held" || row.status === "pending_payment";
  return open && new Date(row.expires_at) <= now ? "expired" : row.status;
}

export async function findOrderRow(db: Database, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await queryRows(
    db,
    sql<OrderRow>`select o.*, v.rule as voucher_rule from orders o left join vouchers v on v.code = o.voucher_code where o.id = ${orderId}`,
  );
  return row ?? null;
}

/** The order with this booking code (any case), if there is one. */
export async function findOrderRowByCode(db: Database, code: string): Promise<OrderRow | null> {
  const [row] = await queryRows(
    db,
    sql<OrderRow>`select o.*, v.rule as voucher_rule from orders o left join vouchers v on v.code = o.voucher_code where o.code = ${code.toUpperCase()}`,
  );
  return row ?? null;
}

/** Moves an order to a new status (the caller holds its row lock). */
export async function setOrderStatus(tx: Database, orderId: string, status: OrderStatus, now: Date): Promise<void> {
  await tx.execute(sql`update orders set status = ${status}, updated_at = ${now.toISOString()} where id = ${orderId}`);
}

/** The order is paid at `now`. */
export async function markPaid(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx.execute(sql`update orders set status = 'paid', paid_at = ${now.toISOString()}, updated_at = ${now.toISOString()} where id = ${orderId}`);
}

/** Checkout started: the order waits for its payment (age confirmation recorded). */
export async function markAwaitingPayment(tx: Database, orderId: string, ageConfirmed: boolean, now: Date): Promise<void> {
  await tx.execute(sql`update orders set status = 'pending_payment', age_confirmed = ${ageConfirmed}, updated_at = ${now.toISOString()} where id = ${orderId}`);
}

/** The gateway never opened the attempt: an order still awaiting payment inside its hold is held again. */
export async function backToHeldIfOpen(tx: Database, orderId: string, now: Date): Promise<void> {
  await tx.execute(sql`update orders set status = 'held' where id = ${orderId} and status = 'pending_payment' and expires_at > ${now.toISOString()}`);
}

/** The seats an order claims, with its showtime and when that starts. */
export async function claimedSeatsOfOrder(db: Database, orderId: string): Promise<{ seat_id: string; showtime_id: string; starts_at: string | Date }[]> {
  return queryRows(
    db,
    sql<{ seat_id: string; showtime_id: string; starts_at: string | Date }>`select sc.seat_id, sc.showtime_id, s.starts_at from seat_claims sc join showtimes s on s.id = sc.showtime_id where sc.order_id = ${orderId}`,
  );
}

/** Locks the order row for the rest of the transaction (a concurrent change waits). */
export async function lockOrderRow(tx: Database, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await queryRows(tx, sql<OrderRow>`select o.*, null as voucher_rule from orders o where o.id = ${orderId} for update`);
  return row ?? null;
}

export type OrderSeatLine = { id: string; label: string; type: SeatType; price: number };

export async function orderSeats(db: Database, orderId: string): Promise<OrderSeatLine[]> {
  const rows = await queryRows(
    db,
    sql<{ id: string; label: string; type: SeatType; price: number }>`select se.id, se.label, se.type, sc.price_vnd as price from seat_claims sc join seats se on se.id = sc.seat_id
        where sc.order_id = ${orderId} order by se.y, se.x`,
  );
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

export type OrderProductLine = { productId: string; name: string; quantity: number; unitPrice: number; amount: number };

export async function orderProducts(db: Database, orderId: string): Promise<OrderProductLine[]> {
  const rows = await queryRows(
    db,
    sql<{ product_id: string; name: string; quantity: number; unit_price_vnd: number }>`select op.product_id, p.name, op.quantity, op.unit_price_vnd from order_products op join products p on p.id = op.product_id
        where op.order_id = ${orderId} order by p.position`,
  );
  return rows.map((r) => ({ productId: r.product_id, name: r.name, quantity: r.quantity, unitPrice: r.unit_price_vnd, amount: r.quantity * r.unit_price_vnd }));
}

/** The contract's Order for one row (tickets are added by the payment step once it is paid). */
export async function orderView(db: Database, row: OrderRow, now: Date, salesCloseMinutes: number): Promise<Order> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const showtime = await findShowtime(db, row.showtime_id, now, salesCloseMinutes);
  const seats = await orderSeats(db, row.id);
  const products = await orderProducts(db, row.id);
  if (!showtime) throw new Error(`Order ${row.id} has no showtime`);
  return {
    id: row.id,
    code: row.code,
    status: effectiveStatus(row, now),
    showtime,
    seats,
    products,
    voucher: row.voucher_code ? voucherView(row.voucher_code, row.voucher_rule) : null,
    subtotal: row.subtotal_vnd,
    discount: row.discount_vnd,
    total: row.total_vnd,
    currency: "VND",
    expiresAt: new Date(row.expires_at).toISOString(),
    ageConfirmed: row.age_confirmed,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

function voucherView(code: string, rule: VoucherRule | null): NonNullable<Order["voucher"]> {
  return { code, description: rule ? benefitText(rule) : "", paymentMethods: rule?.conditions.paymentMethods ?? null };
}

/**
 * The customer's orders, newest first: paid or refunded ones, and those still open (held or awaiting
 * payment, hold not run out). A hold given up or run out unpaid was never an order.
 */
export async function ordersOfUser(db: Database, userId: string, now: Date, filter: MyOrdersQuery = {}, limit = 50): Promise<OrderRow[]> {
  return queryRows(
    db,
    sql<OrderRow>`select o.*, v.rule as voucher_rule from orders o left join vouchers v on v.code = o.voucher_code
        where o.user_id = ${userId}
          and (o.status in ('paid', 'refunded') or (o.status in ('held', 'pending_payment') and o.expires_at > ${now.toISOString()}))
          ${filter.showtimeId ? sql`and o.showtime_id = ${filter.showtimeId}` : sql``}
          ${filter.status ? sql`and o.status = ${filter.status}` : sql``}
        order by o.created_at desc limit ${limit}`,
  );
}
