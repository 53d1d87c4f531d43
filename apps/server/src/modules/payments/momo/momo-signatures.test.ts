import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { momoIpnAcknowledgement, verifyMomoResult } from "./momo-result.ts";
import { MOMO_CREATE_FIELDS, MOMO_QUERY_FIELDS, MOMO_REFUND_FIELDS, MOMO_RESULT_FIELDS, momoRawSignature, momoSignature } from "./momo-signatures.ts";

const keys = { accessKey: "ACCESSKEY123", secretKey: "SECRETKEY456" };
const merchant = { ...keys, partnerCode: "HANCINE", endpoint: "https://momo.example" };
const sha256 = (data: string) => createHmac("sha256", keys.secretKey).update(data, "utf8").digest("hex");

describe("MoMo signatures (API v2)", () => {
  it("create: accessKey&amount&extraData&ipnUrl&orderId&orderInfo&partnerCode&redirectUrl&requestId&requestType, raw values", () => {
    const message = {
      partnerCode: "HANCINE",
      requestId: "req-1",
      amount: 185000,
      orderId: "HC1",
      orderInfo: "Thanh toán vé HanCine",
      redirectUrl: "https://hancine.vn/api/v1/payments/momo/return",
      ipnUrl: "https://hancine.vn/api/v1/payments/momo/ipn",
      requestType: "captureWallet",
      extraData: "",
    };
    const byHand =
      "accessKey=ACCESSKEY123&amount=185000&extraData=&ipnUrl=https://hancine.vn/api/v1/payments/momo/ipn&orderId=HC1" +
      "&orderInfo=Thanh toán vé HanCine&partnerCode=HANCINE&redirectUrl=https://hancine.vn/api/v1/payments/momo/return&requestId=req-1&requestType=captureWallet";
    expect(momoRawSignature(MOMO_CREATE_FIELDS, keys.accessKey, message)).toBe(byHand);
    expect(momoSignature(MOMO_CREATE_FIELDS, keys, message)).toBe(sha256(byHand));
  });

  it("query and refund use their own field lists", () => {
    expect(momoRawSignature(MOMO_QUERY_FIELDS, keys.accessKey, { partnerCode: "HANCINE", requestId: "q1", orderId: "HC1" })).toBe(
      "accessKey=ACCESSKEY123&orderId=HC1&partnerCode=HANCINE&requestId=q1",
    );
    expect(
      momoRawSignature(MOMO_REFUND_FIELDS, keys.accessKey, {
        partnerCode: "HANCINE",
        orderId: "HC1-R1",
        requestId: "r1",
        amount: 185000,
        transId: 4088878653,
        description: "Hoàn tiền",
      }),
    ).toBe("accessKey=ACCESSKEY123&amount=185000&description=Hoàn tiền&orderId=HC1-R1&partnerCode=HANCINE&requestId=r1&transId=4088878653");
  });

  const ipn = {
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
    responseTime: 1763744100000,
    extraData: "",
  };
  const resultByHand =
    "accessKey=ACCESSKEY123&amount=185000&extraData=&message=Thành công.&orderId=HC1&orderInfo=Thanh toán vé HanCine&orderType=momo_wallet" +
    "&partnerCode=HANCINE&payType=qr&requestId=req-1&responseTime=1763744100000&resultCode=0&transId=4088878653";

  it("verifies an IPN body (JSON numbers) and the same fields as a redirect query (strings)", () => {
    const body = { ...ipn, signature: sha256(resultByHand) };
    expect(momoRawSignature(MOMO_RESULT_FIELDS, keys.accessKey, ipn)).toBe(resultByHand);
    expect(verifyMomoResult(merchant, body)).toMatchObject({
      valid: true,
      txnRef: "HC1",
      amountVnd: 185000,
      success: true,
      providerTxnId: "4088878653",
      responseCode: "0",
    });
    const query = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    expect(verifyMomoResult(merchant, query)).toMatchObject({ valid: true, success: true });
  });

  it("rejects a tampered amount or result code and another partner; a refusal (1006) is a valid failure", () => {
    const body = { ...ipn, signature: sha256(resultByHand) };
    expect(verifyMomoResult(merchant, { ...body, amount: 1000 })).toMatchObject({ valid: false, reason: "bad_signature" });
    expect(verifyMomoResult(merchant, { ...body, resultCode: 1006 })).toMatchObject({ valid: false, reason: "bad_signature" });
    expect(verifyMomoResult({ ...merchant, partnerCode: "OTHER" }, body)).toMatchObject({ valid: false, reason: "wrong_merchant" });
    const denied = { ...ipn, resultCode: 1006, transId: 0 };
    expect(verifyMomoResult(merchant, { ...denied, signature: momoSignature(MOMO_RESULT_FIELDS, keys, denied) })).toMatchObject({
      valid: true,
      success: false,
      providerTxnId: null,
    });
  });

  it("acknowledges every recorded outcome with 204", () => {
    for (const outcome of ["confirmed", "already_confirmed", "order_not_found", "invalid_amount", "failed_recorded"] as const) {
      expect(momoIpnAcknowledgement(outcome)).toEqual({ status: 204 });
    }
    expect(momoIpnAcknowledgement("bad_signature").status).toBe(400);
    expect(momoIpnAcknowledgement("error").status).toBe(500);
  });
});
