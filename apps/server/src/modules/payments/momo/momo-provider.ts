import { randomUUID } from "node:crypto";
import { postGatewayJson, type GatewayCallDeps } from "../gateway-call.ts";
import {
  PaymentGatewayError,
  type PaymentProvider,
  type PaymentQueryInput,
  type PaymentState,
  type PaymentStatus,
  type RefundInput,
  type RefundResult,
} from "../payment-provider.ts";
import type { MomoMerchant } from "./momo-merchant.ts";
import { momoIpnAcknowledgement, verifyMomoResult } from "./momo-result.ts";
import { MOMO_CREATE_FIELDS, MOMO_QUERY_FIELDS, MOMO_REFUND_FIELDS, momoSignature } from "./momo-signatures.ts";

/** MoMo's orderId rule. */
const ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;

// MoMo asks for at least 30 s before giving up on create.
const MOMO_TIMEOUT_MS = 30_000;

const PENDING_CODES = new Set([1000, 7000, 7002, 9000]);

function stateOf(answer: Record<string, unknown>): PaymentState {
  const code = Number(answer.resultCode);
  if (code === 0) {
    const refunded = Array.isArray(answer.refundTrans)
      ? answer.refundTrans
          .filter((r) => Number((r as { resultCode?: unknown }).resultCode) === 0)
          .reduce((sum, r) => sum + Number((r as { amount?: unknown }).amount ?? 0), 0)
      : 0;
    if (refunded > 0) return refunded >= Number(answer.amount) ? "refunded" : "partially_refunded";
    return "paid";
  }
  if (PENDING_CODES.has(code)) return "pending";
  if (code === 42) return "not_found";
  // Codes under 1000 are about the request or MoMo's system, not the payment.
  return code >= 1000 ? "failed" : "unknown";
}

/** MoMo wallet, one-time payment (requestType captureWallet), API v2. */
export function createMomoProvider(merchant: MomoMerchant, deps: GatewayCallDeps): PaymentProvider {
  const api = (path: string) => `${merchant.endpoint.replace(/\/+$/, "")}${path}`;

  return {
    method: "momo",
    displayName: "Ví MoMo",

    async createPaymentUrl(input) {
      if (!ORDER_ID.test(input.txnRef)) throw new PaymentGatewayError(`orderId không hợp lệ: ${input.txnRef}`, "invalid_request");
      if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd < 1_000 || input.amountVnd > 50_000_000) {
        throw new PaymentGatewayError(`MoMo nhận từ 1.000 đến 50.000.000 ₫, không nhận ${input.amountVnd}`, "invalid_request");
      }
      const message = {
        partnerCode: merchant.partnerCode,
        requestId: randomUUID(),
        amount: input.amountVnd,
        orderId: input.txnRef,
        orderInfo: input.orderInfo.slice(0, 255),
        redirectUrl: input.returnUrl,
        ipnUrl: input.notifyUrl,
        requestType: "captureWallet",
        extraData: "",
      };
      const minutes = Math.max(1, Math.floor((input.expiresAt.getTime() - input.createdAt.getTime()) / 60_000));
      const answer = await postGatewayJson(
        deps,
        api("/v2/gateway/api/create"),
        {
          ...message,
          lang: input.locale === "en" ? "en" : "vi",
          orderExpireTime: minutes,
          signature: momoSignature(MOMO_CREATE_FIELDS, merchant, message),
        },
        MOMO_TIMEOUT_MS,
      );
      if (Number(answer.resultCode) !== 0 || typeof answer.payUrl !== "string" || !/^https?:\/\//.test(answer.payUrl)) {
        throw new PaymentGatewayError(`MoMo từ chối tạo thanh toán: ${String(answer.resultCode)} ${String(answer.message ?? "")}`, "rejected");
      }
      return { url: answer.payUrl };
    },

    verifyReturn: (query) => verifyMomoResult(merchant, query),

    parseNotification(request) {
      return { ...verifyMomoResult(merchant, request.body), acknowledge: momoIpnAcknowledgement };
    },

    async query(input: PaymentQueryInput): Promise<PaymentStatus> {
      const message = { partnerCode: merchant.partnerCode, requestId: randomUUID(), orderId: input.txnRef };
      const answer = await postGatewayJson(
        deps,
        api("/v2/gateway/api/query"),
        {
          ...message,
          lang: "vi",
          signature: momoSignature(MOMO_QUERY_FIELDS, merchant, message),
        },
        MOMO_TIMEOUT_MS,
      );
      // The answer comes over TLS from MoMo's endpoint; it must at least be about our order.
      const valid = answer.partnerCode === merchant.partnerCode && answer.orderId === input.txnRef;
      const transId = answer.transId === undefined || answer.transId === null ? "" : String(answer.transId);
      return {
        valid,
        state: valid ? stateOf(answer) : "unknown",
        txnRef: input.txnRef,
        providerTxnId: valid && transId && transId !== "0" ? transId : null,
        amountVnd: valid && Number.isSafeInteger(Number(answer.amount)) ? Number(answer.amount) : null,
        responseCode: String(answer.resultCode ?? ""),
        message: String(answer.message ?? ""),
        raw: answer,
      };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      if (!ORDER_ID.test(input.refundRef)) throw new PaymentGatewayError(`Mã hoàn tiền không hợp lệ: ${input.refundRef}`, "invalid_request");
      if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd <= 0)
        throw new PaymentGatewayError(`Số tiền hoàn không hợp lệ: ${input.amountVnd}`, "invalid_request");
      const message = {
        partnerCode: merchant.partnerCode,
        orderId: input.refundRef,
        requestId: randomUUID(),
        amount: input.amountVnd,
        transId: Number(input.providerTxnId),
        description: input.reason.slice(0, 255),
      };
      const answer = await postGatewayJson(
        deps,
        api("/v2/gateway/api/refund"),
        {
          ...message,
          lang: "vi",
          signature: momoSignature(MOMO_REFUND_FIELDS, merchant, message),
        },
        MOMO_TIMEOUT_MS,
      );
      const valid = answer.partnerCode === merchant.partnerCode && answer.orderId === input.refundRef;
      return {
        valid,
        accepted: valid && Number(answer.resultCode) === 0,
        providerRefundId: valid && answer.transId !== undefined && answer.transId !== null ? String(answer.transId) : null,
        responseCode: String(answer.resultCode ?? ""),
        message: String(answer.message ?? ""),
        raw: answer,
      };
    },
  };
}
