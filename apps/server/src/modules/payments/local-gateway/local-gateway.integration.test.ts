import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatVnd } from "@hancine/contract/format";
import type { CreatePaymentInput } from "../payment-provider.ts";
import { createPaymentsTestApp, localPart, SITE, TEST_PAYMENTS, testShop, type PaymentsTestApp } from "../payments-test-kit.ts";

const NOW = new Date("2026-11-22T12:00:00Z"); // 19:00 in Ho Chi Minh City
const SECRET = TEST_PAYMENTS.vnpay.hashSecret;

/** HMAC-SHA512 over everything before `&vnp_SecureHash=`, as a merchant following VNPay's guide would check it. */
function signatureHolds(query: string): boolean {
  const [data, hash] = query.split("&vnp_SecureHash=");
  return !!data && !!hash && createHmac("sha512", SECRET).update(data).digest("hex") === hash;
}

let t: PaymentsTestApp;
let s: ReturnType<typeof testShop>;

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    txnRef: "HC20261122001",
    amountVnd: 185_000,
    orderInfo: "Thanh toán vé HanCine: Lật Mặt 8, 2 ghế",
    clientIp: "203.113.1.7",
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 10 * 60_000),
    returnUrl: `${SITE}/api/v1/payments/vnpay/return`,
    notifyUrl: `${SITE}/api/v1/payments/vnpay/ipn`,
    ...overrides,
  };
}

async function openGateway(overrides: Partial<CreatePaymentInput> = {}) {
  const input = paymentInput(overrides);
  s.orders.set(input.txnRef, { amountVnd: input.amountVnd, status: "held" });
  const { url } = await t.providers.vnpay.createPaymentUrl(input);
  const page = await t.app.inject({ method: "GET", url: localPart(url) });
  return { input, url, page, signedRequest: url.slice(url.indexOf("?") + 1) };
}

function choose(signedRequest: string, choice: string) {
  return t.app.inject({
    method: "POST",
    url: "/dev/gateway/vnpay/paymentv2/choice",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ request: signedRequest, choice }).toString(),
  });
}

beforeEach(async () => {
  s = testShop();
  t = await createPaymentsTestApp({ now: NOW, handler: s.handler });
});
afterEach(async () => {
  await t.close();
});

describe("local gateway: the payment page", () => {
  it("shows the merchant, the order text, the amount and the deadline, with three plain form buttons and a strict CSP", async () => {
    const { page } = await openGateway();
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = page.body;
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain("Cổng thanh toán thử nghiệm");
    expect(html).toContain("Công ty Cổ phần Điện ảnh HanCine (HCTEST01)");
    expect(html).toContain("HC20261122001");
    expect(html).toContain("Thanh toan ve HanCine: Lat Mat 8, 2 ghe");
    expect(html).toContain(formatVnd(185_000));
    expect(html).toContain("19:10 ngày 22/11/2026");
    expect(html).toMatch(/<button type="submit" name="choice" value="pay"[^>]*>Thanh toán<\/button>/);
    expect(html).toMatch(/value="cancel"[^>]*>Huỷ giao dịch</);
    expect(html).toMatch(/value="bank_error"[^>]*>Giả lập lỗi ngân hàng</);
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
    expect(csp).not.toContain("unsafe-inline");
    const css = await t.app.inject({ method: "GET", url: "/dev/gateway/assets/gateway.css" });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain("#F5A623");
  });

  it("refuses a request whose amount was changed after signing, with a Vietnamese error page and no form", async () => {
    const input = paymentInput();
    const { url } = await t.providers.vnpay.createPaymentUrl(input);
    const page = await t.app.inject({ method: "GET", url: localPart(url).replace("vnp_Amount=18500000", "vnp_Amount=100000") });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Chữ ký không hợp lệ");
    expect(page.body).not.toContain("<form");
    expect(page.headers["content-security-policy"]).toContain("form-action 'none'");
  });

  it("refuses an expired request and an unsigned one", async () => {
    const input = paymentInput();
    const { url } = await t.providers.vnpay.createPaymentUrl(input);
    t.setNow(new Date(input.expiresAt.getTime() + 1000));
    const late = await t.app.inject({ method: "GET", url: localPart(url) });
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain("Giao dịch đã hết hạn");
    const bare = await t.app.inject({ method: "GET", url: "/dev/gateway/vnpay/paymentv2/vpcpay.html?vnp_TxnRef=1" });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain("Chữ ký không hợp lệ");
  });
});

describe("local gateway: the buyer's choice", () => {
  it("pay: sends a signed IPN the merchant confirms, then sends the buyer back with a signed success", async () => {
    const { signedRequest } = await openGateway();
    const res = await choose(signedRequest, "pay");
    expect(res.statusCode).toBe(303);

    const ipn = t.fetched.find((u) => u.startsWith(`${SITE}/api/v1/payments/vnpay/ipn?`))!;
    expect(signatureHolds(ipn.split("?")[1]!)).toBe(true);
    expect(s.outcomes).toHaveLength(1);
    expect(s.outcomes[0]).toMatchObject({ method: "vnpay", txnRef: "HC20261122001", amountVnd: 185_000, success: true, responseCode: "00" });
    expect(s.outcomes[0]!.providerTxnId).toMatch(/^\d{8}$/);
    expect(s.orders.get("HC20261122001")!.status).toBe("paid");

    const location = String(res.headers.location);
    expect(location.startsWith(`${SITE}/api/v1/payments/vnpay/return?`)).toBe(true);
    const query = location.split("?")[1]!;
    expect(signatureHolds(query)).toBe(true);
    const back = Object.fromEntries(new URLSearchParams(query));
    expect(back).toMatchObject({
      vnp_ResponseCode: "00",
      vnp_TransactionStatus: "00",
      vnp_Amount: "18500000",
      vnp_BankCode: "NCB",
      vnp_PayDate: "20261122190000",
    });
    expect(back.vnp_TransactionNo).toBe(s.outcomes[0]!.providerTxnId);

    // The buyer lands on the order page the handler names; the return changed nothing.
    const landing = await t.app.inject({ method: "GET", url: localPart(location) });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe("/don-hang/HC20261122001");
    expect(s.outcomes).toHaveLength(1);
  });

  it("a second click replays the first result without a second IPN", async () => {
    const { signedRequest } = await openGateway();
    const first = await choose(signedRequest, "pay");
    const again = await choose(signedRequest, "cancel");
    expect(again.headers.location).toBe(first.headers.location);
    expect(s.outcomes).toHaveLength(1);
    const reopened = await t.app.inject({ method: "GET", url: `/dev/gateway/vnpay/paymentv2/vpcpay.html?${signedRequest}` });
    expect(reopened.body).toContain("Giao dịch đã kết thúc");
  });

  it("cancel: code 24, no transaction id, recorded as a failure", async () => {
    const { signedRequest } = await openGateway();
    const res = await choose(signedRequest, "cancel");
    const back = Object.fromEntries(new URL(String(res.headers.location)).searchParams);
    expect(back).toMatchObject({ vnp_ResponseCode: "24", vnp_TransactionStatus: "02", vnp_TransactionNo: "0" });
    expect(s.outcomes[0]).toMatchObject({ success: false, responseCode: "24", providerTxnId: null });
    expect(s.orders.get("HC20261122001")!.status).toBe("failed");
  });

  it("bank failure: code 51 with VNPay's transaction number; paying after the deadline: code 11", async () => {
    const { signedRequest } = await openGateway();
    const res = await choose(signedRequest, "bank_error");
    expect(new URL(String(res.headers.location)).searchParams.get("vnp_ResponseCode")).toBe("51");
    expect(s.outcomes[0]).toMatchObject({ success: false, responseCode: "51" });
    expect(s.outcomes[0]!.providerTxnId).toMatch(/^\d{8}$/);

    const late = await openGateway({ txnRef: "HC20261122002" });
    t.setNow(new Date(NOW.getTime() + 11 * 60_000));
    const lateRes = await choose(late.signedRequest, "pay");
    expect(new URL(String(lateRes.headers.location)).searchParams.get("vnp_ResponseCode")).toBe("11");
    expect(s.outcomes[1]).toMatchObject({ txnRef: "HC20261122002", success: false, responseCode: "11" });
  });

  it("refuses a choice carrying a tampered request", async () => {
    const { signedRequest } = await openGateway();
    const res = await choose(signedRequest.replace("vnp_Amount=18500000", "vnp_Amount=100"), "pay");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Chữ ký không hợp lệ");
    expect(s.outcomes).toHaveLength(0);
  });
});

describe("local gateway: querydr and refund, through the real VNPay adapter", () => {
  const query = (txnRef = "HC20261122001") => t.providers.vnpay.query({ txnRef, createdAt: NOW });

  it("reports a payment as not found, pending, then paid — every answer signed", async () => {
    expect(await query()).toMatchObject({ valid: true, state: "not_found", responseCode: "91" });
    const { signedRequest } = await openGateway();
    expect(await query()).toMatchObject({ valid: true, state: "pending", amountVnd: 185_000, providerTxnId: null });
    await choose(signedRequest, "pay");
    const paid = await query();
    expect(paid).toMatchObject({ valid: true, state: "paid", amountVnd: 185_000, responseCode: "00" });
    expect(paid.providerTxnId).toBe(s.outcomes[0]!.providerTxnId);
    // Looked up with another creation time, the same reference is not that payment.
    expect(await t.providers.vnpay.query({ txnRef: "HC20261122001", createdAt: new Date(NOW.getTime() + 1000) })).toMatchObject({ state: "not_found" });
  });

  it("refunds in parts up to the amount paid, refuses a repeated request and an unpaid payment", async () => {
    const { signedRequest } = await openGateway();
    await choose(signedRequest, "pay");
    const providerTxnId = s.outcomes[0]!.providerTxnId!;
    const refund = (refundRef: string, amountVnd: number, full = false) =>
      t.providers.vnpay.refund({
        refundRef,
        txnRef: "HC20261122001",
        providerTxnId,
        amountVnd,
        full,
        paymentCreatedAt: NOW,
        reason: "Hoàn tiền vé: suất chiếu bị huỷ",
        requestedBy: "system",
      });

    expect(await refund("R1", 200_000, true)).toMatchObject({ valid: true, accepted: false, responseCode: "03" });
    expect(await refund("R1", 85_000)).toMatchObject({ valid: true, accepted: true, responseCode: "00" });
    expect(await query()).toMatchObject({ state: "partially_refunded" });
    expect(await refund("R1", 85_000)).toMatchObject({ accepted: false, responseCode: "94" });
    expect(await refund("R2", 100_001)).toMatchObject({ accepted: false, responseCode: "03" });
    expect(await refund("R2", 100_000)).toMatchObject({ accepted: true });
    expect(await query()).toMatchObject({ state: "refunded" });

    const cancelled = await openGateway({ txnRef: "HC20261122003" });
    await choose(cancelled.signedRequest, "cancel");
    const notPaid = await t.providers.vnpay.refund({
      refundRef: "R3",
      txnRef: "HC20261122003",
      providerTxnId: "1",
      amountVnd: 185_000,
      full: true,
      paymentCreatedAt: NOW,
      reason: "x",
      requestedBy: "system",
    });
    expect(notPaid).toMatchObject({ valid: true, accepted: false, responseCode: "95" });
  });

  it("answers a request with a wrong checksum with 97, and our adapter rejects an answer altered on the way", async () => {
    const api = `/dev/gateway/vnpay/merchant_webapi/api/transaction`;
    const forged = await t.app.inject({
      method: "POST",
      url: api,
      payload: { vnp_Command: "querydr", vnp_TxnRef: "HC1", vnp_TmnCode: "HCTEST01", vnp_SecureHash: "00" },
    });
    expect(forged.json()).toMatchObject({ vnp_ResponseCode: "97" });

    await openGateway();
    const { createVnpayProvider } = await import("../vnpay/vnpay-provider.ts");
    const altering: typeof fetch = async (input, init) => {
      const res = await t.app.inject({ method: "POST", url: api, payload: String(init?.body) });
      return new Response(JSON.stringify({ ...res.json(), vnp_Amount: "100" }), { status: 200 });
    };
    const provider = createVnpayProvider(TEST_PAYMENTS.vnpay, { fetch: altering, clock: () => NOW });
    expect(await provider.query({ txnRef: "HC20261122001", createdAt: NOW })).toMatchObject({ valid: false, state: "unknown", amountVnd: null });
  });
});
