import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { encodeVnpayValue, hasValidVnpayHash, signedVnpayQuery, vnpaySecureHash, vnpaySignData } from "./vnpay-signing.ts";

const SECRET = "TESTSECRETTESTSECRETTESTSECRET12";

describe("VNPay signing (2.1.0)", () => {
  it("encodes values like encodeURIComponent, with spaces as '+'", () => {
    expect(encodeVnpayValue("Thanh toan don hang :5")).toBe("Thanh+toan+don+hang+%3A5");
    expect(encodeVnpayValue("https://x.vn/a?b=c&d=e f")).toBe("https%3A%2F%2Fx.vn%2Fa%3Fb%3Dc%26d%3De+f");
    expect(encodeVnpayValue("a+b")).toBe("a%2Bb");
  });

  it("signs the vnp_* fields sorted by key, skipping the hash fields and foreign fields", () => {
    const params = {
      vnp_TxnRef: "HC1",
      vnp_Amount: "9000000",
      vnp_OrderInfo: "Ve xem phim",
      vnp_SecureHash: "ignored",
      vnp_SecureHashType: "HmacSHA512",
      utm_source: "mail",
    };
    // Spelled out by hand: sorted keys, encoded values.
    const expectedData = "vnp_Amount=9000000&vnp_OrderInfo=Ve+xem+phim&vnp_TxnRef=HC1";
    expect(vnpaySignData(params)).toBe(expectedData);
    expect(vnpaySecureHash(params, SECRET)).toBe(createHmac("sha512", SECRET).update(expectedData).digest("hex"));
  });

  it("matches the published example URL of VNPay's integration guide field for field (order and encoding)", () => {
    // https://sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/pay.html — the example payment URL, without its hash
    // (its merchant's secret is not published, so only the signed string can be compared).
    const published =
      "vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0";
    const fields = {
      vnp_Version: "2.1.0",
      vnp_Command: "pay",
      vnp_TmnCode: "DEMOV210",
      vnp_Amount: "1806000",
      vnp_CreateDate: "20210801153333",
      vnp_CurrCode: "VND",
      vnp_IpAddr: "127.0.0.1",
      vnp_Locale: "vn",
      vnp_OrderInfo: "Thanh toan don hang :5",
      vnp_OrderType: "other",
      vnp_ReturnUrl: "https://domainmerchant.vn/ReturnUrl",
      vnp_TxnRef: "5",
    };
    expect(vnpaySignData(fields)).toBe(published);
    const query = signedVnpayQuery(fields, SECRET);
    expect(query.startsWith(`${published}&vnp_SecureHash=`)).toBe(true);
    expect(query.split("vnp_SecureHash=")[1]).toMatch(/^[0-9a-f]{128}$/);
  });

  it("verifies a signed query read back through URLSearchParams, and rejects any tampering", () => {
    const fields = { vnp_Amount: "9000000", vnp_OrderInfo: "Ve 2D: Lat mat 8", vnp_ReturnUrl: "http://localhost:3000/r?x=1", vnp_TxnRef: "HC1" };
    const received = Object.fromEntries(new URLSearchParams(signedVnpayQuery(fields, SECRET)));
    expect(received.vnp_OrderInfo).toBe("Ve 2D: Lat mat 8");
    expect(hasValidVnpayHash(received, SECRET)).toBe(true);
    expect(hasValidVnpayHash({ ...received, vnp_Amount: "9000100" }, SECRET)).toBe(false);
    expect(hasValidVnpayHash({ ...received, vnp_ResponseCode: "00" }, SECRET)).toBe(false);
    expect(hasValidVnpayHash(received, "ANOTHERSECRETANOTHERSECRET123456")).toBe(false);
    const { vnp_SecureHash: _dropped, ...unsigned } = received;
    expect(hasValidVnpayHash(unsigned, SECRET)).toBe(false);
  });
});
