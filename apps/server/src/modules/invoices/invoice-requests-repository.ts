import { eq } from "drizzle-orm";
import type { InvoiceRequestView } from "@hancine/contract/invoice-request";
import type { Database } from "#server/db/client.ts";
import { invoiceRequests } from "#server/db/schema/invoices.ts";
import { isUuid } from "../showtimes/showtimes-repository.ts";

export type InvoiceRequestRow = typeof invoiceRequests.$inferSelect;
export type NewInvoiceRequest = typeof invoiceRequests.$inferInsert;

export async function invoiceRequestOfOrder(db: Database, orderId: string): Promise<InvoiceRequestRow | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId));
  return row ?? null;
}

export async function invoiceRequestByLookupCode(db: Database, lookupCode: string): Promise<InvoiceRequestRow | null> {
  const [row] = await db.select().from(invoiceRequests).where(eq(invoiceRequests.lookupCode, lookupCode));
  return row ?? null;
}

export async function insertInvoiceRequest(tx: Database, row: NewInvoiceRequest): Promise<InvoiceRequestRow> {
  const [inserted] = await tx.insert(invoiceRequests).values(row).returning();
  return inserted!;
}

/** Records the provider's invoice once: only a request still waiting changes. */
export async function markInvoiceIssued(
  tx: Database,
  id: string,
  issued: { invoiceNumber: string; lookupCode: string; viewUrl: string; issuedAt: Date },
): Promise<InvoiceRequestRow | null> {
  const [row] = await tx
    .update(invoiceRequests)
    .set({ status: "issued", ...issued, lastError: null })
    .where(eq(invoiceRequests.id, id))
    .returning();
  return row ?? null;
}

export async function markInvoiceFailed(tx: Database, id: string, error: string): Promise<void> {
  await tx
    .update(invoiceRequests)
    .set({ status: "failed", lastError: error.slice(0, 500) })
    .where(eq(invoiceRequests.id, id));
}

export function invoiceRequestView(row: InvoiceRequestRow, orderCode: string): InvoiceRequestView {
  return {
    id: row.id,
    orderCode,
    companyName: row.companyName,
    taxCode: row.taxCode,
    address: row.address,
    email: row.email,
    amount: row.amountVnd,
    currency: "VND",
    status: row.status,
    invoiceNumber: row.invoiceNumber,
    lookupCode: row.lookupCode,
    viewUrl: row.viewUrl,
    requestedAt: row.requestedAt.toISOString(),
    issuedAt: row.issuedAt ? row.issuedAt.toISOString() : null,
  };
}
