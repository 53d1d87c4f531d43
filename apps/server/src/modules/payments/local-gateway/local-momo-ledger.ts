import { createGatewayLedger } from "./local-gateway-ledger.ts";

/** A captureWallet request as the local MoMo gateway accepted it on create. */
export type MomoLedgerPayment = {
  partnerCode: string;
  orderId: string;
  requestId: string;
  amountVnd: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  createdAt: string;
  expiresAt: string;
  /** The page's language the merchant asked for (`lang`: vi or en). */
  lang?: "vi" | "en";
};

/** The one result of a payment. `fields` are the signed result fields (IPN body and redirect query), without the signature. */
export type MomoLedgerResult = {
  choice: "pay" | "cancel" | "insufficient_funds";
  resultCode: number;
  transId: number;
  fields: Record<string, string | number>;
};

/** A refund, filed under its own orderId (MoMo refuses a repeated one: 41). */
export type MomoLedgerRefund = { orderId: string; requestId: string; amountVnd: number; transId: number; description: string; refundedAt: string };

export const createMomoLedger = (dataDir: string) => createGatewayLedger<MomoLedgerPayment, MomoLedgerResult, MomoLedgerRefund>(dataDir, "momo");

export type MomoLedger = ReturnType<typeof createMomoLedger>;
