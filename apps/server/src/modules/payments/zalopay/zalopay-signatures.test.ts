import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyZalopayCallback, verifyZalopayRedirect, zalopayCallbackAcknowledgement } from "./zalopay-result.ts";
import { appTransIdOf, callbackMac, createOrderMac, queryOrderMac, redirectChecksum, refundMac, txnRefOf } from "./zalopay-signatures.ts";

/*
 * Vectors published by ZaloPay, with the public keys of ZaloPay's own sandbox demo apps (the keys its
 * sample code ships with; they open nothing but ZaloPay's sandbox):
 * - create order, app 553 (key1 9phuAOYhan4urywHTh0ndEXiV3pKHr5Q): the order JSON and its mac in
 *   "Thanh toán QR" — https://docs.zalopay.vn/docs/qrcode/api.html (appid 553, apptransid 200904_000234,
 *   mac 7e95836a…5a6838);
 * - callback, app 2553 (key2 kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz): the "Data sample" of
 *   https://docs.zalopay.vn/docs/specs/callback-api (app_trans_id 200904_2553_1598435687208, mac d8d33baf…104f67).
 * Field orders: https://docs.zalopay.vn/docs/specs/order-query and …/order-refund; redirect checksum:
 * https://docs.zalopay.vn/docs/webtoapp/api.html.
 */
const DOCS_CALLBACK_DATA =
  '{"app_id":2553,"app_trans_id":"200904_2553_1598435687208","app_time":1599189392817,"app_user":"demo","amount":10000,' +
  '"embed_data":"{\\"merchantinfo\\":\\"embeddata123\\",\\"promotioninfo\\":\\"\\"}",' +
  '"item":"[{\\"itemid\\":\\"knb\\",\\"itemname\\":\\"kim nguyen bao\\",\\"itemprice\\":198400,\\"itemquantity\\":1}]",' +
  '"zp_trans_id":200904000000389,"server_time":1599189413498,"channel":38,"merchant_user_id":"7ZMSl3nEg5sOUJzOLSoUFT8xKNQVaLOLXHB--8Eytqc","user_fee_amount":0,"discount_amount":0}';
const DOCS_CALLBACK_MAC = "d8d33baf449b31d7f9b94fa50d7c942c08cd4d83f28fa185557da21acb104f67";
const SANDBOX_2553 = {
  endpoint: "https://sb-openapi.zalopay.vn",
  appId: 2553,
  key1: "PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL",
  key2: "kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz",
};

describe("ZaloPay signatures (API v2) against ZaloPay's published examples", () => {
  it("create order: app_id|app_trans_id|app_user|amount|app_time|embed_data|item with key1 gives the docs' mac", () => {
    const mac = createOrderMac("9phuAOYhan4urywHTh0ndEXiV3pKHr5Q", {
      app_id: 553,
      app_trans_id: "200904_000234",
      app_user: "user123",
      amount: 10000,
      app_time: 1599202366026,
      embed_data: "{}",
      item: "[]",
    });
    expect(mac).toBe("7e95836a9feace32458f23416feea423172ef0a098f27a668a1e10788b5a6838");
  });

  it("callback: the docs' data sample, signed with key2, is accepted as a success for 10.000 ₫", () => {
    expect(callbackMac(SANDBOX_2553.key2, DOCS_CALLBACK_DATA)).toBe(DOCS_CALLBACK_MAC);
    const verified = verifyZalopayCallback(SANDBOX_2553, { data: DOCS_CALLBACK_DATA, mac: DOCS_CALLBACK_MAC, type: 1 });
    expect(verified).toMatchObject({ valid: true, txnRef: "2553_1598435687208", providerTxnId: "200904000000389", amountVnd: 10000, success: true });
  });

  it("callback: one changed character in data, a mac made with key1, or another app is refused", () => {
    const tampered = DOCS_CALLBACK_DATA.replace('"amount":10000', '"amount":1000');
    expect(verifyZalopayCallback(SANDBOX_2553, { data: tampered, mac: DOCS_CALLBACK_MAC, type: 1 })).toMatchObject({ valid: false, reason: "bad_signature" });
    expect(verifyZalopayCallback(SANDBOX_2553, { data: DOCS_CALLBACK_DATA, mac: callbackMac(SANDBOX_2553.key1, DOCS_CALLBACK_DATA), type: 1 })).toMatchObject({
      valid: false,
      reason: "bad_signature",
    });
    expect(verifyZalopayCallback({ ...SANDBOX_2553, appId: 2554 }, { data: DOCS_CALLBACK_DATA, mac: DOCS_CALLBACK_MAC, type: 1 })).toMatchObject({
      valid: false,
      reason: "wrong_merchant",
    });
    expect(verifyZalopayCallback(SANDBOX_2553, { data: 42, mac: DOCS_CALLBACK_MAC })).toMatchObject({ valid: false, reason: "malformed" });
  });

  it("query, refund and the redirect checksum sign the documented fields in the documented order", () => {
    // Spelled out by hand from the docs' templates, then signed with node:crypto directly.
    const h = (key: string, s: string) => createHmac("sha256", key).update(s, "utf8").digest("hex");
    expect(queryOrderMac("K1", 2553, "261127_HC12345678-1")).toBe(h("K1", "2553|261127_HC12345678-1|K1"));
    expect(refundMac("K1", { app_id: 2553, zp_trans_id: "261127000000389", amount: 90000, description: "Hoàn tiền vé", timestamp: 1764201600000 })).toBe(
      h("K1", "2553|261127000000389|90000|Hoàn tiền vé|1764201600000"),
    );
    const redirect = { appid: "2553", apptransid: "261127_HC12345678-1", pmcid: "38", bankcode: "", amount: "90000", discountamount: "0", status: "1" };
    expect(redirectChecksum("K2", redirect)).toBe(h("K2", "2553|261127_HC12345678-1|38||90000|0|1"));
    const merchant = { ...SANDBOX_2553, key2: "K2" };
    expect(verifyZalopayRedirect(merchant, { ...redirect, checksum: redirectChecksum("K2", redirect) })).toMatchObject({
      valid: true,
      txnRef: "HC12345678-1",
      success: true,
    });
    expect(verifyZalopayRedirect(merchant, { ...redirect, status: "2", checksum: redirectChecksum("K2", redirect) })).toMatchObject({
      valid: false,
      reason: "bad_signature",
    });
  });

  it("app_trans_id starts with the day in Vietnam (yymmdd_) and gives the txnRef back", () => {
    // 17:30 UTC on 26/11 is already 27/11 in Ho Chi Minh City.
    expect(appTransIdOf("HC12345678-1", new Date("2026-11-26T17:30:00Z"))).toBe("261127_HC12345678-1");
    expect(appTransIdOf("HC12345678-1", new Date("2026-11-26T16:59:59Z"))).toBe("261126_HC12345678-1");
    expect(txnRefOf("261127_HC12345678-1")).toBe("HC12345678-1");
    expect(txnRefOf("HC12345678-1")).toBeNull();
  });

  it("answers the callback as ZaloPay reads it: 1 taken, 2 duplicate, -1 forged, 0 retry", () => {
    const code = (o: Parameters<typeof zalopayCallbackAcknowledgement>[0]) => JSON.parse(zalopayCallbackAcknowledgement(o).body!).return_code;
    expect(code("confirmed")).toBe(1);
    expect(code("failed_recorded")).toBe(1);
    expect(code("already_confirmed")).toBe(2);
    expect(code("bad_signature")).toBe(-1);
    expect(code("error")).toBe(0);
  });
});
