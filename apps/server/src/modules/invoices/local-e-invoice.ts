import { createHash } from "node:crypto";
import type { EInvoiceProvider, IssueInvoiceInput, IssuedInvoice } from "./e-invoice-provider.ts";

/** The local stand-in's invoices open here (never served in production, like the mailbox). */
export const LOCAL_E_INVOICE_PATH = "/dev/e-invoice";

/** Template 1 (VAT invoice), series C<yy>THC: C = with the tax office's code, T = registered with it, HC = ours. */
export const localInvoiceSeries = (issuedAt: Date) => `1C${String(issuedAt.getUTCFullYear()).slice(2)}THC`;

/**
 * "Hoá đơn điện tử thử nghiệm": issues at once, deterministically from the request id (so issuing the
 * same request twice gives the same invoice, as a provider's idempotency key would), and serves the
 * invoice as an HTML page under /dev/e-invoice/<lookup code> read from our own tables.
 */
export function createLocalEInvoiceProvider(publicUrl: string): EInvoiceProvider {
  return {
    name: "local",
    async issue(input: IssueInvoiceInput): Promise<IssuedInvoice> {
      const digest = createHash("sha256").update(`hancine-local-e-invoice\n${input.requestId}`).digest();
      const number = String(digest.readUInt32BE(0) % 100_000_000).padStart(8, "0");
      const lookupCode = digest
        .subarray(4, 12)
        .toString("base64url")
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "X")
        .slice(0, 10);
      return { invoiceNumber: `${localInvoiceSeries(input.issuedAt)} ${number}`, lookupCode, viewUrl: `${publicUrl}${LOCAL_E_INVOICE_PATH}/${lookupCode}` };
    },
  };
}
