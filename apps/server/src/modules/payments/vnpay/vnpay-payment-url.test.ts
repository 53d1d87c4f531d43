import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PaymentGatewayError, type CreatePaymentInput } from "../payment-provider.ts";
import { formatVnpayDate, parseVnpayDate } from "./vnpay-dates.ts";
import { buildVnpayPaymentUrl } from "./vnpay-payment-url.ts";

const merchant = {
  tmnCode: "HCTEST01",
  hashSecret: "TESTSECRETTESTSECRETTESTSECRET12",
  paymentUrl: "https://pay.example.vn/paymentv2/vpcpay.html",
  apiUrl: "https://pay.example.vn/api",
};

const input: CreatePaymentInput = {
  txnRef: "HC20261122A1",
  amountVnd: 185_000,
  orderInfo: "Thanh toán vé HanCine – đơn HC20261122A1",
  clientIp: "::ffff:203.113.1.7",
  // 23:55:10 in Ho Chi Minh City on 21/11 is 16:55:10 UTC; the expiry crosses midnight there.
  createdAt: new Date("2026-11-21T16:55:10Z"),
  expiresAt: new Date("2026-11-21T17:05:10Z"),
  returnUrl: "http://localhost:3000/api/v1/payments/vnpay/return",
  notifyUrl: "http://localhost:3000/api/v1/payments/vnpay/ipn",
};

describe("VNPay payment URL", () => {
  it("writes dates as yyyyMMddHHmmss in GMT+7 and reads them back", () => {
    expect(formatVnpayDate(new Date("2026-11-21T16:55:10Z"))).toBe("20261121235510");
    expect(formatVnpayDate(new Date("2026-12-31T17:00:00Z"))).toBe("20270101000000");
    expect(parseVnpayDate("20270101000000")?.toISOString()).toBe("2026-12-31T17:00:00.000Z");
    expect(parseVnpayDate("20261332000000")).toBeNull();
    expect(parseVnpayDate("2026")).toBeNull();
  });

  it("carries the 2.1.0 fields, amount × 100, GMT+7 dates, a folded order text, and the hash over the rest", () => {
    const url = new URL(buildVnpayPaymentUrl(merchant, input));
    expect(url.origin + url.pathname).toBe(merchant.paymentUrl);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      vnp_Version: "2.1.0",
      vnp_Command: "pay",
      vnp_TmnCode: "HCTEST01",
      vnp_Amount: "18500000",
      vnp_CurrCode: "VND",
      vnp_Locale: "vn",
      vnp_OrderType: "other",
      vnp_TxnRef: "HC20261122A1",
      vnp_IpAddr: "203.113.1.7",
      vnp_CreateDate: "20261121235510",
      vnp_ExpireDate: "20261122000510",
      vnp_OrderInfo: "Thanh toan ve HanCine don HC20261122A1",
      vnp_ReturnUrl: input.returnUrl,
    });
    // The raw query (before the hash) spelled out by hand, then signed with node's crypto.
    const signed =
      "vnp_Amount=18500000&vnp_Command=pay&vnp_CreateDate=20261121235510&vnp_CurrCode=VND&vnp_ExpireDate=20261122000510" +
      "&vnp_IpAddr=203.113.1.7&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+ve+HanCine+don+HC20261122A1&vnp_OrderType=other" +
      "&vnp_ReturnUrl=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fv1%2Fpayments%2Fvnpay%2Freturn&vnp_TmnCode=HCTEST01&vnp_TxnRef=HC20261122A1&vnp_Version=2.1.0";
    expect(url.search).toBe(`?${signed}&vnp_SecureHash=${createHmac("sha512", merchant.hashSecret).update(signed).digest("hex")}`);
  });

  it("refuses amounts that are not positive whole VND, bad references and an expiry before creation", () => {
    for (const bad of [{ amountVnd: 0 }, { amountVnd: 1000.5 }, { amountVnd: -5 }, { txnRef: "đơn 1" }, { expiresAt: input.createdAt }]) {
      expect(() => buildVnpayPaymentUrl(merchant, { ...input, ...bad })).toThrow(PaymentGatewayError);
    }
  });
});
