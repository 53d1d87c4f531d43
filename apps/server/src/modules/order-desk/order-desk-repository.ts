import { sql, type SQL } from "drizzle-orm";
import { ORDER_SEARCH_LIMIT, type OrderQuery } from "@hancine/contract/back-office-orders";
import { queryRows, type Database } from "#server/db/client.ts";
import type { CinemaScope } from "../auth/cinema-scope.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";

/** The order desk's reads (docs/decisions/045): each search goes through an index (code, e-mail, phone). */

type Iso = string;

export type DeskOrderRow = {
  id: string;
  code: string;
  status: "held" | "pending_payment" | "paid" | "expired" | "cancelled" | "refunded";
  createdAt: Iso;
  updatedAt: Iso;
  paidAt: Iso | null;
  expiresAt: Iso;
  subtotal: number;
  discount: number;
  total: number;
  voucherCode: string | null;
  userId: string;
  customerName: string;
  email: string;
  phone: string;
  showtimeId: string;
  film: string;
  startsAt: Iso;
  cinemaId: string;
  cinemaSlug: string;
  cinemaName: string;
  auditorium: string;
  seats: string[] | null;
  /** Where it was sold (decision 076): "web" or "counter", the shift and the seller's name. */
  channel: string;
  shiftId: string | null;
  soldBy: string | null;
};

const scopeFilter = (scope: CinemaScope): SQL => (scope.chain ? sql`true` : scope.cinemaIds.size === 0 ? sql`false` : sql`c.id in ${[...scope.cinemaIds]}`);

function orderSelect(where: SQL, scope: CinemaScope | null, limit: number): SQL<DeskOrderRow> {
  return sql<DeskOrderRow>`
    select o.id, o.code, o.status, o.created_at as "createdAt", o.updated_at as "updatedAt", o.paid_at as "paidAt", o.expires_at as "expiresAt",
      o.subtotal_vnd as subtotal, o.discount_vnd as discount, o.total_vnd as total, o.voucher_code as "voucherCode",
      u.id as "userId", u.full_name as "customerName", u.email, u.phone_e164 as phone,
      s.id as "showtimeId", f.title as film, s.starts_at as "startsAt",
      c.id as "cinemaId", c.slug as "cinemaSlug", c.name as "cinemaName", a.name as auditorium,
      (select array_agg(se.label order by se.y, se.x) from seat_claims sc join seats se on se.id = sc.seat_id where sc.order_id = o.id) as seats,
      o.channel, o.shift_id as "shiftId", (select seller.full_name from users seller where seller.id = o.sold_by_user_id) as "soldBy"
    from orders o
    join users u on u.id = o.user_id
    join showtimes s on s.id = o.showtime_id
    join films f on f.id = s.film_id
    join auditoriums a on a.id = s.auditorium_id
    join cinemas c on c.id = a.cinema_id
    where ${where} and ${scope ? scopeFilter(scope) : sql`true`}
    order by o.created_at desc
    limit ${limit}`;
}

/**
 * Orders matching the desk's search, newest first, only those of the person's cinemas. A code is
 * one row of orders_code_unique; an e-mail or a phone is one customer (users_email_unique,
 * users_phone_idx) whose orders come through orders_user_created_idx.
 */
export async function searchOrders(db: Database, query: OrderQuery, scope: CinemaScope): Promise<DeskOrderRow[]> {
  const where =
    query.kind === "code" ? sql`o.code = ${query.code}` : query.kind === "email" ? sql`u.email = ${query.email}` : sql`u.phone_e164 = ${query.e164}`;
  // Abandoned holds are noise at the desk: only orders that reached payment, or are still open.
  const worth = query.kind === "code" ? sql`true` : sql`(o.status <> 'expired' or o.paid_at is not null)`;
  return queryRows(db, orderSelect(sql`${where} and ${worth}`, scope, ORDER_SEARCH_LIMIT));
}

export async function orderByCode(db: Database, code: string): Promise<DeskOrderRow | null> {
  const [row] = await queryRows(db, orderSelect(sql`o.code = ${code.toUpperCase()}`, null, 1));
  return row ?? null;
}

export type DeskPaymentRow = {
  id: string;
  txnRef: string;
  method: string;
  amount: number;
  status: "pending" | "failed" | "paid" | "refunded";
  providerTxnId: string | null;
  responseCode: string | null;
  createdAt: Iso;
  completedAt: Iso | null;
};

export async function paymentsOfOrder(db: Database, orderId: string): Promise<DeskPaymentRow[]> {
  return queryRows(
    db,
    sql<DeskPaymentRow>`select id, txn_ref as "txnRef", method, amount_vnd as amount, status, provider_txn_id as "providerTxnId",
        response_code as "responseCode", created_at as "createdAt", completed_at as "completedAt"
      from payments where order_id = ${orderId} order by created_at`,
  );
}

export type DeskRefundRow = {
  id: string;
  paymentId: string;
  refundRef: string;
  amount: number;
  reason: string;
  status: "pending" | "done" | "failed";
  attempts: number;
  createdAt: Iso;
  completedAt: Iso | null;
  answers: { at: string; answer: string }[];
  lastError: string | null;
  settledAt: Iso | null;
  settleNote: string | null;
  settledBy: string | null;
  seats: string[] | null;
};

const refundColumns = sql`r.id, r.payment_id as "paymentId", r.refund_ref as "refundRef", r.amount_vnd as amount, r.reason, r.status, r.attempts,
  r.created_at as "createdAt", r.completed_at as "completedAt", r.answers, r.last_error as "lastError",
  r.settled_at as "settledAt", r.settle_note as "settleNote", su.full_name as "settledBy",
  (select array_agg(se.label order by se.y, se.x) from tickets t join seats se on se.id = t.seat_id where t.refund_id = r.id) as seats`;

export async function refundsOfOrder(db: Database, orderId: string): Promise<DeskRefundRow[]> {
  return queryRows(
    db,
    sql<DeskRefundRow>`select ${refundColumns}
      from refunds r join payments p on p.id = r.payment_id left join users su on su.id = r.settled_by_user_id
      where p.order_id = ${orderId} order by r.created_at, r.refund_ref`,
  );
}

export type DeskEmailRow = { subject: string; createdAt: Iso; sentAt: Iso | null; failedAt: Iso | null; attempts: number };

/** E-mails about the order: to its buyer (outbox_emails_to_idx), with its code in the subject. */
export async function emailsOfOrder(db: Database, to: string, code: string): Promise<DeskEmailRow[]> {
  return queryRows(
    db,
    sql<DeskEmailRow>`select subject, created_at as "createdAt", sent_at as "sentAt", failed_at as "failedAt", attempts
      from outbox_emails where to_address = ${to} and position(${code} in subject) > 0 order by created_at`,
  );
}

export type DeskAuditRow = { at: Iso; action: string; actor: string | null; after: Record<string, unknown> | null; refundId: string | null };

/** What people did to the order at the desk (audit_log_entity_idx). */
export async function deskActionsOfOrder(db: Database, orderId: string): Promise<DeskAuditRow[]> {
  return queryRows(
    db,
    sql<DeskAuditRow>`select l.at, l.action, u.full_name as actor, l.after, l.details->>'refundId' as "refundId"
      from audit_log l left join users u on u.id = l.actor_user_id
      where l.entity = 'order' and l.entity_id = ${orderId} order by l.at`,
  );
}

export type FailedRefundRow = DeskRefundRow & {
  orderCode: string;
  method: string;
  txnRef: string;
  cinemaId: string;
  cinemaSlug: string;
  cinemaName: string;
  customerName: string;
  email: string;
  phone: string;
};

/** Refunds the gateway kept refusing (refunds_failed_idx), or those people settled, of the person's cinemas. */
export async function failedRefunds(db: Database, status: "failed" | "settled", scope: CinemaScope): Promise<FailedRefundRow[]> {
  const which = status === "failed" ? sql`r.status = 'failed' and r.settled_at is null` : sql`r.settled_at is not null`;
  return queryRows(
    db,
    sql<FailedRefundRow>`select ${refundColumns}, o.code as "orderCode", p.method, p.txn_ref as "txnRef",
        c.id as "cinemaId", c.slug as "cinemaSlug", c.name as "cinemaName", u.full_name as "customerName", u.email, u.phone_e164 as phone
      from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id join users u on u.id = o.user_id
      join showtimes s on s.id = o.showtime_id join auditoriums a on a.id = s.auditorium_id join cinemas c on c.id = a.cinema_id
      left join users su on su.id = r.settled_by_user_id
      where ${which} and ${scopeFilter(scope)}
      order by r.created_at desc limit 200`,
  );
}

/** A refund with the cinema of its order, locked for the rest of the transaction. */
export async function lockRefund(
  tx: Database,
  id: string,
): Promise<{ id: string; status: string; settledAt: Iso | null; cinemaId: string; orderId: string; orderCode: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows(
    tx,
    sql<{ id: string; status: string; settledAt: Iso | null; cinemaId: string; orderId: string; orderCode: string }>`
      select r.id, r.status, r.settled_at as "settledAt", a.cinema_id as "cinemaId", o.id as "orderId", o.code as "orderCode"
      from refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id
      join showtimes s on s.id = o.showtime_id join auditoriums a on a.id = s.auditorium_id
      where r.id = ${id} for update of r`,
  );
  return row ?? null;
}

export async function markRefundSettled(tx: Database, id: string, userId: string, note: string, now: Date): Promise<void> {
  await tx.execute(sql`update refunds set settled_at = ${now.toISOString()}, settled_by_user_id = ${userId}, settle_note = ${note} where id = ${id}`);
}

/** The order's concessions by name. */
export async function productsOfOrder(db: Database, orderId: string): Promise<{ name: string; quantity: number; amount: number }[]> {
  return queryRows(
    db,
    sql<{ name: string; quantity: number; amount: number }>`select p.name, op.quantity, op.quantity * op.unit_price_vnd as amount
      from order_products op join products p on p.id = op.product_id where op.order_id = ${orderId} order by p.position`,
  );
}
