import type { GatewayAcknowledgement, NotificationOutcome, PaymentVerification } from "../payment-provider.ts";
import { stringFields } from "../vnpay/vnpay-signing.ts";
import type { MomoMerchant } from "./momo-merchant.ts";
import { hasValidMomoSignature, MOMO_RESULT_FIELDS } from "./momo-signatures.ts";

/** A payment result from MoMo (IPN body or redirect query): signature, partner code, amount. */
export function verifyMomoResult(merchant: MomoMerchant, input: unknown): PaymentVerification {
  const fields = stringFields(input);
  if (!fields) return { valid: false, reason: "malformed", claimedTxnRef: null, raw: {} };
  const claimedTxnRef = fields.orderId || null;
  if (!hasValidMomoSignature(MOMO_RESULT_FIELDS, merchant, fields)) return { valid: false, reason: "bad_signature", claimedTxnRef, raw: fields };
  if (fields.partnerCode !== merchant.partnerCode) return { valid: false, reason: "wrong_merchant", claimedTxnRef, raw: fields };
  if (!claimedTxnRef || !/^\d+$/.test(fields.amount ?? "") || !/^-?\d+$/.test(fields.resultCode ?? "")) {
    return { valid: false, reason: "malformed", claimedTxnRef, raw: fields };
  }
  return {
    valid: true,
    txnRef: claimedTxnRef,
    providerTxnId: fields.transId && fields.transId !== "0" ? fields.transId : null,
    amountVnd: Number(fields.amount),
    success: fields.resultCode === "0",
    responseCode: fields.resultCode!,
    raw: fields,
  };
}

/**
 * MoMo wants HTTP 204 once we have taken note of a result, whatever it was. A forged message gets
 * 400; our own failure 500, so the result is not taken as delivered.
 */
export function momoIpnAcknowledgement(outcome: NotificationOutcome): GatewayAcknowledgement {
  if (outcome === "bad_signature") return { status: 400 };
  if (outcome === "error") return { status: 500 };
  return { status: 204 };
}
