import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ApplyPaymentResult } from "./payment-provider.ts";
import type { PaymentOutcome, PaymentOutcomeHandler } from "./payment-callback-routes.ts";
import { createPaymentsTestApp, SITE, TEST_PAYMENTS, type PaymentsTestApp } from "./payments-test-kit.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const VNP_SECRET = TEST_PAYMENTS.vnpay.hashSecret;
const MOMO = TEST_PAYMENTS.momo!;

/** A VNPay result query signed by hand: sorted keys, encodeURIComponent with '+' for spaces, HMAC-SHA512. */
function vnpayQuery(fields: Record<string, string>, secret = VNP_SECRET): string {
  const data = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${encodeURIComponent(fields[k]!).replace(/%20/g, "+")}`)
    .join("&");
  return `${data}&vnp_SecureHash=${createHmac("sha512", secret).update(data).digest("hex")}`;
}

const paid = {
  vnp_Amount: "18500000",
  vnp_BankCode: "NCB",
  vnp_CardType: "ATM",
  vnp_OrderInfo: "Thanh toan ve HanCine",
  vnp_PayDate: "20261122190100",
  vnp_ResponseCode: "00",
  vnp_TmnCode: "HCTEST01",
  vnp_TransactionNo: "14226112",
  vnp_TransactionStatus: "00",
  vnp_TxnRef: "HC1",
};

/** A MoMo result signed by hand in the documented field order. */
function momoResult(overrides: Record<string, string | number> = {}) {
  const r: Record<string, string | number> = {
    partnerCode: "HANCINE",
    orderId: "HC1",
    requestId: "req-1",
    amount: 185000,
    orderInfo: "Thanh toán vé HanCine",
    orderType: "momo_wallet",
    transId: 4088878653,
    resultCode: 0,
    message: "Thành công.",
    payType: "qr",
    responseTime: 1763812860000,
    extraData: "",
    ...overrides,
  };
  const raw =
    `accessKey=${MOMO.accessKey}&amount=${r.amount}&extraData=${r.extraData}&message=${r.message}&orderId=${r.orderId}&orderInfo=${r.orderInfo}` +
    `&orderType=${r.orderType}&partnerCode=${r.partnerCode}&payType=${r.payType}&requestId=${r.requestId}&responseTime=${r.responseTime}&resultCode=${r.resultCode}&transId=${r.transId}`;
  return { ...r, signature: createHmac("sha256", MOMO.secretKey).update(raw).digest("hex") };
}

let t: PaymentsTestApp;
let outcomes: PaymentOutcome[];
let answer: ApplyPaymentResult | "throw";
const momoCalls: { path: string; body: Record<string, unknown> }[] = [];

/** A stand-in for MoMo's API: checks each request's signature (spelled out by hand) and answers like MoMo. */
const fakeMomo: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
  momoCalls.push({ path: url.pathname, body });
  const b = body as Record<string, string | number>;
  const raw =
    url.pathname === "/v2/gateway/api/create"
      ? `accessKey=${MOMO.accessKey}&amount=${b.amount}&extraData=${b.extraData}&ipnUrl=${b.ipnUrl}&orderId=${b.orderId}&orderInfo=${b.orderInfo}&partnerCode=${b.partnerCode}&redirectUrl=${b.redirectUrl}&requestId=${b.requestId}&requestType=${b.requestType}`
      : url.pathname === "/v2/gateway/api/query"
        ? `accessKey=${MOMO.accessKey}&orderId=${b.orderId}&partnerCode=${b.partnerCode}&requestId=${b.requestId}`
        : `accessKey=${MOMO.accessKey}&amount=${b.amount}&description=${b.description}&orderId=${b.orderId}&partnerCode=${b.partnerCode}&requestId=${b.requestId}&transId=${b.transId}`;
  if (createHmac("sha256", MOMO.secretKey).update(raw).digest("hex") !== body.signature) {
    return Response.json({ partnerCode: b.partnerCode, orderId: b.orderId, resultCode: 11, message: "Sai chữ ký" });
  }
  if (url.pathname === "/v2/gateway/api/create") {
    return Response.json({
      partnerCode: "HANCINE",
      orderId: b.orderId,
      requestId: b.requestId,
      amount: b.amount,
      resultCode: 0,
      message: "Thành công.",
      payUrl: `https://test-payment.momo.vn/v2/gateway/pay?t=${b.orderId}`,
    });
  }
  if (url.pathname === "/v2/gateway/api/query") {
    return Response.json({
      partnerCode: "HANCINE",
      orderId: b.orderId,
      requestId: b.requestId,
      amount: 185000,
      transId: 4088878653,
      resultCode: 0,
      message: "Thành công.",
      refundTrans: [{ orderId: "HC1-R1", amount: 85000, resultCode: 0 }],
    });
  }
  return Response.json({
    partnerCode: "HANCINE",
    orderId: b.orderId,
    requestId: b.requestId,
    amount: b.amount,
    transId: 4088999999,
    resultCode: 0,
    message: "Thành công.",
  });
};

beforeEach(async () => {
  outcomes = [];
  answer = "confirmed";
  momoCalls.length = 0;
  const handler: PaymentOutcomeHandler = {
    async applyPayment(outcome) {
      outcomes.push(outcome);
      if (answer === "throw") throw new Error("database down");
      return answer;
    },
    returnPath: (landing) =>
      landing.txnRef === "EVIL"
        ? "//evil.example/phish"
        : landing.verified
          ? `/don-hang/${landing.txnRef}?ket-qua=${landing.success ? "ok" : "loi"}`
          : "/thanh-toan/khong-xac-minh",
  };
  t = await createPaymentsTestApp({ now: NOW, handler, momo: fakeMomo });
});
afterEach(async () => {
  await t.close();
});

const vnpayIpn = (query: string) => t.app.inject({ method: "GET", url: `/api/v1/payments/vnpay/ipn?${query}` });

describe("VNPay IPN route", () => {
  it("hands a verified success to the handler and answers each of its results with VNPay's RspCode", async () => {
    const expected: [ApplyPaymentResult, string][] = [
      ["confirmed", "00"],
      ["failed_recorded", "00"],
      ["order_not_found", "01"],
      ["already_confirmed", "02"],
      ["invalid_amount", "04"],
    ];
    for (const [result, code] of expected) {
      answer = result;
      const res = await vnpayIpn(vnpayQuery(paid));
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json().RspCode).toBe(code);
    }
    expect(outcomes[0]).toEqual({
      method: "vnpay",
      txnRef: "HC1",
      providerTxnId: "14226112",
      amountVnd: 185_000,
      success: true,
      responseCode: "00",
      raw: { ...paid, vnp_SecureHash: expect.any(String) },
    });
  });

  it("answers 97 to a tampered or foreign-signed notification without calling the handler, and 99 when the handler fails", async () => {
    expect((await vnpayIpn(vnpayQuery(paid).replace("vnp_Amount=18500000", "vnp_Amount=100"))).json()).toEqual({ RspCode: "97", Message: "Invalid signature" });
    expect((await vnpayIpn(vnpayQuery(paid, "SOMEONEELSESSECRETSOMEONEELSES12"))).json().RspCode).toBe("97");
    expect((await vnpayIpn("vnp_TxnRef=HC1")).json().RspCode).toBe("97");
    expect(outcomes).toHaveLength(0);
    answer = "throw";
    expect((await vnpayIpn(vnpayQuery(paid))).json()).toEqual({ RspCode: "99", Message: "Unknown error" });
  });
});

describe("return routes", () => {
  it("send the buyer to the handler's page without applying anything, and only to a path on this site", async () => {
    const ok = await t.app.inject({ method: "GET", url: `/api/v1/payments/vnpay/return?${vnpayQuery(paid)}` });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe("/don-hang/HC1?ket-qua=ok");
    expect(ok.headers["cache-control"]).toBe("no-store");
    const forged = await t.app.inject({
      method: "GET",
      url: `/api/v1/payments/vnpay/return?${vnpayQuery(paid).replace("vnp_ResponseCode=00", "vnp_ResponseCode=01")}`,
    });
    expect(forged.headers.location).toBe("/thanh-toan/khong-xac-minh");
    const evil = await t.app.inject({ method: "GET", url: `/api/v1/payments/vnpay/return?${vnpayQuery({ ...paid, vnp_TxnRef: "EVIL" })}` });
    expect(evil.headers.location).toBe("/");
    const momo = await t.app.inject({
      method: "GET",
      url: `/api/v1/payments/momo/return?${new URLSearchParams(Object.entries(momoResult({ resultCode: 1006, transId: 0 })).map(([k, v]) => [k, String(v)]))}`,
    });
    expect(momo.headers.location).toBe("/don-hang/HC1?ket-qua=loi");
    expect(outcomes).toHaveLength(0);
  });
});

describe("MoMo", () => {
  const ipn = (body: unknown) => t.app.inject({ method: "POST", url: "/api/v1/payments/momo/ipn", payload: body as Record<string, unknown> });

  it("IPN: a verified result goes to the handler and is acknowledged with 204, whatever the handler decided", async () => {
    const res = await ipn(momoResult());
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(outcomes[0]).toMatchObject({ method: "momo", txnRef: "HC1", providerTxnId: "4088878653", amountVnd: 185000, success: true, responseCode: "0" });
    answer = "invalid_amount";
    expect((await ipn(momoResult())).statusCode).toBe(204);
  });

  it("IPN: a tampered amount is refused (400) and never reaches the handler; a handler failure is a 500", async () => {
    expect((await ipn({ ...momoResult(), amount: 1000 })).statusCode).toBe(400);
    expect(outcomes).toHaveLength(0);
    answer = "throw";
    expect((await ipn(momoResult())).statusCode).toBe(500);
  });

  it("create, query and refund speak MoMo's v2 API with signatures MoMo can check", async () => {
    const momo = t.providers.momo!;
    const created = await momo.createPaymentUrl({
      txnRef: "HC1",
      amountVnd: 185000,
      orderInfo: "Thanh toán vé HanCine",
      clientIp: "203.113.1.7",
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 10 * 60_000),
      returnUrl: `${SITE}/api/v1/payments/momo/return`,
      notifyUrl: `${SITE}/api/v1/payments/momo/ipn`,
    });
    expect(created.url).toBe("https://test-payment.momo.vn/v2/gateway/pay?t=HC1");
    expect(momoCalls[0]!.body).toMatchObject({
      requestType: "captureWallet",
      amount: 185000,
      orderId: "HC1",
      orderInfo: "Thanh toán vé HanCine",
      lang: "vi",
      orderExpireTime: 10,
    });
    expect(await momo.query({ txnRef: "HC1", createdAt: NOW })).toMatchObject({
      valid: true,
      state: "partially_refunded",
      providerTxnId: "4088878653",
      amountVnd: 185000,
    });
    const refund = await momo.refund({
      refundRef: "HC1-R2",
      txnRef: "HC1",
      providerTxnId: "4088878653",
      amountVnd: 100000,
      full: false,
      paymentCreatedAt: NOW,
      reason: "Suất chiếu bị huỷ",
      requestedBy: "system",
    });
    expect(refund).toMatchObject({ valid: true, accepted: true, providerRefundId: "4088999999" });
    expect(momoCalls.map((c) => c.path)).toEqual(["/v2/gateway/api/create", "/v2/gateway/api/query", "/v2/gateway/api/refund"]);
    expect(momoCalls[2]!.body.transId).toBe(4088878653);
  });
});
