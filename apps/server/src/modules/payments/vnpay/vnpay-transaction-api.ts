import { createHash, randomUUID } from "node:crypto";
import { postGatewayJson } from "../gateway-call.ts";
import { foldToAscii } from "../ascii-fold.ts";
import {
  PaymentGatewayError,
  type PaymentQueryInput,
  type PaymentState,
  type PaymentStatus,
  type RefundInput,
  type RefundResult,
} from "../payment-provider.ts";
import { formatVnpayDate } from "./vnpay-dates.ts";
import { VNPAY_VERSION, type VnpayMerchant } from "./vnpay-merchant.ts";
import { plainIp } from "./vnpay-payment-url.ts";
import {
  hasValidPipeHash,
  QUERYDR_REQUEST_FIELDS,
  QUERYDR_RESPONSE_FIELDS,
  REFUND_REQUEST_FIELDS,
  REFUND_RESPONSE_FIELDS,
  withPipeHash,
} from "./vnpay-transaction-fields.ts";

import type { GatewayCallDeps } from "../gateway-call.ts";

export type { GatewayCallDeps };

const VNPAY_TIMEOUT_MS = 15_000;

/** vnp_RequestId: Alphanumeric[1,32], unique per day. */
const freshRequestId = () => randomUUID().replaceAll("-", "");

function stateOf(answer: Record<string, unknown>): PaymentState {
  const code = String(answer.vnp_ResponseCode ?? "");
  if (code === "91") return "not_found";
  if (code !== "00") return "unknown";
  const type = String(answer.vnp_TransactionType ?? "");
  if (type === "02") return "refunded";
  if (type === "03") return "partially_refunded";
  switch (String(answer.vnp_TransactionStatus ?? "")) {
    case "00":
      return "paid";
    case "01":
    case "05":
    case "07":
      return "pending";
    default:
      return "failed";
  }
}

/** querydr: what VNPay knows of one payment. */
export async function queryVnpayTransaction(merchant: VnpayMerchant, input: PaymentQueryInput, deps: GatewayCallDeps): Promise<PaymentStatus> {
  const request = withPipeHash(
    QUERYDR_REQUEST_FIELDS,
    {
      vnp_RequestId: freshRequestId(),
      vnp_Version: VNPAY_VERSION,
      vnp_Command: "querydr",
      vnp_TmnCode: merchant.tmnCode,
      vnp_TxnRef: input.txnRef,
      vnp_OrderInfo: foldToAscii(input.orderInfo ?? `Truy van giao dich ${input.txnRef}`),
      vnp_TransactionDate: formatVnpayDate(input.createdAt),
      vnp_CreateDate: formatVnpayDate(deps.clock()),
      vnp_IpAddr: plainIp(input.clientIp ?? "127.0.0.1"),
    },
    merchant.hashSecret,
  );
  const answer = await postGatewayJson(deps, merchant.apiUrl, request, VNPAY_TIMEOUT_MS);
  const valid = hasValidPipeHash(QUERYDR_RESPONSE_FIELDS, answer, merchant.hashSecret) && answer.vnp_TmnCode === merchant.tmnCode;
  const amount = String(answer.vnp_Amount ?? "");
  const transactionNo = String(answer.vnp_TransactionNo ?? "");
  return {
    valid,
    state: valid ? stateOf(answer) : "unknown",
    txnRef: input.txnRef,
    providerTxnId: valid && transactionNo && transactionNo !== "0" ? transactionNo : null,
    amountVnd: valid && /^\d+$/.test(amount) ? Number(amount) / 100 : null,
    responseCode: String(answer.vnp_ResponseCode ?? ""),
    message: String(answer.vnp_Message ?? ""),
    raw: answer,
  };
}

/**
 * refund: full (type 02) or partial (03). vnp_RequestId is derived from our refundRef, so a retry of
 * the same refund on the same day is refused by VNPay as a duplicate (94) instead of paid twice.
 */
export async function refundVnpayTransaction(merchant: VnpayMerchant, input: RefundInput, deps: GatewayCallDeps): Promise<RefundResult> {
  if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd <= 0)
    throw new PaymentGatewayError(`Số tiền hoàn không hợp lệ: ${input.amountVnd}`, "invalid_request");
  const request = withPipeHash(
    REFUND_REQUEST_FIELDS,
    {
      vnp_RequestId: createHash("sha256").update(`refund:${input.refundRef}`).digest("hex").slice(0, 32),
      vnp_Version: VNPAY_VERSION,
      vnp_Command: "refund",
      vnp_TmnCode: merchant.tmnCode,
      vnp_TransactionType: input.full ? "02" : "03",
      vnp_TxnRef: input.txnRef,
      vnp_Amount: String(input.amountVnd * 100),
      vnp_TransactionNo: input.providerTxnId,
      vnp_TransactionDate: formatVnpayDate(input.paymentCreatedAt),
      vnp_CreateBy: input.requestedBy,
      vnp_CreateDate: formatVnpayDate(deps.clock()),
      vnp_IpAddr: plainIp(input.clientIp ?? "127.0.0.1"),
      vnp_OrderInfo: foldToAscii(input.reason) || "Hoan tien",
    },
    merchant.hashSecret,
  );
  const answer = await postGatewayJson(deps, merchant.apiUrl, request, VNPAY_TIMEOUT_MS);
  const valid = hasValidPipeHash(REFUND_RESPONSE_FIELDS, answer, merchant.hashSecret) && answer.vnp_TmnCode === merchant.tmnCode;
  const transactionNo = String(answer.vnp_TransactionNo ?? "");
  return {
    valid,
    accepted: valid && answer.vnp_ResponseCode === "00",
    providerRefundId: valid && transactionNo ? transactionNo : null,
    responseCode: String(answer.vnp_ResponseCode ?? ""),
    message: String(answer.vnp_Message ?? ""),
    raw: answer,
  };
}
