import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PaymentGatewayError, type CreatePaymentInput } from "../payment-provider.ts";
import { createPaymentsTestApp, LOCAL_ZALOPAY_PAYMENTS, localPart, SITE, testShop, type PaymentsTestApp } from "../payments-test-kit.ts";

const NOW = new Date("2026-11-22T12:00:00Z"); // 19:00 on 22/11 in Ho Chi Minh City
const APP = LOCAL_ZALOPAY_PAYMENTS.localGateway.zalopay;
const hmac = (key: string, raw: string) => createHmac("sha256", key).update(raw, "utf8").digest("hex");

let t: PaymentsTestApp;
let s: ReturnType<typeof testShop>;

beforeEach(async () => {
  s = testShop();
  t = await createPaymentsTestApp({ now: NOW, handler: s.handler, payments: LOCAL_ZALOPAY_PAYMENTS });
});
afterEach(() => t.close());

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    txnRef: "HC20261122001-1",
    amountVnd: 90_000,
    orderInfo: "Thanh toán vé HanCine: Lật Mặt 8, 2 ghế",
    clientIp: "203.113.1.7",
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 10 * 60_000),
    returnUrl: `${SITE}/api/v1/payments/zalopay/return`,
    notifyUrl: `${SITE}/api/v1/payments/zalopay/ipn`,
    ...overrides,
  };
}
async function openGateway(overrides: Partial<CreatePaymentInput> = {}) {
  const input = paymentInput(overrides);
  s.orders.set(input.txnRef, { amountVnd: input.amountVnd, status: "held" });
  const { url } = await t.providers.zalopay!.createPaymentUrl(input);
  return { input, url, page: await t.app.inject({ method: "GET", url: localPart(url) }), order: new URL(url).searchParams.get("order")! };
}
const choose = (order: string, choice: string) =>
  t.app.inject({
    method: "POST",
    url: "/dev/gateway/zalopay/pay/choice",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ order, choice }).toString(),
  });
const api = async (name: string, body: Record<string, unknown>) =>
  (await t.app.inject({ method: "POST", url: `/dev/gateway/zalopay/v2/${name}`, payload: body })).json();

/** A create request signed by hand in ZaloPay's documented order, for what the adapter would never send. */
function signedCreate(overrides: Record<string, string | number> = {}) {
  const b: Record<string, string | number> = {
    app_id: APP.appId,
    app_trans_id: "261122_RAW-1",
    app_user: "HanCine",
    amount: 90_000,
    app_time: NOW.getTime(),
    embed_data: JSON.stringify({ redirecturl: `${SITE}/api/v1/payments/zalopay/return` }),
    item: "[]",
    description: "Thanh toán vé",
    bank_code: "",
    callback_url: `${SITE}/api/v1/payments/zalopay/ipn`,
    ...overrides,
  };
  return { ...b, mac: hmac(APP.key1, [b.app_id, b.app_trans_id, b.app_user, b.amount, b.app_time, b.embed_data, b.item].join("|")) };
}

describe("local ZaloPay gateway", () => {
  it("shows a ZaloPay-blue page with the app_trans_id, the amount and the deadline; no script, no inline style", async () => {
    const { url, page } = await openGateway();
    expect(url.startsWith(`${SITE}/dev/gateway/zalopay/pay?order=`)).toBe(true);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<body class="theme-zalopay">');
    expect(page.body).toContain("Cổng ZaloPay thử nghiệm");
    expect(page.body).toContain("261122_HC20261122001-1");
    expect(page.body).toContain("90.000\u00a0₫");
    expect(page.body).toContain("19:10 ngày 22/11/2026");
    expect(page.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it("create refuses a bad mac (-402), another app (-401), a day that is not today (-401), under 1.000 ₫ (-401), and a reused app_trans_id for another amount (-68)", async () => {
    expect(await api("create", { ...signedCreate(), amount: 1_000 })).toMatchObject({ return_code: 2, sub_return_code: -402 });
    expect(await api("create", signedCreate({ app_id: 2554 }))).toMatchObject({ return_code: 2, sub_return_code: -401 });
    expect(await api("create", signedCreate({ app_trans_id: "261121_RAW-1" }))).toMatchObject({ return_code: 2, sub_return_code: -401 });
    expect(await api("create", signedCreate({ amount: 999 }))).toMatchObject({ return_code: 2, sub_return_code: -401 });
    const first = await api("create", signedCreate());
    expect(first).toMatchObject({ return_code: 1 });
    expect((await api("create", signedCreate())).order_url).toBe(first.order_url);
    expect(await api("create", signedCreate({ amount: 100_000 }))).toMatchObject({ return_code: 2, sub_return_code: -68 });
    await expect(t.providers.zalopay!.createPaymentUrl(paymentInput({ txnRef: "RAW-1", amountVnd: 100_000 }))).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it("pay: one signed callback (answered 1), then the redirect with a checksum a merchant checks with key2; a second click replays it", async () => {
    const { order } = await openGateway();
    const res = await choose(order, "pay");
    expect(res.statusCode).toBe(303);
    const back = Object.fromEntries(new URL(String(res.headers.location)).searchParams);
    expect(back).toMatchObject({ appid: String(APP.appId), apptransid: "261122_HC20261122001-1", amount: "90000", status: "1" });
    expect(back.checksum).toBe(
      hmac(APP.key2, [back.appid, back.apptransid, back.pmcid, back.bankcode, back.amount, back.discountamount, back.status].join("|")),
    );
    expect(s.outcomes).toHaveLength(1);
    expect(s.outcomes[0]).toMatchObject({ method: "zalopay", txnRef: "HC20261122001-1", amountVnd: 90_000, success: true });
    expect(s.outcomes[0]!.providerTxnId).toMatch(/^261122\d{9}$/);
    expect((await choose(order, "cancel")).headers.location).toBe(res.headers.location);
    expect(s.outcomes).toHaveLength(1);
  });

  it("query and refund through the real adapter: pending, paid; part refunds up to what is left, a repeated m_refund_id and too much refused", async () => {
    const query = () => t.providers.zalopay!.query({ txnRef: "HC20261122001-1", createdAt: NOW });
    expect(await query()).toMatchObject({ valid: true, state: "not_found" });
    const { order } = await openGateway();
    expect(await query()).toMatchObject({ state: "pending", amountVnd: 90_000, providerTxnId: null });
    await choose(order, "pay");
    const zpTransId = s.outcomes[0]!.providerTxnId!;
    expect(await query()).toMatchObject({ state: "paid", amountVnd: 90_000, providerTxnId: zpTransId });
    const refund = (refundRef: string, amountVnd: number) =>
      t.providers.zalopay!.refund({
        refundRef,
        txnRef: "HC20261122001-1",
        providerTxnId: zpTransId,
        amountVnd,
        full: false,
        paymentCreatedAt: NOW,
        reason: "Hoàn tiền vé",
        requestedBy: "system",
      });
    expect(await refund("HC20261122001-1-R", 40_000)).toMatchObject({ accepted: true });
    expect(await refund("HC20261122001-1-R", 40_000)).toMatchObject({ valid: true, accepted: false, responseCode: "2/-68" });
    expect(await refund("HC20261122001-1-R2", 50_001)).toMatchObject({ accepted: false, responseCode: "2/-13" });
    expect(await refund("HC20261122001-1-R2", 50_000)).toMatchObject({ accepted: true });
  });

  it("cancel: no callback, the redirect says status 2, and the query says failed", async () => {
    const { order } = await openGateway();
    const back = new URL(String((await choose(order, "cancel")).headers.location)).searchParams;
    expect(back.get("status")).toBe("2");
    expect(s.outcomes).toHaveLength(0);
    expect(await t.providers.zalopay!.query({ txnRef: "HC20261122001-1", createdAt: NOW })).toMatchObject({ state: "failed" });
  });
});
