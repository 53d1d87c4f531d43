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
import type { ZalopayMerchant } from "./zalopay-merchant.ts";
import { verifyZalopayCallback, verifyZalopayRedirect, zalopayCallbackAcknowledgement } from "./zalopay-result.ts";
import { appTransIdOf, createOrderMac, queryOrderMac, refundMac, zalopayDay } from "./zalopay-signatures.ts";

const ZALOPAY_TIMEOUT_MS = 30_000;
/** ZaloPay keeps an order open 300 s at least, 30 days at most. */
const MIN_EXPIRE_SECONDS = 300;
/** Who pays, as ZaloPay's app_user: the shop itself (we send no personal data). */
export const ZALOPAY_APP_USER = "HanCine";
/** ZaloPay's answer for an app_trans_id it never saw (sub_return_code). */
export const ZALOPAY_ORDER_NOT_FOUND = -101;

/** return_code: 1 paid, 2 failed (or unknown order), 3 not paid yet or still processing. */
function stateOf(answer: Record<string, unknown>): PaymentState {
  const code = Number(answer.return_code);
  if (code === 1) return "paid";
  if (code === 3) return "pending";
  if (code === 2) return Number(answer.sub_return_code) === ZALOPAY_ORDER_NOT_FOUND ? "not_found" : "failed";
  return "unknown";
}

/** ZaloPay (API v2): the gateway page (bank_code ""), a signed callback on success, query and refund. */
export function createZalopayProvider(merchant: ZalopayMerchant, deps: GatewayCallDeps): PaymentProvider {
  const api = (path: string) => `${merchant.endpoint.replace(/\/+$/, "")}${path}`;
  return {
    method: "zalopay",
    displayName: "ZaloPay",
    async createPaymentUrl(input) {
      const appTransId = appTransIdOf(input.txnRef, input.createdAt);
      if (!/^[0-9A-Za-z_.-]+$/.test(input.txnRef) || appTransId.length > 40)
        throw new PaymentGatewayError(`app_trans_id không hợp lệ: ${appTransId}`, "invalid_request");
      if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd < 1_000)
        throw new PaymentGatewayError(`Số tiền không hợp lệ: ${input.amountVnd}`, "invalid_request");
      const order = {
        app_id: merchant.appId,
        app_trans_id: appTransId,
        app_user: ZALOPAY_APP_USER,
        amount: input.amountVnd,
        app_time: input.createdAt.getTime(),
        embed_data: JSON.stringify({ redirecturl: input.returnUrl }),
        item: "[]",
      };
      const seconds = Math.max(MIN_EXPIRE_SECONDS, Math.floor((input.expiresAt.getTime() - input.createdAt.getTime()) / 1000));
      const answer = await postGatewayJson(
        deps,
        api("/v2/create"),
        {
          ...order,
          description: input.orderInfo.slice(0, 256),
          bank_code: "",
          callback_url: input.notifyUrl,
          expire_duration_seconds: seconds,
          mac: createOrderMac(merchant.key1, order),
        },
        ZALOPAY_TIMEOUT_MS,
      );
      if (Number(answer.return_code) !== 1 || typeof answer.order_url !== "string" || !/^https?:\/\//.test(answer.order_url)) {
        throw new PaymentGatewayError(
          `ZaloPay từ chối tạo đơn: ${String(answer.return_code)}/${String(answer.sub_return_code)} ${String(answer.return_message ?? "")}`,
          "rejected",
        );
      }
      return { url: answer.order_url };
    },
    verifyReturn: (query) => verifyZalopayRedirect(merchant, query),
    parseNotification(request) {
      return { ...verifyZalopayCallback(merchant, request.body), acknowledge: zalopayCallbackAcknowledgement };
    },
    async query(input: PaymentQueryInput): Promise<PaymentStatus> {
      const appTransId = appTransIdOf(input.txnRef, input.createdAt);
      const answer = await postGatewayJson(
        deps,
        api("/v2/query"),
        { app_id: merchant.appId, app_trans_id: appTransId, mac: queryOrderMac(merchant.key1, merchant.appId, appTransId) },
        ZALOPAY_TIMEOUT_MS,
      );
      // ZaloPay's query answer is not signed; it comes over TLS from ZaloPay's endpoint.
      const valid = typeof answer.return_code === "number";
      const zpTransId = answer.zp_trans_id === undefined || answer.zp_trans_id === null ? "" : String(answer.zp_trans_id);
      return {
        valid,
        state: valid ? stateOf(answer) : "unknown",
        txnRef: input.txnRef,
        providerTxnId: valid && /^\d+$/.test(zpTransId) && zpTransId !== "0" ? zpTransId : null,
        amountVnd: valid && Number.isSafeInteger(Number(answer.amount)) && Number(answer.amount) > 0 ? Number(answer.amount) : null,
        responseCode: `${String(answer.return_code ?? "")}/${String(answer.sub_return_code ?? "")}`,
        message: String(answer.return_message ?? ""),
        raw: answer,
      };
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      if (!/^[0-9A-Za-z_.-]+$/.test(input.refundRef)) throw new PaymentGatewayError(`Mã hoàn tiền không hợp lệ: ${input.refundRef}`, "invalid_request");
      if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd <= 0)
        throw new PaymentGatewayError(`Số tiền hoàn không hợp lệ: ${input.amountVnd}`, "invalid_request");
      const timestamp = deps.clock().getTime();
      // ZaloPay wants m_refund_id as yymmdd_appid_<ours>, the day being today's (decision 052).
      const message = { app_id: merchant.appId, zp_trans_id: input.providerTxnId, amount: input.amountVnd, description: input.reason.slice(0, 100), timestamp };
      const mRefundId = `${zalopayDay(deps.clock())}_${merchant.appId}_${input.refundRef}`;
      const answer = await postGatewayJson(
        deps,
        api("/v2/refund"),
        { ...message, m_refund_id: mRefundId, mac: refundMac(merchant.key1, message) },
        ZALOPAY_TIMEOUT_MS,
      );
      const code = Number(answer.return_code);
      const valid = typeof answer.return_code === "number";
      return {
        valid,
        // 1 refunded, 3 being refunded: either way ZaloPay took it.
        accepted: valid && (code === 1 || code === 3),
        providerRefundId:
          valid && answer.refund_id !== undefined && answer.refund_id !== null && String(answer.refund_id) !== "0" ? String(answer.refund_id) : null,
        responseCode: `${String(answer.return_code ?? "")}/${String(answer.sub_return_code ?? "")}`,
        message: String(answer.return_message ?? ""),
        raw: answer,
      };
    },
  };
}
