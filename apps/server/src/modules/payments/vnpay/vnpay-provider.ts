import type { PaymentProvider } from "../payment-provider.ts";
import { vnpayIpnAcknowledgement } from "./vnpay-ipn-answer.ts";
import type { VnpayMerchant } from "./vnpay-merchant.ts";
import { buildVnpayPaymentUrl } from "./vnpay-payment-url.ts";
import { verifyVnpayResult } from "./vnpay-result.ts";
import { queryVnpayTransaction, refundVnpayTransaction, type GatewayCallDeps } from "./vnpay-transaction-api.ts";

/** VNPay, protocol 2.1.0. Its IPN is a GET carrying the same signed fields as the return URL. */
export function createVnpayProvider(merchant: VnpayMerchant, deps: GatewayCallDeps): PaymentProvider {
  return {
    method: "vnpay",
    displayName: "VNPay",
    async createPaymentUrl(input) {
      return { url: buildVnpayPaymentUrl(merchant, input) };
    },
    verifyReturn: (query) => verifyVnpayResult(merchant, query),
    parseNotification(request) {
      // VNPay calls the IPN URL with GET; accept the fields from a form POST body too.
      const fields = request.method === "GET" ? request.query : request.body;
      return { ...verifyVnpayResult(merchant, fields), acknowledge: vnpayIpnAcknowledgement };
    },
    query: (input) => queryVnpayTransaction(merchant, input, deps),
    refund: (input) => refundVnpayTransaction(merchant, input, deps),
  };
}
