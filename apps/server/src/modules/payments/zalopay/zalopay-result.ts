import type { GatewayAcknowledgement, NotificationOutcome, PaymentVerification } from "../payment-provider.ts";
import { signaturesMatch } from "../signatures.ts";
import { stringFields } from "../vnpay/vnpay-signing.ts";
import type { ZalopayMerchant } from "./zalopay-merchant.ts";
import { hasValidCallbackMac, redirectChecksum, txnRefOf, type ZalopayRedirectFields } from "./zalopay-signatures.ts";

const WHOLE = /^\d+$/;

/**
 * ZaloPay's callback: `{ data, mac, type }`, where `data` is a JSON string signed as it is with key2.
 * ZaloPay calls back only when it has taken the money, so a verified callback is a success.
 */
export function verifyZalopayCallback(merchant: ZalopayMerchant, body: unknown): PaymentVerification {
  const envelope = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!envelope || typeof envelope.data !== "string") return { valid: false, reason: "malformed", claimedTxnRef: null, raw: {} };
  let data: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(envelope.data);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    // reported as malformed below
  }
  const claimedTxnRef = txnRefOf(data?.app_trans_id);
  const raw = { data: envelope.data, mac: String(envelope.mac ?? ""), type: String(envelope.type ?? "") };
  if (!hasValidCallbackMac(merchant.key2, envelope.data, envelope.mac)) return { valid: false, reason: "bad_signature", claimedTxnRef, raw };
  if (!data) return { valid: false, reason: "malformed", claimedTxnRef, raw };
  if (String(data.app_id) !== String(merchant.appId)) return { valid: false, reason: "wrong_merchant", claimedTxnRef, raw };
  const amount = String(data.amount ?? "");
  const zpTransId = String(data.zp_trans_id ?? "");
  if (!claimedTxnRef || !WHOLE.test(amount) || !WHOLE.test(zpTransId) || zpTransId === "0") return { valid: false, reason: "malformed", claimedTxnRef, raw };
  return { valid: true, txnRef: claimedTxnRef, providerTxnId: zpTransId, amountVnd: Number(amount), success: true, responseCode: "1", raw };
}

/** The buyer's browser back from ZaloPay: a query checked with key2 (`checksum`). status 1 = paid. */
export function verifyZalopayRedirect(merchant: ZalopayMerchant, query: unknown): PaymentVerification {
  const fields = stringFields(query);
  if (!fields) return { valid: false, reason: "malformed", claimedTxnRef: null, raw: {} };
  const claimedTxnRef = txnRefOf(fields.apptransid);
  const names: (keyof ZalopayRedirectFields)[] = ["appid", "apptransid", "pmcid", "bankcode", "amount", "discountamount", "status"];
  const signed = Object.fromEntries(names.map((n) => [n, fields[n] ?? ""])) as ZalopayRedirectFields;
  if (!signaturesMatch(redirectChecksum(merchant.key2, signed), fields.checksum)) return { valid: false, reason: "bad_signature", claimedTxnRef, raw: fields };
  if (signed.appid !== String(merchant.appId)) return { valid: false, reason: "wrong_merchant", claimedTxnRef, raw: fields };
  if (!claimedTxnRef || !WHOLE.test(signed.amount) || !/^-?\d+$/.test(signed.status)) return { valid: false, reason: "malformed", claimedTxnRef, raw: fields };
  return {
    valid: true,
    txnRef: claimedTxnRef,
    providerTxnId: null,
    amountVnd: Number(signed.amount),
    success: signed.status === "1",
    responseCode: signed.status,
    raw: fields,
  };
}

/**
 * ZaloPay reads a JSON answer: return_code 1 taken, 2 already taken (a repeated zp_trans_id), anything
 * else makes it call again (up to 3 times). A forged callback gets -1; our own failure 0, so it retries.
 */
export function zalopayCallbackAcknowledgement(outcome: NotificationOutcome): GatewayAcknowledgement {
  const answer = (return_code: number, return_message: string): GatewayAcknowledgement => ({
    status: 200,
    contentType: "application/json; charset=utf-8",
    body: JSON.stringify({ return_code, return_message }),
  });
  if (outcome === "bad_signature") return answer(-1, "mac not equal");
  if (outcome === "error") return answer(0, "internal error, please retry");
  if (outcome === "already_confirmed") return answer(2, "duplicate");
  return answer(1, "success");
}
