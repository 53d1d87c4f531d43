import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hasValidPipeHash, pipeData, QUERYDR_REQUEST_FIELDS, REFUND_REQUEST_FIELDS, withPipeHash } from "./vnpay-transaction-fields.ts";

const SECRET = "TESTSECRETTESTSECRETTESTSECRET12";

describe("VNPay querydr/refund checksums", () => {
  it("joins querydr values with '|' in the documented order", () => {
    const request = {
      vnp_OrderInfo: "Truy van HC1",
      vnp_IpAddr: "127.0.0.1",
      vnp_CreateDate: "20261122090000",
      vnp_TransactionDate: "20261121235510",
      vnp_TxnRef: "HC1",
      vnp_TmnCode: "HCTEST01",
      vnp_Command: "querydr",
      vnp_Version: "2.1.0",
      vnp_RequestId: "abc123",
    };
    const byHand = "abc123|2.1.0|querydr|HCTEST01|HC1|20261121235510|20261122090000|127.0.0.1|Truy van HC1";
    expect(pipeData(QUERYDR_REQUEST_FIELDS, request)).toBe(byHand);
    expect(withPipeHash(QUERYDR_REQUEST_FIELDS, request, SECRET).vnp_SecureHash).toBe(createHmac("sha512", SECRET).update(byHand).digest("hex"));
  });

  it("joins refund values in the documented order, an absent transaction number as an empty slot", () => {
    const request = {
      vnp_RequestId: "r1",
      vnp_Version: "2.1.0",
      vnp_Command: "refund",
      vnp_TmnCode: "HCTEST01",
      vnp_TransactionType: "02",
      vnp_TxnRef: "HC1",
      vnp_Amount: "18500000",
      vnp_TransactionDate: "20261121235510",
      vnp_CreateBy: "system",
      vnp_CreateDate: "20261122090000",
      vnp_IpAddr: "127.0.0.1",
      vnp_OrderInfo: "Hoan tien",
    };
    expect(pipeData(REFUND_REQUEST_FIELDS, request)).toBe("r1|2.1.0|refund|HCTEST01|02|HC1|18500000||20261121235510|system|20261122090000|127.0.0.1|Hoan tien");
  });

  it("detects a changed value", () => {
    const message = withPipeHash(QUERYDR_REQUEST_FIELDS, { vnp_RequestId: "1", vnp_TxnRef: "HC1" }, SECRET);
    expect(hasValidPipeHash(QUERYDR_REQUEST_FIELDS, message, SECRET)).toBe(true);
    expect(hasValidPipeHash(QUERYDR_REQUEST_FIELDS, { ...message, vnp_TxnRef: "HC2" }, SECRET)).toBe(false);
  });
});
