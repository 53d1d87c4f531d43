import { randomInt } from "node:crypto";
import { signaturesMatch } from "../signatures.ts";
import { ZALOPAY_ORDER_NOT_FOUND } from "../zalopay/zalopay-provider.ts";
import type { ZalopayMerchant } from "../zalopay/zalopay-merchant.ts";
import { createOrderMac, queryOrderMac, refundMac, zalopayDay } from "../zalopay/zalopay-signatures.ts";
import { oneAtATime } from "./local-gateway-locks.ts";
import type { ZalopayLedger, ZalopayLedgerPayment } from "./local-zalopay-ledger.ts";

type Answer = Record<string, unknown>;
const asMessage = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "");
const whole = (value: unknown) => (typeof value === "number" ? value : /^\d+$/.test(text(value)) ? Number(value) : NaN);
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * ZaloPay's answers: return_code 1 success, 2 failure, 3 processing; sub_return_code says why.
 * -401 a bad parameter, -402 a bad mac, -101 an unknown order (ZaloPay's codes for these).
 */
const MESSAGES: Record<number, string> = {
  1: "Giao dịch thành công",
  [-401]: "Dữ liệu yêu cầu không hợp lệ",
  [-402]: "Xác thực thất bại (mac không hợp lệ)",
  [-101]: "Không tìm thấy đơn hàng",
  [-54]: "Đơn hàng đã hết hạn",
  [-68]: "Trùng mã giao dịch (app_trans_id / m_refund_id)",
  [-13]: "Số tiền hoàn không hợp lệ",
  [-3]: "Giao dịch không thành công",
  3: "Giao dịch chưa thanh toán hoặc đang xử lý",
};
const answer = (returnCode: 1 | 2 | 3, sub: number, fields: Answer = {}): Answer => ({
  return_code: returnCode,
  return_message: MESSAGES[returnCode === 1 ? 1 : returnCode === 3 ? 3 : sub] ?? "Lỗi",
  sub_return_code: sub,
  sub_return_message: MESSAGES[sub] ?? MESSAGES[returnCode] ?? "",
  ...fields,
});

/** ZaloPay's zp_trans_id: the day (yymmdd) then nine digits. */
export const newZpTransId = (now: Date) => `${zalopayDay(now)}${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

/** POST /v2/create. `orderUrlOf` names the pay page of an accepted order. */
export async function answerZalopayCreate(
  ledger: ZalopayLedger,
  merchant: ZalopayMerchant,
  body: unknown,
  now: Date,
  orderUrlOf: (p: ZalopayLedgerPayment) => string,
): Promise<Answer> {
  const r = asMessage(body);
  const appId = whole(r.app_id);
  const amount = whole(r.amount);
  const appTime = whole(r.app_time);
  const order = {
    app_id: appId,
    app_trans_id: text(r.app_trans_id),
    app_user: text(r.app_user),
    amount,
    app_time: appTime,
    embed_data: text(r.embed_data),
    item: text(r.item),
  };
  if (appId !== merchant.appId) return answer(2, -401);
  if (!signaturesMatch(createOrderMac(merchant.key1, order), r.mac)) return answer(2, -402);
  let redirectUrl: string;
  try {
    redirectUrl = text((JSON.parse(order.embed_data) as Record<string, unknown>).redirecturl);
  } catch {
    return answer(2, -401);
  }
  const expireSeconds = r.expire_duration_seconds === undefined ? 900 : whole(r.expire_duration_seconds);
  const wellFormed =
    order.app_trans_id.startsWith(`${zalopayDay(now)}_`) &&
    order.app_trans_id.length <= 40 &&
    order.app_user !== "" &&
    Number.isSafeInteger(appTime) &&
    isHttpUrl(text(r.callback_url)) &&
    isHttpUrl(redirectUrl) &&
    text(r.description) !== "" &&
    expireSeconds >= 300 &&
    expireSeconds <= 2_592_000;
  if (!wellFormed || !Number.isSafeInteger(amount) || amount < 1_000) return answer(2, -401);
  const payment: ZalopayLedgerPayment = {
    appId,
    appTransId: order.app_trans_id,
    appUser: order.app_user,
    amountVnd: amount,
    appTime,
    embedData: order.embed_data,
    item: order.item,
    description: text(r.description),
    callbackUrl: text(r.callback_url),
    redirectUrl,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + expireSeconds * 1000).toISOString(),
  };
  return oneAtATime(`zalopay\n${appId}\n${payment.appTransId}`, async () => {
    const known = await ledger.find(String(appId), payment.appTransId);
    const created = (p: ZalopayLedgerPayment) => answer(1, 1, { order_url: orderUrlOf(p), zp_trans_token: p.appTransId, order_token: p.appTransId });
    // The same create again (a retry) gets the same page; any other reuse of an app_trans_id is refused.
    if (known) return !known.result && known.payment.amountVnd === amount ? created(known.payment) : answer(2, -68);
    await ledger.recordPayment(String(appId), payment.appTransId, payment);
    return created(payment);
  });
}

/** POST /v2/query: 1 paid, 3 not yet, 2 failed, expired or unknown (-101). */
export async function answerZalopayQuery(ledger: ZalopayLedger, merchant: ZalopayMerchant, body: unknown, now: Date): Promise<Answer> {
  const r = asMessage(body);
  const appTransId = text(r.app_trans_id);
  if (whole(r.app_id) !== merchant.appId) return answer(2, -401);
  if (!signaturesMatch(queryOrderMac(merchant.key1, merchant.appId, appTransId), r.mac)) return answer(2, -402);
  const entry = await ledger.find(String(merchant.appId), appTransId);
  if (!entry) return answer(2, ZALOPAY_ORDER_NOT_FOUND, { is_processing: false, amount: 0, zp_trans_id: 0 });
  const { payment, result } = entry;
  if (!result) {
    const expired = now.getTime() > new Date(payment.expiresAt).getTime();
    return expired
      ? answer(2, -54, { is_processing: false, amount: payment.amountVnd, zp_trans_id: 0 })
      : answer(3, 3, { is_processing: false, amount: payment.amountVnd, zp_trans_id: 0 });
  }
  if (result.status === 1)
    return answer(1, 1, {
      is_processing: false,
      amount: payment.amountVnd,
      discount_amount: 0,
      zp_trans_id: Number(result.zpTransId),
      server_time: result.serverTime,
    });
  return answer(2, -3, { is_processing: false, amount: payment.amountVnd, zp_trans_id: 0 });
}

/** POST /v2/refund: names the payment by zp_trans_id; the m_refund_id (yymmdd_appid_xxx) is its idempotency key. */
export async function answerZalopayRefund(ledger: ZalopayLedger, merchant: ZalopayMerchant, body: unknown, now: Date): Promise<Answer> {
  const r = asMessage(body);
  const message = {
    app_id: whole(r.app_id),
    zp_trans_id: text(r.zp_trans_id),
    amount: whole(r.amount),
    description: text(r.description),
    timestamp: whole(r.timestamp),
  };
  if (message.app_id !== merchant.appId) return answer(2, -401);
  if (!signaturesMatch(refundMac(merchant.key1, message), r.mac)) return answer(2, -402);
  const mRefundId = text(r.m_refund_id);
  if (!new RegExp(`^\\d{6}_${merchant.appId}_[0-9A-Za-z_.-]+$`).test(mRefundId) || !/^\d+$/.test(message.zp_trans_id) || !message.description)
    return answer(2, -401);
  return oneAtATime(`zalopay\n${merchant.appId}\nzp-${message.zp_trans_id}`, async () => {
    const entry = await ledger.findLinked(`zp-${message.zp_trans_id}`);
    if (!entry || entry.result?.zpTransId !== message.zp_trans_id) return answer(2, -101);
    if (await ledger.findRefund(String(merchant.appId), entry.payment.appTransId, mRefundId)) return answer(2, -68);
    if (entry.result.status !== 1) return answer(2, -3);
    const left = entry.payment.amountVnd - entry.refunds.reduce((sum, x) => sum + x.amountVnd, 0);
    if (!Number.isSafeInteger(message.amount) || message.amount < 1 || message.amount > left) return answer(2, -13);
    const refund = {
      mRefundId,
      refundId: `${now.getTime()}${randomInt(100, 1000)}`,
      amountVnd: message.amount,
      description: message.description,
      refundedAt: now.toISOString(),
    };
    if (!(await ledger.recordRefund(String(merchant.appId), entry.payment.appTransId, mRefundId, refund))) return answer(2, -68);
    return answer(1, 1, { refund_id: Number(refund.refundId) });
  });
}
