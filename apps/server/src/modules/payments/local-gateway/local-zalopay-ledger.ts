import { createGatewayLedger } from "./local-gateway-ledger.ts";

/** A create-order request as the local ZaloPay gateway accepted it. */
export type ZalopayLedgerPayment = {
  appId: number;
  appTransId: string;
  appUser: string;
  amountVnd: number;
  appTime: number;
  embedData: string;
  item: string;
  description: string;
  callbackUrl: string;
  /** embed_data.redirecturl: where the buyer goes back. */
  redirectUrl: string;
  createdAt: string;
  expiresAt: string;
};

/** The one result of an order: status 1 paid (with ZaloPay's zp_trans_id), 2 not paid. */
export type ZalopayLedgerResult = { choice: "pay" | "cancel" | "insufficient_funds"; status: 1 | 2; zpTransId: string; serverTime: number };

/** A refund, filed under its m_refund_id (a repeated one is refused). */
export type ZalopayLedgerRefund = { mRefundId: string; refundId: string; amountVnd: number; description: string; refundedAt: string };

export const createZalopayLedger = (dataDir: string) => createGatewayLedger<ZalopayLedgerPayment, ZalopayLedgerResult, ZalopayLedgerRefund>(dataDir, "zalopay");

export type ZalopayLedger = ReturnType<typeof createZalopayLedger>;
