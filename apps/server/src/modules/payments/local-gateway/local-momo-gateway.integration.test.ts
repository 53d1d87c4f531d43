import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMomoProvider } from "../momo/momo-provider.ts";
import { PaymentGatewayError, type CreatePaymentInput } from "../payment-provider.ts";
import { createPaymentsTestApp, injectFetch, LOCAL_MOMO_PAYMENTS, localPart, SITE, testShop, type PaymentsTestApp } from "../payments-test-kit.ts";

const NOW = new Date("2026-11-22T12:00:00Z"); // 19:00 in Ho Chi Minh City
const MOMO = LOCAL_MOMO_PAYMENTS.localGateway.momo;
const API = "/dev/gateway/momo/v2/gateway/api";
const hmac = (raw: string) => createHmac("sha256", MOMO.secretKey).update(raw, "utf8").digest("hex");

/** The result's signature, spelled out in MoMo's documented field order, as a merchant following MoMo's guide checks it. */
function resultSignatureHolds(r: Record<string, string>): boolean {
  const raw =
    `accessKey=${MOMO.accessKey}&amount=${r.amount}&extraData=${r.extraData}&message=${r.message}&orderId=${r.orderId}&orderInfo=${r.orderInfo}` +
    `&orderType=${r.orderType}&partnerCode=${r.partnerCode}&payType=${r.payType}&requestId=${r.requestId}&responseTime=${r.responseTime}&resultCode=${r.resultCode}&transId=${r.transId}`;
  return hmac(raw) === r.signature;
}

let t: PaymentsTestApp;
let s: ReturnType<typeof testShop>;

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    txnRef: "HC20261122001-1",
    amountVnd: 90_000,
    orderInfo: "Thanh toán vé HanCine: Lật Mặt 8, 2 ghế",
    clientIp: "203.113.1.7",
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 10 * 60_000),
    returnUrl: `${SITE}/api/v1/payments/momo/return`,
    notifyUrl: `${SITE}/api/v1/payments/momo/ipn`,
    ...overrides,
  };
}

/** Creates the payment through the real MoMo adapter and opens the payUrl it got back. */
async function openGateway(overrides: Partial<CreatePaymentInput> = {}) {
  const input = paymentInput(overrides);
  s.orders.set(input.txnRef, { amountVnd: input.amountVnd, status: "held" });
  const { url } = await t.providers.momo!.createPaymentUrl(input);
  const page = await t.app.inject({ method: "GET", url: localPart(url) });
  return { input, url, page, token: new URL(url).searchParams.get("t")! };
}

function choose(token: string, choice: string) {
  return t.app.inject({
    method: "POST",
    url: "/dev/gateway/momo/v2/gateway/pay/choice",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ t: token, choice }).toString(),
  });
}

const backFields = (location: unknown) => Object.fromEntries(new URL(String(location)).searchParams);
const ipnsSent = () => t.fetched.filter((u) => u === `${SITE}/api/v1/payments/momo/ipn`);

/** A create request signed by hand, for asking the gateway what the adapter would never send. */
function signedCreate(overrides: Record<string, string | number> = {}) {
  const b: Record<string, string | number> = {
    partnerCode: MOMO.partnerCode,
    requestId: "req-1",
    amount: 90_000,
    orderId: "HC-RAW-1",
    orderInfo: "Thanh toán vé",
    redirectUrl: `${SITE}/api/v1/payments/momo/return`,
    ipnUrl: `${SITE}/api/v1/payments/momo/ipn`,
    requestType: "captureWallet",
    extraData: "",
    lang: "vi",
    ...overrides,
  };
  const raw =
    `accessKey=${MOMO.accessKey}&amount=${b.amount}&extraData=${b.extraData}&ipnUrl=${b.ipnUrl}&orderId=${b.orderId}&orderInfo=${b.orderInfo}` +
    `&partnerCode=${b.partnerCode}&redirectUrl=${b.redirectUrl}&requestId=${b.requestId}&requestType=${b.requestType}`;
  return { ...b, signature: hmac(raw) };
}
const create = async (body: Record<string, unknown>) => (await t.app.inject({ method: "POST", url: `${API}/create`, payload: body })).json();

beforeEach(async () => {
  s = testShop();
  t = await createPaymentsTestApp({ now: NOW, handler: s.handler, payments: LOCAL_MOMO_PAYMENTS });
});
afterEach(async () => {
  await t.close();
});

describe("local MoMo gateway: create", () => {
  it("answers the adapter's create with a payUrl on the site itself, and shows a MoMo-branded page with the order, the amount and the deadline", async () => {
    const { url, page } = await openGateway();
    expect(url.startsWith(`${SITE}/dev/gateway/momo/v2/gateway/pay?t=`)).toBe(true);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<body class="theme-momo">');
    expect(html).toContain("Cổng MoMo thử nghiệm");
    expect(html).toContain("Công ty Cổ phần Điện ảnh HanCine (HCLOCALMOMO)");
    expect(html).toContain("HC20261122001-1");
    expect(html).toContain("Thanh toán vé HanCine: Lật Mặt 8, 2 ghế");
    expect(html).toContain("90.000\u00a0₫");
    expect(html).toContain("19:10 ngày 22/11/2026");
    expect(html).toMatch(/value="pay"[^>]*>Thanh toán</);
    expect(html).toMatch(/value="cancel"[^>]*>Huỷ giao dịch</);
    expect(html).toMatch(/value="insufficient_funds"[^>]*>Giả lập ví không đủ số dư</);
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${SITE}`);
  });

  it("refuses a bad signature (11), another partner (13), a bad request (20), an amount out of range (22), and a reused orderId with another amount (41)", async () => {
    expect(await create({ ...signedCreate(), amount: 1_000 })).toMatchObject({ resultCode: 11, orderId: "HC-RAW-1" });
    expect(await create(signedCreate({ partnerCode: "MOMOOTHER" }))).toMatchObject({ resultCode: 13 });
    expect(await create(signedCreate({ requestType: "payWithATM" }))).toMatchObject({ resultCode: 20 });
    expect(await create(signedCreate({ orderId: "HC 1" }))).toMatchObject({ resultCode: 20 });
    expect(await create(signedCreate({ amount: 999 }))).toMatchObject({ resultCode: 22 });
    expect(await create(signedCreate({ amount: 50_000_001 }))).toMatchObject({ resultCode: 22 });

    const first = await create(signedCreate());
    expect(first).toMatchObject({
      partnerCode: MOMO.partnerCode,
      requestId: "req-1",
      orderId: "HC-RAW-1",
      amount: 90_000,
      resultCode: 0,
      message: "Thành công.",
    });
    expect(typeof first.responseTime).toBe("number");
    const raw = `accessKey=${MOMO.accessKey}&amount=90000&message=Thành công.&orderId=HC-RAW-1&partnerCode=${MOMO.partnerCode}&payUrl=${first.payUrl}&requestId=req-1&responseTime=${first.responseTime}&resultCode=0`;
    expect(first.signature).toBe(hmac(raw));
    // The same request again (a retry) gets the same page; another amount under the same orderId is refused.
    expect((await create(signedCreate())).payUrl).toBe(first.payUrl);
    expect(await create(signedCreate({ amount: 100_000 }))).toMatchObject({ resultCode: 41 });

    await openGateway();
    const reused = t.providers.momo!.createPaymentUrl(paymentInput({ amountVnd: 120_000 }));
    await expect(reused).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(reused).rejects.toThrow(/41/);
  });
});

describe("local MoMo gateway: the buyer's choice", () => {
  it("pay: a signed IPN (POST JSON, answered 204) the merchant applies once, then a 303 back with the signed result", async () => {
    const { token } = await openGateway();
    const res = await choose(token, "pay");
    expect(res.statusCode).toBe(303);
    expect(ipnsSent()).toHaveLength(1);
    expect(s.outcomes).toHaveLength(1);
    expect(s.outcomes[0]).toMatchObject({ method: "momo", txnRef: "HC20261122001-1", amountVnd: 90_000, success: true, responseCode: "0" });
    expect(s.outcomes[0]!.providerTxnId).toMatch(/^\d{10}$/);
    expect(s.orders.get("HC20261122001-1")!.status).toBe("paid");

    const location = String(res.headers.location);
    expect(location.startsWith(`${SITE}/api/v1/payments/momo/return?`)).toBe(true);
    const back = backFields(location);
    expect(resultSignatureHolds(back)).toBe(true);
    expect(back).toMatchObject({
      partnerCode: MOMO.partnerCode,
      orderId: "HC20261122001-1",
      amount: "90000",
      resultCode: "0",
      message: "Thành công.",
      orderType: "momo_wallet",
    });
    expect(back.transId).toBe(s.outcomes[0]!.providerTxnId);

    const landing = await t.app.inject({ method: "GET", url: localPart(location) });
    expect(landing.headers.location).toBe("/don-hang/HC20261122001-1");

    // A second click replays the first result without a second IPN; the page is closed.
    const again = await choose(token, "cancel");
    expect(again.headers.location).toBe(location);
    expect(ipnsSent()).toHaveLength(1);
    expect(s.outcomes).toHaveLength(1);
    const reopened = await t.app.inject({ method: "GET", url: `/dev/gateway/momo/v2/gateway/pay?t=${token}` });
    expect(reopened.statusCode).toBe(400);
    expect(reopened.body).toContain("Giao dịch đã kết thúc");
  });

  it("cancel: 1006 with no transaction id, recorded as a failure", async () => {
    const { token } = await openGateway();
    const back = backFields((await choose(token, "cancel")).headers.location);
    expect(back).toMatchObject({ resultCode: "1006", transId: "0" });
    expect(resultSignatureHolds(back)).toBe(true);
    expect(s.outcomes[0]).toMatchObject({ success: false, responseCode: "1006", providerTxnId: null });
    expect(s.orders.get("HC20261122001-1")!.status).toBe("failed");
  });

  it("insufficient funds: 1001 with MoMo's transaction id; choosing after orderExpireTime: 1005", async () => {
    const { token } = await openGateway();
    expect(backFields((await choose(token, "insufficient_funds")).headers.location)).toMatchObject({ resultCode: "1001" });
    expect(s.outcomes[0]).toMatchObject({ success: false, responseCode: "1001" });
    expect(s.outcomes[0]!.providerTxnId).toMatch(/^\d{10}$/);

    const late = await openGateway({ txnRef: "HC20261122002-1" });
    t.setNow(new Date(NOW.getTime() + 11 * 60_000));
    const page = await t.app.inject({ method: "GET", url: localPart(late.url) });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Giao dịch đã hết hạn");
    expect(backFields((await choose(late.token, "pay")).headers.location)).toMatchObject({ resultCode: "1005" });
    expect(s.outcomes[1]).toMatchObject({ txnRef: "HC20261122002-1", success: false, responseCode: "1005" });
  });

  it("refuses a page or a choice whose signed token was changed, with a Vietnamese error page and no form", async () => {
    const { token } = await openGateway();
    const forged = `${Buffer.from(`${MOMO.partnerCode}\nHC20261122009-1`).toString("base64url")}.${token.split(".")[1]}`;
    const page = await t.app.inject({ method: "GET", url: `/dev/gateway/momo/v2/gateway/pay?t=${forged}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Cổng MoMo thử nghiệm");
    expect(page.body).toContain("Chữ ký không hợp lệ");
    expect(page.body).not.toContain("<form");
    expect(page.headers["content-security-policy"]).toContain("form-action 'none'");
    const chosen = await choose(`${token.slice(0, -2)}00`, "pay");
    expect(chosen.statusCode).toBe(400);
    expect(chosen.body).toContain("Chữ ký không hợp lệ");
    expect(s.outcomes).toHaveLength(0);
    expect(ipnsSent()).toHaveLength(0);
  });
});

describe("local MoMo gateway: query and refund, through the real MoMo adapter", () => {
  const query = () => t.providers.momo!.query({ txnRef: "HC20261122001-1", createdAt: NOW });

  it("reports a payment as not found, pending, paid, partly and then wholly refunded; refuses a repeated refund, too much, and an unpaid payment", async () => {
    expect(await query()).toMatchObject({ valid: true, state: "not_found", responseCode: "42" });
    const { token } = await openGateway();
    expect(await query()).toMatchObject({ valid: true, state: "pending", responseCode: "1000", amountVnd: 90_000, providerTxnId: null });
    await choose(token, "pay");
    const providerTxnId = s.outcomes[0]!.providerTxnId!;
    expect(await query()).toMatchObject({ valid: true, state: "paid", responseCode: "0", amountVnd: 90_000, providerTxnId });

    const refund = (refundRef: string, amountVnd: number, txnId = providerTxnId) =>
      t.providers.momo!.refund({
        refundRef,
        txnRef: "HC20261122001-1",
        providerTxnId: txnId,
        amountVnd,
        full: false,
        paymentCreatedAt: NOW,
        reason: "Hoàn tiền vé: suất chiếu bị huỷ",
        requestedBy: "system",
      });
    expect(await refund("HC20261122001-1-R1", 40_000)).toMatchObject({ valid: true, accepted: true, responseCode: "0" });
    expect((await refund("HC20261122001-1-R1", 40_000)).responseCode).toBe("41");
    expect(await query()).toMatchObject({ state: "partially_refunded" });
    expect(await refund("HC20261122001-1-R2", 50_001)).toMatchObject({ accepted: false, responseCode: "21" });
    const last = await refund("HC20261122001-1-R2", 50_000);
    expect(last).toMatchObject({ accepted: true });
    expect(last.providerRefundId).toMatch(/^\d{10}$/);
    expect(await query()).toMatchObject({ state: "refunded" });
    expect(await refund("HC20261122001-1-R3", 1_000, "1234567890")).toMatchObject({ accepted: false, responseCode: "42" });

    const failed = await openGateway({ txnRef: "HC20261122003-1" });
    await choose(failed.token, "insufficient_funds");
    const unpaid = await refund("HC20261122003-1-R1", 90_000, s.outcomes[1]!.providerTxnId!);
    expect(unpaid).toMatchObject({ valid: true, accepted: false, responseCode: "1088" });
  });

  it("signs its query answer in MoMo's way, and answers a request signed with another key with 11", async () => {
    await openGateway();
    const raw = { partnerCode: MOMO.partnerCode, requestId: "q-1", orderId: "HC20261122001-1", lang: "vi" };
    const signature = hmac(`accessKey=${MOMO.accessKey}&orderId=HC20261122001-1&partnerCode=${MOMO.partnerCode}&requestId=q-1`);
    const answer = (await t.app.inject({ method: "POST", url: `${API}/query`, payload: { ...raw, signature } })).json();
    expect(answer).toMatchObject({ resultCode: 1000, amount: 90_000, refundTrans: [] });
    const fields = ["amount", "extraData", "message", "orderId", "partnerCode", "payType", "requestId", "responseTime", "resultCode", "transId"];
    expect(answer.signature).toBe(hmac(`accessKey=${MOMO.accessKey}&${fields.map((f) => `${f}=${answer[f]}`).join("&")}`));

    const stranger = createMomoProvider({ ...MOMO, secretKey: "NOT-OUR-SECRET-KEY" }, { clock: () => NOW, fetch: injectFetch(t.app) });
    expect(await stranger.query({ txnRef: "HC20261122001-1", createdAt: NOW })).toMatchObject({ state: "unknown", responseCode: "11" });
  });
});
