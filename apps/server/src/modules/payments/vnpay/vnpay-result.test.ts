import { describe, expect, it } from "vitest";
import { vnpayIpnAnswer } from "./vnpay-ipn-answer.ts";
import { verifyVnpayResult } from "./vnpay-result.ts";
import { signedVnpayQuery } from "./vnpay-signing.ts";

const merchant = { tmnCode: "HCTEST01", hashSecret: "TESTSECRETTESTSECRETTESTSECRET12", paymentUrl: "x", apiUrl: "y" };
const result = {
  vnp_Amount: "18500000",
  vnp_BankCode: "NCB",
  vnp_CardType: "ATM",
  vnp_OrderInfo: "Thanh toan ve",
  vnp_PayDate: "20261121235800",
  vnp_ResponseCode: "00",
  vnp_TmnCode: "HCTEST01",
  vnp_TransactionNo: "14226112",
  vnp_TransactionStatus: "00",
  vnp_TxnRef: "HC1",
};
const signed = (fields: Record<string, string>, secret = merchant.hashSecret) => Object.fromEntries(new URLSearchParams(signedVnpayQuery(fields, secret)));

describe("VNPay payment result (return URL and IPN)", () => {
  it("reads a signed success: amount ÷ 100, VNPay's transaction number", () => {
    expect(verifyVnpayResult(merchant, signed(result))).toMatchObject({
      valid: true,
      txnRef: "HC1",
      amountVnd: 185_000,
      success: true,
      providerTxnId: "14226112",
      responseCode: "00",
    });
  });

  it("reads a cancellation (24, transaction number 0) as a failure without a transaction id", () => {
    const v = verifyVnpayResult(merchant, signed({ ...result, vnp_ResponseCode: "24", vnp_TransactionStatus: "02", vnp_TransactionNo: "0" }));
    expect(v).toMatchObject({ valid: true, success: false, responseCode: "24", providerTxnId: null });
  });

  it("rejects a tampered amount, a foreign secret, another merchant and repeated fields", () => {
    expect(verifyVnpayResult(merchant, { ...signed(result), vnp_Amount: "100" })).toMatchObject({
      valid: false,
      reason: "bad_signature",
      claimedTxnRef: "HC1",
    });
    expect(verifyVnpayResult(merchant, signed(result, "ANOTHERSECRETANOTHERSECRET123456"))).toMatchObject({ valid: false, reason: "bad_signature" });
    expect(verifyVnpayResult(merchant, signed({ ...result, vnp_TmnCode: "OTHER001" }))).toMatchObject({ valid: false, reason: "wrong_merchant" });
    expect(verifyVnpayResult(merchant, { ...signed(result), vnp_TxnRef: ["HC1", "HC2"] })).toMatchObject({ valid: false, reason: "malformed" });
  });

  it("answers the IPN with VNPay's RspCode for every outcome", () => {
    expect(vnpayIpnAnswer("confirmed").RspCode).toBe("00");
    expect(vnpayIpnAnswer("failed_recorded").RspCode).toBe("00");
    expect(vnpayIpnAnswer("order_not_found").RspCode).toBe("01");
    expect(vnpayIpnAnswer("already_confirmed").RspCode).toBe("02");
    expect(vnpayIpnAnswer("invalid_amount").RspCode).toBe("04");
    expect(vnpayIpnAnswer("bad_signature").RspCode).toBe("97");
    expect(vnpayIpnAnswer("error")).toEqual({ RspCode: "99", Message: "Unknown error" });
  });
});
