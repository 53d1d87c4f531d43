import type { InvoiceRequestState, InvoiceRequestView } from "@hancine/contract/invoice-request";
import { DomainError } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import { orderNotFound } from "../booking/order-not-found.ts";
import { findOrderRow, lockOrderRow, orderView, type OrderRow } from "../booking/orders-repository.ts";
import { capturedPaymentOf } from "../checkout/payments-repository.ts";
import { refundedOfPayment } from "../checkout/refunds-repository.ts";
import { enqueueEmail } from "../mail/outbox-repository.ts";
import type { InvoiceLine } from "./e-invoice-provider.ts";
import type { InvoiceContext } from "./invoice-context.ts";
import { invoiceIssuedMessage } from "./invoice-email.ts";
import {
  insertInvoiceRequest,
  invoiceRequestOfOrder,
  invoiceRequestView,
  markInvoiceFailed,
  markInvoiceIssued,
  type InvoiceRequestRow,
} from "./invoice-requests-repository.ts";
import { invoiceWindowClosesAt } from "./invoice-window.ts";
import { msg } from "@hancine/contract/i18n/message";

type Parsed = { companyName: string; taxCode: string; address: string; email: string };

const unavailable = () =>
  new DomainError("SERVICE_UNAVAILABLE", {
    message: msg("error.SERVICE_UNAVAILABLE.invoicesOffline"),
    retryAfter: 3600,
  });

/** `GET /orders/:id/invoice-request`: the owner's request, if any, and whether one can still be made. */
export async function invoiceRequestState(ctx: InvoiceContext, userId: string, orderId: string): Promise<InvoiceRequestState> {
  const db = ctx.deps.database.db;
  const order = await findOrderRow(db, orderId);
  if (!order || order.userId !== userId) throw orderNotFound();
  const request = await invoiceRequestOfOrder(db, order.id);
  const closesAt = order.status === "paid" && order.paidAt ? invoiceWindowClosesAt(order.paidAt) : null;
  const open = !request && ctx.provider !== null && closesAt !== null && ctx.deps.clock().getTime() < closesAt.getTime();
  return { request: request && invoiceRequestView(request, order.code), open, closesAt: closesAt && closesAt.toISOString() };
}

/**
 * `POST /orders/:id/invoice-request`: under the order's row lock, only its owner, only a paid order,
 * once, within the month it was paid; then (after commit) the provider issues the invoice and the
 * buyer's e-mail goes to the outbox with it.
 */
export async function requestInvoice(ctx: InvoiceContext, userId: string, orderId: string, input: Parsed, ip: string | undefined): Promise<InvoiceRequestView> {
  const { deps } = ctx;
  if (!ctx.provider) throw unavailable();
  const now = deps.clock();
  const { row, order } = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrderRow(tx, orderId);
    if (!order || order.userId !== userId) throw orderNotFound();
    // A gift card is money kept for later: the VAT invoice is for what it pays for, not for the card (decision 079).
    if (order.kind === "gift_card")
      throw new DomainError("ORDER_NOT_EDITABLE", {
        message: msg("error.ORDER_NOT_EDITABLE.giftCardInvoice"),
      });
    if (order.status !== "paid" || !order.paidAt) throw new DomainError("ORDER_NOT_PAID", { message: msg("error.ORDER_NOT_PAID.invoice") });
    if (await invoiceRequestOfOrder(tx, order.id)) throw new DomainError("INVOICE_ALREADY_REQUESTED");
    const closesAt = invoiceWindowClosesAt(order.paidAt);
    if (now.getTime() >= closesAt.getTime()) {
      throw new DomainError("INVOICE_WINDOW_CLOSED", {
        message: msg("error.INVOICE_WINDOW_CLOSED.dates", { paidAt: { day: order.paidAt }, lastDay: { day: new Date(closesAt.getTime() - 1) } }),
      });
    }
    const payment = await capturedPaymentOf(tx, order.id);
    const refunded = payment ? (await refundedOfPayment(tx, payment.id)).amountVnd : 0;
    const amountVnd = order.totalVnd - refunded;
    if (amountVnd <= 0) throw new DomainError("ORDER_NOT_PAID", { message: msg("error.ORDER_NOT_PAID.noPayment") });
    const row = await insertInvoiceRequest(tx, {
      orderId: order.id,
      userId,
      companyName: input.companyName,
      taxCode: input.taxCode,
      address: input.address,
      email: input.email,
      amountVnd,
      provider: ctx.provider!.name,
      requestedAt: now,
    });
    await writeAudit(tx, {
      at: now,
      action: "order.invoice_requested",
      actorUserId: userId,
      ip,
      details: { orderId: order.id, invoiceRequestId: row.id, taxCode: row.taxCode, amountVnd },
    });
    return { row, order };
  });
  const issued = await issueInvoice(ctx, row, order);
  return invoiceRequestView(issued, order.code);
}

/** Asks the provider for the invoice; records it (and the buyer's e-mail) or the refusal. */
async function issueInvoice(ctx: InvoiceContext, row: InvoiceRequestRow, order: OrderRow): Promise<InvoiceRequestRow> {
  const { deps } = ctx;
  const db = deps.database.db;
  const now = deps.clock();
  const view = await orderView(db, order, now);
  const lines: InvoiceLine[] = [
    ...view.seats.map((s) => ({ name: `Vé xem phim ${view.showtime.film.name}, ghế ${s.label}`, quantity: 1, unitPriceVnd: s.price, amountVnd: s.price })),
    ...view.products.map((p) => ({ name: p.name, quantity: p.quantity, unitPriceVnd: p.unitPrice, amountVnd: p.amount })),
  ];
  try {
    const invoice = await ctx.provider!.issue({
      requestId: row.id,
      orderCode: order.code,
      buyer: { companyName: row.companyName, taxCode: row.taxCode, address: row.address, email: row.email },
      lines,
      totalVnd: row.amountVnd,
      soldAt: order.paidAt!,
      issuedAt: now,
    });
    return await db.transaction(async (tx) => {
      const updated = (await markInvoiceIssued(tx, row.id, { ...invoice, issuedAt: now }))!;
      await enqueueEmail(tx, invoiceIssuedMessage(updated, order.code, { site: deps.site, publicUrl: deps.config.publicUrl }), now);
      await writeAudit(tx, {
        at: now,
        action: "order.invoice_issued",
        details: { orderId: order.id, invoiceRequestId: row.id, invoiceNumber: invoice.invoiceNumber },
      });
      return updated;
    });
  } catch (err) {
    await markInvoiceFailed(db, row.id, (err as Error).message);
    return { ...row, status: "failed", lastError: (err as Error).message };
  }
}
