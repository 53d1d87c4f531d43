import type { MomoMerchant } from "../momo/momo-merchant.ts";
import {
  hasValidMomoSignature,
  MOMO_CREATE_ANSWER_FIELDS,
  MOMO_CREATE_FIELDS,
  MOMO_QUERY_ANSWER_FIELDS,
  MOMO_QUERY_FIELDS,
  MOMO_REFUND_ANSWER_FIELDS,
  MOMO_REFUND_FIELDS,
  momoSignature,
} from "../momo/momo-signatures.ts";
import { oneAtATime } from "./local-gateway-locks.ts";
import type { MomoLedger, MomoLedgerPayment } from "./local-momo-ledger.ts";
import { MOMO_MESSAGES, newMomoTransId } from "./local-momo-result.ts";

type Message = Record<string, unknown>;
type Answer = Record<string, unknown>;

/** MoMo's orderId rule (the adapter checks the same before sending). */
const ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;
/** MoMo waits 100 minutes when the request names no orderExpireTime. */
const DEFAULT_EXPIRE_MINUTES = 100;

const ERRORS: Record<number, string> = {
  11: "Truy cập bị từ chối: chữ ký không hợp lệ.",
  13: "Xác thực doanh nghiệp thất bại.",
  20: "Yêu cầu sai định dạng.",
  21: "Số tiền hoàn không hợp lệ.",
  22: "Số tiền giao dịch nằm ngoài khoảng cho phép (1.000 ₫ – 50.000.000 ₫).",
  41: "Trùng mã đơn hàng (orderId).",
  42: "Không tìm thấy giao dịch.",
  1088: "Giao dịch gốc không đủ điều kiện hoàn tiền.",
};

const messageOf = (code: number) => MOMO_MESSAGES[code] ?? ERRORS[code] ?? "Lỗi không xác định.";
const text = (value: unknown) => (typeof value === "string" ? value : "");
const asMessage = (body: unknown): Message => (body && typeof body === "object" && !Array.isArray(body) ? (body as Message) : {});
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;

/** Signature and partner, checked first on every call; the answer code when they do not hold. */
function refusal(fields: readonly string[], merchant: MomoMerchant, request: Message): number | null {
  if (request.partnerCode !== merchant.partnerCode) return 13;
  return hasValidMomoSignature(fields, merchant, request) ? null : 11;
}

function signed(fields: readonly string[], merchant: MomoMerchant, answer: Answer): Answer {
  return { ...answer, signature: momoSignature(fields, merchant, answer) };
}

/** POST /v2/gateway/api/create (captureWallet). `payUrlOf` names the page for an accepted payment. */
export async function answerCreate(
  ledger: MomoLedger,
  merchant: MomoMerchant,
  body: unknown,
  now: Date,
  payUrlOf: (payment: MomoLedgerPayment) => string,
): Promise<Answer> {
  const request = asMessage(body);
  const orderId = text(request.orderId);
  const base = { partnerCode: merchant.partnerCode, requestId: text(request.requestId), orderId, amount: request.amount, responseTime: now.getTime() };
  const answer = (resultCode: number, payUrl = "") =>
    signed(MOMO_CREATE_ANSWER_FIELDS, merchant, { ...base, message: messageOf(resultCode), resultCode, ...(payUrl && { payUrl }) });

  const refused = refusal(MOMO_CREATE_FIELDS, merchant, request);
  if (refused) return answer(refused);
  const expireMinutes = request.orderExpireTime ?? DEFAULT_EXPIRE_MINUTES;
  const wellFormed =
    request.requestType === "captureWallet" &&
    ORDER_ID.test(orderId) &&
    orderId.length <= 50 &&
    text(request.requestId) !== "" &&
    text(request.orderInfo) !== "" &&
    isHttpUrl(text(request.redirectUrl)) &&
    isHttpUrl(text(request.ipnUrl)) &&
    typeof request.extraData === "string" &&
    isWhole(expireMinutes, 1, 24 * 60);
  if (!wellFormed) return answer(20);
  if (!isWhole(request.amount, 1_000, 50_000_000)) return answer(22);

  const payment: MomoLedgerPayment = {
    partnerCode: merchant.partnerCode,
    orderId,
    requestId: text(request.requestId),
    amountVnd: request.amount,
    orderInfo: text(request.orderInfo),
    redirectUrl: text(request.redirectUrl),
    ipnUrl: text(request.ipnUrl),
    extraData: text(request.extraData),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + expireMinutes * 60_000).toISOString(),
    lang: request.lang === "en" ? "en" : "vi",
  };
  return oneAtATime(`momo\n${merchant.partnerCode}\n${orderId}`, async () => {
    const known = await ledger.find(merchant.partnerCode, orderId);
    // A retried create of the same open payment gets the same page; any other reuse of an orderId is refused.
    if (known) return !known.result && known.payment.amountVnd === payment.amountVnd ? answer(0, payUrlOf(known.payment)) : answer(41);
    await ledger.recordPayment(merchant.partnerCode, orderId, payment);
    return answer(0, payUrlOf(payment));
  });
}

/** POST /v2/gateway/api/query: the payment's state, with its refunds. */
export async function answerQuery(ledger: MomoLedger, merchant: MomoMerchant, body: unknown, now: Date): Promise<Answer> {
  const request = asMessage(body);
  const orderId = text(request.orderId);
  const base = {
    partnerCode: merchant.partnerCode,
    requestId: text(request.requestId),
    orderId,
    extraData: "",
    amount: 0,
    transId: 0,
    payType: "",
    responseTime: now.getTime(),
  };
  const answer = (resultCode: number, fields: Answer = {}) =>
    signed(MOMO_QUERY_ANSWER_FIELDS, merchant, {
      ...base,
      ...fields,
      resultCode,
      message: messageOf(resultCode),
      refundTrans: fields.refundTrans ?? [],
      lastUpdated: now.getTime(),
    });

  const refused = refusal(MOMO_QUERY_FIELDS, merchant, request);
  if (refused) return answer(refused);
  const entry = await ledger.find(merchant.partnerCode, orderId);
  if (!entry) return answer(42);
  const { payment, result, refunds } = entry;
  const known = { amount: payment.amountVnd, extraData: payment.extraData };
  if (!result) return answer(now.getTime() > new Date(payment.expiresAt).getTime() ? 1005 : 1000, known);
  return answer(result.resultCode, {
    ...known,
    transId: result.transId,
    payType: result.fields.payType,
    refundTrans: refunds.map((r) => ({
      orderId: r.orderId,
      amount: r.amountVnd,
      resultCode: 0,
      transId: r.transId,
      createdTime: new Date(r.refundedAt).getTime(),
    })),
  });
}

/** POST /v2/gateway/api/refund: names the payment by its transId; the refund's own orderId is its idempotency key. */
export async function answerRefund(ledger: MomoLedger, merchant: MomoMerchant, body: unknown, now: Date): Promise<Answer> {
  const request = asMessage(body);
  const orderId = text(request.orderId);
  const base = {
    partnerCode: merchant.partnerCode,
    orderId,
    requestId: text(request.requestId),
    amount: request.amount,
    transId: request.transId,
    responseTime: now.getTime(),
  };
  const answer = (resultCode: number, fields: Answer = {}) =>
    signed(MOMO_REFUND_ANSWER_FIELDS, merchant, { ...base, ...fields, resultCode, message: messageOf(resultCode) });

  const refused = refusal(MOMO_REFUND_FIELDS, merchant, request);
  if (refused) return answer(refused);
  if (!ORDER_ID.test(orderId) || !text(request.requestId) || !isWhole(request.transId, 1, Number.MAX_SAFE_INTEGER)) return answer(20);
  const transId = request.transId;
  return oneAtATime(`momo\n${merchant.partnerCode}\ntrans-${transId}`, async () => {
    const entry = await ledger.findLinked(`trans-${transId}`);
    if (!entry || entry.result?.transId !== transId) return answer(42);
    if (await ledger.findRefund(merchant.partnerCode, entry.payment.orderId, orderId)) return answer(41);
    if (entry.result.resultCode !== 0) return answer(1088);
    const left = entry.payment.amountVnd - entry.refunds.reduce((sum, r) => sum + r.amountVnd, 0);
    if (!isWhole(request.amount, 1_000, left)) return answer(21);
    const refund = {
      orderId,
      requestId: text(request.requestId),
      amountVnd: request.amount,
      transId: newMomoTransId(),
      description: text(request.description),
      refundedAt: now.toISOString(),
    };
    if (!(await ledger.recordRefund(merchant.partnerCode, entry.payment.orderId, orderId, refund))) return answer(41);
    return answer(0, { transId: refund.transId });
  });
}
