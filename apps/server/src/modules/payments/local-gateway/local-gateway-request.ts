import { parseVnpayDate } from "../vnpay/vnpay-dates.ts";
import { VNPAY_VERSION, type VnpayMerchant } from "../vnpay/vnpay-merchant.ts";
import { hasValidVnpayHash } from "../vnpay/vnpay-signing.ts";
import type { LedgerPayment } from "./local-gateway-ledger.ts";
import type { GatewayErrorView } from "./local-gateway-page.ts";

/** A query string as fields; null when a field appears twice (a signed request never repeats one). */
export function parseQueryString(query: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (key in fields) return null;
    fields[key] = value;
  }
  return fields;
}

const malformed = (field: string): GatewayErrorView => ({
  title: "Yêu cầu thanh toán không hợp lệ",
  message: `Dữ liệu người bán gửi sang không đúng định dạng (trường ${field}). Bạn hãy quay lại trang của người bán và thử lại.`,
  code: "03",
});

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Checks a `vnp_Command=pay` request as VNPay's payment page does: the signature first, then the
 * merchant, then each field. Expiry is left to the caller (the page refuses, a late choice answers 11).
 */
export function readPayRequest(
  fields: Record<string, string> | null,
  merchant: VnpayMerchant,
  openedAt: Date,
): { payment: LedgerPayment } | { error: GatewayErrorView } {
  if (!fields) return { error: malformed("lặp lại") };
  if (!fields.vnp_SecureHash || !hasValidVnpayHash(fields, merchant.hashSecret)) return { error: badSignatureError("70") };
  if (fields.vnp_TmnCode !== merchant.tmnCode) {
    return { error: { title: "Người bán chưa được đăng ký", message: "Mã website của người bán không có trong cổng thanh toán này.", code: "72" } };
  }
  if (fields.vnp_Version !== VNPAY_VERSION) return { error: malformed("vnp_Version") };
  if (fields.vnp_Command !== "pay") return { error: malformed("vnp_Command") };
  if (fields.vnp_CurrCode !== "VND") return { error: malformed("vnp_CurrCode") };
  const amount = fields.vnp_Amount ?? "";
  if (!/^[1-9]\d*00$/.test(amount) || amount.length > 12) return { error: malformed("vnp_Amount") };
  if (!/^[0-9A-Za-z_.-]{1,100}$/.test(fields.vnp_TxnRef ?? "")) return { error: malformed("vnp_TxnRef") };
  if (!fields.vnp_OrderInfo) return { error: malformed("vnp_OrderInfo") };
  if (!isHttpUrl(fields.vnp_ReturnUrl ?? "")) return { error: malformed("vnp_ReturnUrl") };
  if (!fields.vnp_IpAddr) return { error: malformed("vnp_IpAddr") };
  const created = parseVnpayDate(fields.vnp_CreateDate);
  if (!created) return { error: malformed("vnp_CreateDate") };
  const expires = parseVnpayDate(fields.vnp_ExpireDate);
  if (!expires || expires.getTime() <= created.getTime()) return { error: malformed("vnp_ExpireDate") };
  return {
    payment: {
      tmnCode: merchant.tmnCode,
      txnRef: fields.vnp_TxnRef!,
      amountVnd: Number(amount) / 100,
      orderInfo: fields.vnp_OrderInfo,
      createDate: fields.vnp_CreateDate!,
      expireDate: fields.vnp_ExpireDate!,
      returnUrl: fields.vnp_ReturnUrl!,
      ipAddr: fields.vnp_IpAddr,
      openedAt: openedAt.toISOString(),
    },
  };
}

/** The payment window closed (VNPay's code 11, MoMo's 1005). */
export const expiredError = (code: string): GatewayErrorView => ({
  title: "Giao dịch đã hết hạn",
  message: "Đã quá thời gian chờ thanh toán của giao dịch này. Bạn hãy quay lại trang của người bán và tạo giao dịch mới.",
  code,
});

/** The buyer already chose (VNPay's code 02; MoMo names no code, the page shows the result code). */
export const finishedError = (code: string): GatewayErrorView => ({
  title: "Giao dịch đã kết thúc",
  message: "Giao dịch này đã được xử lý trước đó. Bạn hãy quay lại trang của người bán để xem kết quả.",
  code,
});

/** The request's signature did not hold (VNPay's code 70, MoMo's 11). */
export const badSignatureError = (code: string): GatewayErrorView => ({
  title: "Chữ ký không hợp lệ",
  message:
    "Yêu cầu thanh toán không mang chữ ký hợp lệ của người bán (có thể đã bị sửa trên đường đi), nên cổng thanh toán không xử lý. Bạn hãy quay lại trang của người bán và thử lại.",
  code,
});

export const DUPLICATE_ERROR: GatewayErrorView = {
  title: "Mã giao dịch đã tồn tại",
  message: "Người bán đã dùng mã giao dịch này cho một khoản thanh toán khác. Bạn hãy quay lại trang của người bán và thử lại.",
  code: "02",
};
