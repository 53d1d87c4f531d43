/**
 * What a VAT e-invoice provider (nhà cung cấp hoá đơn điện tử: VNPT, Viettel, MISA, …) offers the
 * shop: issue one invoice for a paid order and say where the buyer can open it. Plain objects, like
 * the payment gateways (decision 008); `createEInvoiceProvider` picks one by EINVOICE_PROVIDER.
 */
export const E_INVOICE_PROVIDERS = ["local"] as const;
export type EInvoiceProviderName = (typeof E_INVOICE_PROVIDERS)[number];

export type InvoiceLine = { name: string; quantity: number; unitPriceVnd: number; amountVnd: number };

export type IssueInvoiceInput = {
  /** Our request id: the provider's idempotency key, so a retried issue returns the same invoice. */
  requestId: string;
  orderCode: string;
  buyer: { companyName: string; taxCode: string; address: string; email: string };
  lines: InvoiceLine[];
  /** What was paid, VAT included, VND. */
  totalVnd: number;
  /** The sale's date (when the order was paid). */
  soldAt: Date;
  issuedAt: Date;
};

export type IssuedInvoice = {
  /** Template and series, then the number, as printed ("1C26THC 00001234"). */
  invoiceNumber: string;
  /** What the buyer types on the provider's look-up page. */
  lookupCode: string;
  /** Where the buyer opens the invoice (HTML or PDF). */
  viewUrl: string;
};

export interface EInvoiceProvider {
  readonly name: EInvoiceProviderName;
  /** Throws EInvoiceError when the provider refuses or cannot be reached. */
  issue(input: IssueInvoiceInput): Promise<IssuedInvoice>;
}

export class EInvoiceError extends Error {}
