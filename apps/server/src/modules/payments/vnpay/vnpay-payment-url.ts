import { foldToAscii } from "../ascii-fold.ts";
import { PaymentGatewayError, type CreatePaymentInput } from "../payment-provider.ts";
import { formatVnpayDate } from "./vnpay-dates.ts";
import { VNPAY_VERSION, type VnpayMerchant } from "./vnpay-merchant.ts";
import { signedVnpayQuery } from "./vnpay-signing.ts";

const TXN_REF = /^[0-9A-Za-z_.-]{1,100}$/;
/** vnp_Amount is Numeric[1,12] after multiplying by 100. */
const MAX_AMOUNT_VND = 9_999_999_999;

/** VNPay wants the buyer's IPv4 as written; Node reports IPv4 clients on a dual stack as ::ffff:a.b.c.d. */
export function plainIp(ip: string): string {
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}

/** The `vnp_*` fields of a payment request (before signing). */
export function vnpayPaymentFields(merchant: VnpayMerchant, input: CreatePaymentInput): Record<string, string> {
  if (!TXN_REF.test(input.txnRef)) throw new PaymentGatewayError(`vnp_TxnRef không hợp lệ: ${input.txnRef}`, "invalid_request");
  if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd <= 0 || input.amountVnd > MAX_AMOUNT_VND) {
    throw new PaymentGatewayError(`Số tiền không hợp lệ: ${input.amountVnd}`, "invalid_request");
  }
  if (input.expiresAt.getTime() <= input.createdAt.getTime()) throw new PaymentGatewayError("Hạn thanh toán phải sau lúc tạo", "invalid_request");
  const orderInfo = foldToAscii(input.orderInfo);
  if (!orderInfo) throw new PaymentGatewayError("Thiếu nội dung thanh toán", "invalid_request");
  return {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: "pay",
    vnp_TmnCode: merchant.tmnCode,
    vnp_Amount: String(input.amountVnd * 100),
    vnp_CurrCode: "VND",
    vnp_TxnRef: input.txnRef,
    vnp_OrderInfo: orderInfo,
    vnp_OrderType: "other",
    vnp_Locale: input.locale ?? "vn",
    vnp_ReturnUrl: input.returnUrl,
    vnp_IpAddr: plainIp(input.clientIp) || "127.0.0.1",
    vnp_CreateDate: formatVnpayDate(input.createdAt),
    vnp_ExpireDate: formatVnpayDate(input.expiresAt),
  };
}

/** The signed redirect to the gateway's payment page. */
export function buildVnpayPaymentUrl(merchant: VnpayMerchant, input: CreatePaymentInput): string {
  const separator = merchant.paymentUrl.includes("?") ? "&" : "?";
  return `${merchant.paymentUrl}${separator}${signedVnpayQuery(vnpayPaymentFields(merchant, input), merchant.hashSecret)}`;
}
