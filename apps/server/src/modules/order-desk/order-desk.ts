import { invoiceRequestOfOrder, invoiceRequestView } from "../invoices/invoice-requests-repository.ts";
import type { AdminOrder, AdminOrderSummary, AdminRefund, FailedRefund, OrderQuery, TimelineEvent } from "@hancine/contract/back-office-orders";
import { formatTime, formatVnd } from "@hancine/contract/format";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import type { CheckoutContext } from "../checkout/checkout-context.ts";
import { orderDetails } from "../checkout/order-details.ts";
import { ticketConfirmationMessage } from "../checkout/order-emails.ts";
import { REFUND_MAX_ATTEMPTS } from "../checkout/refunds.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import type { Actor } from "../auth/actor.ts";
import {
  deskActionsOfOrder,
  emailsOfOrder,
  failedRefunds,
  lockRefund,
  markRefundSettled,
  orderByCode,
  paymentsOfOrder,
  productsOfOrder,
  refundsOfOrder,
  searchOrders,
  type DeskOrderRow,
  type DeskRefundRow,
} from "./order-desk-repository.ts";
import { ticketRefundShare } from "../checkout/refund-paid-order.ts";
import { ticketsOfOrder } from "../checkout/order-tickets-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

const iso = (value: string | Date) => new Date(value).toISOString();
const answerText = (answer: string | null | undefined) => (answer ? `Cổng trả lời: ${answer}` : null);
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

const METHOD_NAMES: Record<string, string> = { vnpay: "VNPay", momo: "Ví MoMo", zalopay: "ZaloPay" };
const methodName = (ctx: CheckoutContext, method: string) => ctx.providers[method as keyof typeof ctx.providers]?.displayName ?? METHOD_NAMES[method] ?? method;

function summaryOf(row: DeskOrderRow): AdminOrderSummary {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    createdAt: iso(row.createdAt),
    paidAt: isoOrNull(row.paidAt),
    total: row.total,
    currency: "VND",
    customer: { name: row.customerName, email: row.email, phone: row.phone },
    film: row.film,
    startsAt: iso(row.startsAt),
    cinema: { slug: row.cinemaSlug, name: row.cinemaName },
    auditorium: row.auditorium,
    seats: row.seats ?? [],
  };
}

function refundOf(row: DeskRefundRow): AdminRefund {
  return {
    id: row.id,
    refundRef: row.refundRef,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    attempts: row.attempts,
    createdAt: iso(row.createdAt),
    completedAt: isoOrNull(row.completedAt),
    answers: row.answers ?? [],
    lastError: row.lastError,
    settledAt: isoOrNull(row.settledAt),
    settleNote: row.settleNote,
    settledBy: row.settledBy,
    seats: row.seats ?? [],
  };
}

/** `GET /admin/orders?q=`: the person's cinemas only. */
export async function findOrders(db: Database, actor: Actor, query: OrderQuery): Promise<AdminOrderSummary[]> {
  const rows = await searchOrders(db, query, await cinemaScopeOf(db, actor.user));
  return rows.map(summaryOf);
}

/** The order for the desk, with its tickets, refunds and timeline; 403 for another cinema's. */
export async function deskOrder(ctx: CheckoutContext, actor: Actor, code: string): Promise<AdminOrder> {
  const db = ctx.deps.database.db;
  const row = await orderByCode(db, code);
  if (!row) throw notFound(msg("error.NOT_FOUND.orderCode"));
  assertInScope(await cinemaScopeOf(db, actor.user), row.cinemaId);
  return orderView(ctx, db, row);
}

export async function orderView(ctx: CheckoutContext, db: Database, row: DeskOrderRow): Promise<AdminOrder> {
  const tickets = await ticketsOfOrder(db, row.id);
  const payments = await paymentsOfOrder(db, row.id);
  const refundRows = await refundsOfOrder(db, row.id);
  const emails = await emailsOfOrder(db, row.email, row.code);
  const actions = await deskActionsOfOrder(db, row.id);
  const products = await productsOfOrder(db, row.id);
  const invoice = await invoiceRequestOfOrder(db, row.id);
  const captured = payments.find((p) => p.status === "paid" || p.status === "refunded") ?? null;
  const refunds = refundRows.map(refundOf);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const timeline: TimelineEvent[] = [];
  const add = (at: string | Date | null, kind: TimelineEvent["kind"], title: string, detail: string | null = null, actor: string | null = null) => {
    if (at !== null) timeline.push({ at: iso(at), kind, title, detail, actor });
  };

  add(row.createdAt, "held", `Giữ ghế ${(row.seats ?? []).join(", ")}`, `Tổng ${formatVnd(row.total)}`);
  for (const p of payments) {
    const name = methodName(ctx, p.method);
    add(p.createdAt, "payment_started", `Chuyển sang cổng ${name}`, `Mã giao dịch của rạp ${p.txnRef} · ${formatVnd(p.amount)}`);
    if (p.status === "paid" || p.status === "refunded") {
      add(p.completedAt ?? row.paidAt, "paid", `Đã thanh toán qua ${name}`, `Mã giao dịch ${name}: ${p.providerTxnId ?? "—"} · mã của rạp ${p.txnRef}`);
    } else if (p.status === "failed") {
      add(
        p.completedAt ?? p.createdAt,
        "payment_failed",
        `Thanh toán qua ${name} không thành công`,
        p.responseCode ? `Mã phản hồi của cổng: ${p.responseCode}` : null,
      );
    }
  }
  if (row.status === "expired") add(row.expiresAt, "expired", "Hết thời gian giữ ghế");
  if (row.status === "cancelled") add(row.updatedAt, "cancelled", "Đơn hàng đã huỷ");
  for (const ticket of tickets) {
    if (ticket.checkedInAt) add(ticket.checkedInAt, "checkin", `Soát vé ghế ${ticket.seatLabel}`, ticket.checkinPlace, ticket.checkinBy);
  }
  const refundEvents = new Map<string, TimelineEvent>();
  for (const refund of refunds) {
    const what = refund.seats.length > 0 ? `vé ghế ${refund.seats.join(", ")}` : "đơn hàng";
    add(refund.createdAt, "refund", `Lệnh hoàn ${formatVnd(refund.amount)} cho ${what}`, `Lý do: ${refund.reason} · mã hoàn ${refund.refundRef}`);
    refundEvents.set(refund.id, timeline.at(-1)!);
    if (refund.status === "done")
      add(refund.completedAt, "refund_done", `Cổng thanh toán đã hoàn ${formatVnd(refund.amount)}`, answerText(refund.answers.at(-1)?.answer));
    if (refund.status === "failed")
      add(refund.answers.at(-1)?.at ?? refund.createdAt, "refund_failed", `Hoàn tiền lỗi sau ${refund.attempts} lần thử`, answerText(refund.lastError));
    else if (refund.status === "pending" && refund.lastError) {
      add(
        refund.answers.at(-1)?.at ?? refund.createdAt,
        "refund_failed",
        `Cổng chưa nhận lệnh hoàn (lần ${refund.attempts}/${REFUND_MAX_ATTEMPTS}), sẽ thử lại`,
        answerText(refund.lastError),
      );
    }
    if (refund.settledAt) add(refund.settledAt, "refund_settled", "Đã xử lý tay khoản hoàn lỗi", refund.settleNote, refund.settledBy);
  }
  // After the refunds: an e-mail written in the same transaction as a refund reads after it.
  for (const mail of emails) {
    const state = mail.sentAt ? "đã gửi" : mail.failedAt ? `gửi lỗi sau ${mail.attempts} lần` : "đang chờ gửi";
    add(mail.createdAt, "email", `E-mail «${mail.subject}»`, `${row.email} · ${state}${mail.sentAt ? ` lúc ${formatTime(mail.sentAt)}` : ""}`);
  }
  for (const action of actions) {
    if (action.action === "order.resend_tickets") add(action.at, "resend", "Gửi lại vé qua e-mail", String(action.after?.to ?? ""), action.actor);
    // The refund itself is on the timeline; the desk's entry says who asked for it.
    // The customer's own cancel (decision 049) is refunded the same way; its actor is the customer.
    const refundEvent =
      (action.action === "order.refund" || action.action === "order.cancel") && action.refundId ? refundEvents.get(action.refundId) : undefined;
    if (action.action === "order.exchanged") {
      add(
        action.at,
        "cancelled",
        `Khách đổi sang suất khác: đơn ${String(action.after?.newOrderCode ?? "")}`,
        "Vé của đơn này không còn giá trị.",
        action.actor,
      );
    }
    if (refundEvent) refundEvent.actor = action.actor;
  }
  if (invoice) {
    add(
      invoice.requestedAt,
      "invoice_requested",
      "Khách yêu cầu xuất hoá đơn VAT",
      `${invoice.companyName} · MST ${invoice.taxCode} · ${formatVnd(invoice.amountVnd)}`,
    );
    if (invoice.status === "issued")
      add(invoice.issuedAt, "invoice_issued", `Đã xuất hoá đơn VAT số ${invoice.invoiceNumber}`, `Mã tra cứu ${invoice.lookupCode} · gửi tới ${invoice.email}`);
    if (invoice.status === "failed") add(invoice.requestedAt, "invoice_failed", "Nhà cung cấp hoá đơn điện tử chưa xuất được hoá đơn", invoice.lastError);
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));

  return {
    ...summaryOf(row),
    subtotal: row.subtotal,
    discount: row.discount,
    voucherCode: row.voucherCode,
    products: products.map((p) => ({ name: p.name, quantity: Number(p.quantity), amount: Number(p.amount) })),
    showtimeId: row.showtimeId,
    payment: captured && {
      method: captured.method,
      methodName: methodName(ctx, captured.method),
      txnRef: captured.txnRef,
      providerTxnId: captured.providerTxnId,
      amount: captured.amount,
    },
    tickets: tickets.map((t) => ({
      id: t.id,
      code: t.code,
      seatLabel: t.seatLabel,
      seatType: t.seatType,
      price: t.price,
      refundAmount: ticketRefundShare(t.price, row),
      checkedInAt: isoOrNull(t.checkedInAt),
      checkinPlace: t.checkinPlace,
      refundedAt: isoOrNull(t.refundedAt ?? (row.status === "refunded" ? (refunds.at(-1)?.createdAt ?? null) : null)),
    })),
    refunds,
    refunded,
    refundable: row.status === "paid" && captured ? Math.max(0, captured.amount - refunded) : 0,
    invoice: invoice && invoiceRequestView(invoice, row.code),
    timeline,
    counter: row.channel === "counter" ? { shiftId: row.shiftId, soldBy: row.soldBy } : null,
  };
}

/** `POST /admin/orders/:code/resend`: the ticket e-mail (valid tickets only) queued again to the buyer, audited. */
export async function resendTickets(ctx: CheckoutContext, actor: Actor, code: string): Promise<{ to: string; tickets: number }> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock();
  const row = await orderByCode(db, code);
  if (!row) throw notFound(msg("error.NOT_FOUND.orderCode"));
  assertInScope(await cinemaScopeOf(db, actor.user), row.cinemaId);
  if (row.status !== "paid") throw new DomainError("ORDER_NOT_PAID", { message: msg("error.ORDER_NOT_PAID.resend") });
  const payments = await paymentsOfOrder(db, row.id);
  const method = payments.find((p) => p.status === "paid")?.method ?? null;
  return db.transaction(async (tx) => {
    const details = await orderDetails(tx, ctx, row.id, now);
    const tickets = details.order.tickets ?? [];
    const message = await ticketConfirmationMessage(
      { ...details, tickets, methodName: method ? methodName(ctx, method) : "Miễn phí" },
      { site: ctx.deps.site, publicUrl: ctx.deps.config.publicUrl },
    );
    await enqueueEmail(tx, message, now);
    await writeAudit(tx, {
      at: now,
      action: "order.resend_tickets",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: row.code },
      change: { entity: "order", id: row.id, cinemaId: row.cinemaId, before: null, after: { to: details.to, tickets: tickets.length } },
    });
    return { to: details.to, tickets: tickets.length };
  });
}

/** `GET /admin/refunds?status=failed`: what the gateway kept refusing, with its answers. */
export async function listFailedRefunds(ctx: CheckoutContext, actor: Actor, status: "failed" | "settled"): Promise<FailedRefund[]> {
  const db = ctx.deps.database.db;
  const rows = await failedRefunds(db, status, await cinemaScopeOf(db, actor.user));
  return rows.map((row) => ({
    ...refundOf(row),
    orderCode: row.orderCode,
    method: row.method,
    methodName: methodName(ctx, row.method),
    txnRef: row.txnRef,
    cinema: { slug: row.cinemaSlug, name: row.cinemaName },
    customer: { name: row.customerName, email: row.email, phone: row.phone },
  }));
}

/** `POST /admin/refunds/:id/settle`: a person paid the customer back another way; the note says how. */
export async function settleRefund(ctx: CheckoutContext, actor: Actor, refundId: string, note: string): Promise<AdminRefund> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock();
  const orderId = await db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (!refund) throw notFound(msg("error.NOT_FOUND.refund"));
    assertInScope(await cinemaScopeOf(tx, actor.user), refund.cinemaId);
    if (refund.status !== "failed" || refund.settledAt) throw new DomainError("REFUND_NOT_SETTLEABLE");
    await markRefundSettled(tx, refund.id, actor.user.id, note, now);
    await writeAudit(tx, {
      at: now,
      action: "order.refund_settled",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: refund.orderCode, refundId: refund.id },
      change: { entity: "order", id: refund.orderId, cinemaId: refund.cinemaId, before: { settledAt: null }, after: { settledAt: now.toISOString(), note } },
    });
    return refund.orderId;
  });
  const refunds = await refundsOfOrder(db, orderId);
  return refundOf(refunds.find((r) => r.id === refundId)!);
}
