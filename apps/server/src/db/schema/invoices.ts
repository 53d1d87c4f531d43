import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./booking.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const invoiceStatus = pgEnum("invoice_status", ["requested", "issued", "failed"]);

/**
 * A customer's request for a VAT e-invoice on a paid order (decision 052), and what the e-invoice
 * provider made of it. One per order, owned by the database (`invoice_requests_order_unique`).
 */
export const invoiceRequests = pgTable(
  "invoice_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    companyName: text("company_name").notNull(),
    /** The MST as read by readTaxCode: `0100112437` or `0100112437-001`. */
    taxCode: text("tax_code").notNull(),
    address: text("address").notNull(),
    email: text("email").notNull(),
    /** What the invoice is for: the order's paid total, VAT included. */
    amountVnd: integer("amount_vnd").notNull(),
    status: invoiceStatus("status").notNull().default("requested"),
    /** Which adapter issued it ("local" for the stand-in). */
    provider: text("provider").notNull(),
    invoiceNumber: text("invoice_number"),
    lookupCode: text("lookup_code"),
    viewUrl: text("view_url"),
    /** The provider's last refusal, for the order desk. */
    lastError: text("last_error"),
    requestedAt: at("requested_at").notNull(),
    issuedAt: at("issued_at"),
  },
  (t) => [
    uniqueIndex("invoice_requests_order_unique").on(t.orderId),
    uniqueIndex("invoice_requests_lookup_unique").on(t.lookupCode),
    index("invoice_requests_user_idx").on(t.userId),
    check("invoice_requests_tax_code_shape", sql`${t.taxCode} ~ '^[0-9]{10}(-[0-9]{3})?$'`),
    check("invoice_requests_amount_positive", sql`${t.amountVnd} > 0`),
    check(
      "invoice_requests_issued_has_number",
      sql`${t.status} <> 'issued' or (${t.invoiceNumber} is not null and ${t.lookupCode} is not null and ${t.issuedAt} is not null)`,
    ),
  ],
);
