import type { PaymentVerification } from "../payment-provider.ts";
import type { VnpayMerchant } from "./vnpay-merchant.ts";
import { hasValidVnpayHash, stringFields } from "./vnpay-signing.ts";

/**
 * Reads a payment result from VNPay — the same signed fields arrive on the return URL (browser) and
 * on the IPN (server to server). Checks the hash, our terminal code and the amount's shape.
 */
export function verifyVnpayResult(merchant: VnpayMerchant, query: unknown): PaymentVerification {
  const fields = stringFields(query);
  if (!fields) return { valid: false, reason: "malformed", claimedTxnRef: null, raw: {} };
  const claimedTxnRef = fields.vnp_TxnRef || null;
  if (!hasValidVnpayHash(fields, merchant.hashSecret)) return { valid: false, reason: "bad_signature", claimedTxnRef, raw: fields };
  if (fields.vnp_TmnCode !== merchant.tmnCode) return { valid: false, reason: "wrong_merchant", claimedTxnRef, raw: fields };
  const amount = fields.vnp_Amount ?? "";
  if (!claimedTxnRef || !/^\d+00$/.test(amount) || !fields.vnp_ResponseCode) {
    return { valid: false, reason: "malformed", claimedTxnRef, raw: fields };
  }
  const transactionNo = fields.vnp_TransactionNo;
  const status = fields.vnp_TransactionStatus;
  return {
    valid: true,
    txnRef: claimedTxnRef,
    providerTxnId: transactionNo && transactionNo !== "0" ? transactionNo : null,
    amountVnd: Number(amount.slice(0, -2)),
    // Both codes must say success when VNPay sends both (2.1.0 does).
    success: fields.vnp_ResponseCode === "00" && (status === undefined || status === "00"),
    responseCode: fields.vnp_ResponseCode,
    raw: fields,
  };
}
