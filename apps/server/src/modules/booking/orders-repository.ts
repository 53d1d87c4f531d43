import { and, asc, desc, eq, getTableColumns, gt, inArray, or, sql } from "drizzle-orm";
import type { MyOrdersQuery, Order } from "@hancine/contract/booking";
import { TICKET_TYPE_LABELS, type OrderStatus, type TicketType } from "@hancine/contract/booking-constants";
import type { SeatType } from "@hancine/contract/catalog";
import { benefitText, type VoucherRule } from "@hancine/contract/voucher-rules";
import { queryPreparedRows, type Database, type RawRow } from "#server/db/client.ts";
import { orderProducts as orderProductRows, orders, seatClaims } from "#server/db/schema/booking.ts";
import { auditoriums, seats, showtimes } from "#server/db/schema/catalog.ts";
import { products } from "#server/db/schema/content.ts";
import { vouchers } from "#server/db/schema/vouchers.ts";
import { isUuid, showtimeSelect, toShowtime, type ShowtimeRow } from "../showtimes/showtimes-repository.ts";

/** An order's row, with the applied voucher's rule (read with the order for its description; null when none or not read). */
export type OrderRow = typeof orders.$inferSelect & { voucherRule: VoucherRule | null };

/** An open order whose hold has run out is expired from that instant, whether or not the job has marked it. */
export function effectiveStatus(row: Pick<OrderRow, "status" | "expiresAt">, now: Date): OrderStatus {
  const open = row.status === "held" || row.status === "pending_payment";
  return open && row.expiresAt <= now ? "expired" : row.status;
}

/** The order's columns and its voucher's rule (left join: null without a voucher). */
function selectOrderWithVoucherRule(db: Database) {
  return db
    .select({ ...getTableColumns(orders), voucherRule: vouchers.rule })
    .from(orders)
    .leftJoin(vouchers, eq(vouchers.code, orders.voucherCode));
}

export async function findOrderRow(db: Database, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await selectOrderWithVoucherRule(db).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The language the order's e-mails are written in (decision 093); a new order is Vietnamese until told. */
export async function setOrderLocale(tx: Database, orderId: string, locale: "vi" | "en"): Promise<void> {
  await tx.update(orders).set({ locale }).where(eq(orders.id, orderId));
}

/** The order with this booking code (any case), if there is one. */
export async function findOrderRowByCode(db: Database, code: string): Promise<OrderRow | null> {
  const [row] = await selectOrderWithVoucherRule(db).where(eq(orders.code, code.toUpperCase()));
  return row ?? null;
}

/** The cinema an order is for (its showtime's auditorium's); null when the order is gone. */
export async function cinemaIdOfOrder(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ cinemaId: auditoriums.cinemaId })
    .from(orders)
    .innerJoin(showtimes, eq(showtimes.id, orders.showtimeId))
    .innerJoin(auditoriums, eq(auditoriums.id, showtimes.auditoriumId))
    .where(eq(orders.id, orderId));
  return row?.cinemaId ?? null;
}

/** The seats an order claims, with its showtime and when that starts. */
export async function claimedSeatsOfOrder(
  db: Database,
  orderId: string,
): Promise<{ seatId: string; showtimeId: string; startsAt: Date; cancelledAt: Date | null }[]> {
  return db
    .select({ seatId: seatClaims.seatId, showtimeId: seatClaims.showtimeId, startsAt: showtimes.startsAt, cancelledAt: showtimes.cancelledAt })
    .from(seatClaims)
    .innerJoin(showtimes, eq(showtimes.id, seatClaims.showtimeId))
    .where(eq(seatClaims.orderId, orderId));
}

/** Locks the order row for the rest of the transaction (a concurrent change waits). */
export async function lockOrderRow(tx: Database, orderId: string): Promise<OrderRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row ? { ...row, voucherRule: null } : null;
}

export type OrderSeatLine = { id: string; label: string; type: SeatType; price: number; ticketType: TicketType };

export async function orderSeats(db: Database, orderId: string): Promise<OrderSeatLine[]> {
  return db
    .select({ id: seats.id, label: seats.label, type: seats.type, price: seatClaims.priceVnd, ticketType: seatClaims.ticketType })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .where(eq(seatClaims.orderId, orderId))
    .orderBy(asc(seats.y), asc(seats.x));
}

export type OrderProductLine = { productId: string; name: string; quantity: number; unitPrice: number; amount: number };

export async function orderProducts(db: Database, orderId: string): Promise<OrderProductLine[]> {
  const rows = await db
    .select({ productId: orderProductRows.productId, name: products.name, quantity: orderProductRows.quantity, unitPriceVnd: orderProductRows.unitPriceVnd })
    .from(orderProductRows)
    .innerJoin(products, eq(products.id, orderProductRows.productId))
    .where(eq(orderProductRows.orderId, orderId))
    .orderBy(asc(products.position));
  return rows.map((r) => ({ productId: r.productId, name: r.name, quantity: r.quantity, unitPrice: r.unitPriceVnd, amount: r.quantity * r.unitPriceVnd }));
}

/** The order's own columns, its voucher's rule, and its seats and products (json) beside its showtime's (`findOrderView`). */
type OrderViewRow = ShowtimeRow &
  RawRow<
    Pick<
      OrderRow,
      | "code"
      | "status"
      | "expiresAt"
      | "subtotalVnd"
      | "discountVnd"
      | "totalVnd"
      | "voucherCode"
      | "pointsUsed"
      | "pointsVnd"
      | "ageConfirmed"
      | "createdAt"
      | "paidAt"
    >
  > & {
    orderId: OrderRow["id"];
    voucherRule: VoucherRule | null;
    seatLines: OrderSeatLine[];
    productLines: { productId: string; name: string; quantity: number; unitPrice: number }[];
  };

/**
 * The contract's Order (tickets are added by the payment step once it is paid), or null when there is
 * no such order: the order, its voucher, showtime, seats and products in one statement, planned
 * once per connection — a granted hold answers with it (decision 075).
 */
export async function findOrderView(db: Database, orderId: string, now: Date): Promise<Order | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await queryPreparedRows(
    db,
    "order_view",
    sql<OrderViewRow>`${showtimeSelect(
      now,
      sql`, o.id as "orderId", o.code, o.status, o.expires_at as "expiresAt", o.subtotal_vnd as "subtotalVnd", o.discount_vnd as "discountVnd",
        o.total_vnd as "totalVnd", o.voucher_code as "voucherCode", o.points_used as "pointsUsed", o.points_vnd as "pointsVnd",
        o.age_confirmed as "ageConfirmed", o.created_at as "createdAt", o.paid_at as "paidAt", v.rule as "voucherRule",
        (select coalesce(json_agg(json_build_object('id', se.id, 'label', se.label, 'type', se.type, 'price', sc.price_vnd, 'ticketType', sc.ticket_type) order by se.y, se.x), '[]'::json)
           from seat_claims sc join seats se on se.id = sc.seat_id where sc.order_id = o.id) as "seatLines",
        (select coalesce(json_agg(json_build_object('productId', op.product_id, 'name', p.name, 'quantity', op.quantity, 'unitPrice', op.unit_price_vnd) order by p.position), '[]'::json)
           from order_products op join products p on p.id = op.product_id where op.order_id = o.id) as "productLines"`,
    )}
      join orders o on o.showtime_id = s.id
      left join vouchers v on v.code = o.voucher_code
      where o.id = ${orderId}`,
  );
  if (!row) return null;
  return {
    id: row.orderId,
    code: row.code,
    status: effectiveStatus({ status: row.status, expiresAt: new Date(row.expiresAt) }, now),
    showtime: toShowtime(row),
    seats: row.seatLines.map((seat) => ({ ...seat, ticketTypeLabel: TICKET_TYPE_LABELS[seat.ticketType] })),
    products: row.productLines.map((p) => ({ ...p, amount: p.quantity * p.unitPrice })),
    voucher: row.voucherCode ? voucherView(row.voucherCode, row.voucherRule) : null,
    subtotal: row.subtotalVnd,
    discount: row.discountVnd,
    points: row.pointsUsed,
    pointsDiscount: row.pointsVnd,
    total: row.totalVnd,
    currency: "VND",
    expiresAt: iso(row.expiresAt),
    ageConfirmed: row.ageConfirmed,
    createdAt: iso(row.createdAt),
    paidAt: row.paidAt ? iso(row.paidAt) : null,
  };
}

const iso = (value: string) => new Date(value).toISOString();

/** The contract's Order of a row already read (`findOrderView`). */
export async function orderView(db: Database, row: Pick<OrderRow, "id">, now: Date): Promise<Order> {
  const view = await findOrderView(db, row.id, now);
  if (!view) throw new Error(`Order ${row.id} has no showtime`);
  return view;
}

function voucherView(code: string, rule: VoucherRule | null): NonNullable<Order["voucher"]> {
  return { code, description: rule ? benefitText(rule) : "", paymentMethods: rule?.conditions.paymentMethods ?? null };
}

/**
 * The customer's orders, newest first: paid or refunded ones, and those still open (held or awaiting
 * payment, hold not run out). A hold given up or run out unpaid was never an order.
 */
export async function ordersOfUser(db: Database, userId: string, now: Date, filter: MyOrdersQuery = {}, limit = 50): Promise<OrderRow[]> {
  return selectOrderWithVoucherRule(db)
    .where(
      and(
        eq(orders.userId, userId),
        // Ticket orders only (the contract's Order has a showtime); gift cards are listed by GET /me/gift-cards.
        eq(orders.kind, "tickets"),
        or(inArray(orders.status, ["paid", "refunded", "exchanged"]), and(inArray(orders.status, ["held", "pending_payment"]), gt(orders.expiresAt, now))),
        filter.showtimeId ? eq(orders.showtimeId, filter.showtimeId) : undefined,
        filter.status ? eq(orders.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
