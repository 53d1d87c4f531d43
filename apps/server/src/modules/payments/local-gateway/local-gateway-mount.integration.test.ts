import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const page = "/dev/gateway/vnpay/paymentv2/vpcpay.html?vnp_TxnRef=HC1";
const momoPage = "/dev/gateway/momo/v2/gateway/pay?t=HC1";
const zalopayPage = "/dev/gateway/zalopay/pay?order=HC1";
const offered = async () =>
  (await t!.app.inject({ method: "GET", url: "/api/v1/payment-methods" })).json().result.map((m: { id: string; name: string }) => `${m.id}: ${m.name}`);

describe("the local gateways in the app", () => {
  it("is served outside production", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: page });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Cổng thanh toán thử nghiệm");
    const momo = await t.app.inject({ method: "GET", url: momoPage });
    expect(momo.statusCode).toBe(400);
    expect(momo.body).toContain("Cổng MoMo thử nghiệm");
    const zalopay = await t.app.inject({ method: "GET", url: zalopayPage });
    expect(zalopay.statusCode).toBe(400);
    expect(zalopay.body).toContain("Cổng ZaloPay thử nghiệm");
    expect(await offered()).toEqual(["vnpay: VNPay", "momo: Ví MoMo", "zalopay: ZaloPay"]);
  });

  it("is not there in production", async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: "production",
        SESSION_SECRET: "s".repeat(40),
        VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
        VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
        VNPAY_TMN_CODE: "REALTMN1",
        VNPAY_HASH_SECRET: "REALSECRETREALSECRETREALSECRET12",
      },
    });
    const res = await t.app.inject({ method: "GET", url: page });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Cổng thanh toán thử nghiệm");
    expect((await t.app.inject({ method: "GET", url: momoPage })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/dev/gateway/momo/v2/gateway/api/create", payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: zalopayPage })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/dev/gateway/zalopay/v2/create", payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/dev/e-invoice/ABCDEFGHIJ" })).statusCode).toBe(404);
    expect(await offered()).toEqual(["vnpay: VNPay"]);
  });
});
