import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "hancine-payments-config-"));
const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "s".repeat(40),
  VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
  VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
  VNPAY_TMN_CODE: "REALTMN1",
  VNPAY_HASH_SECRET: "REALSECRETREALSECRETREALSECRET12",
};

function problemOf(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("payment configuration", () => {
  it("points VNPay and MoMo at the site's own local gateways outside production", () => {
    const { payments } = loadConfig({ DATA_DIR: dataDir(), PORT: "3103" });
    expect(payments.vnpay).toEqual({
      paymentUrl: "http://localhost:3103/dev/gateway/vnpay/paymentv2/vpcpay.html",
      apiUrl: "http://localhost:3103/dev/gateway/vnpay/merchant_webapi/api/transaction",
      tmnCode: "HCTEST01",
      hashSecret: "HANCINELOCALGATEWAYNOTASECRET000",
    });
    const localMomo = {
      endpoint: "http://localhost:3103/dev/gateway/momo",
      partnerCode: "HCLOCALMOMO",
      accessKey: "HANCINELOCALMOMOACCESS",
      secretKey: "HANCINELOCALMOMONOTASECRET000000",
    };
    expect(payments.momo).toEqual(localMomo);
    const localZalopay = {
      endpoint: "http://localhost:3103/dev/gateway/zalopay",
      appId: 2700,
      key1: "HANCINELOCALZALOPAYKEY1NOTSECRET",
      key2: "HANCINELOCALZALOPAYKEY2NOTSECRET",
    };
    expect(payments.zalopay).toEqual(localZalopay);
    expect(payments.localGateway).toEqual({ enabled: true, ipnUrl: "http://localhost:3103/api/v1/payments/vnpay/ipn", momo: localMomo, zalopay: localZalopay });
  });

  it("in production needs every VNPay variable, refuses the local gateway's values, and turns the local gateway off", () => {
    for (const name of ["VNPAY_URL", "VNPAY_API_URL", "VNPAY_TMN_CODE", "VNPAY_HASH_SECRET"]) {
      const { [name]: _left, ...rest } = production as Record<string, string>;
      const message = problemOf(rest);
      expect(message).toContain(name);
      expect(message).not.toContain("\n");
    }
    expect(problemOf({ ...production, VNPAY_HASH_SECRET: "HANCINELOCALGATEWAYNOTASECRET000" })).toMatch(
      /VNPAY_HASH_SECRET đang là giá trị của cổng thanh toán thử nghiệm/,
    );
    expect(problemOf({ ...production, VNPAY_URL: "https://hancine.vn/dev/gateway/vnpay/paymentv2/vpcpay.html" })).toMatch(/^Cấu hình không hợp lệ: VNPAY_URL/);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).payments.localGateway.enabled).toBe(false);
  });

  it("in production offers MoMo only with its variables, and refuses the local MoMo gateway's values", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).payments.momo).toBeUndefined();
    const realMomo = {
      MOMO_ENDPOINT: "https://payment.momo.vn",
      MOMO_PARTNER_CODE: "MOMOHC01",
      MOMO_ACCESS_KEY: "realaccess",
      MOMO_SECRET_KEY: "realsecretrealsecret",
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...realMomo }).payments.momo).toEqual({
      endpoint: "https://payment.momo.vn",
      partnerCode: "MOMOHC01",
      accessKey: "realaccess",
      secretKey: "realsecretrealsecret",
    });
    const local = { MOMO_PARTNER_CODE: "HCLOCALMOMO", MOMO_ACCESS_KEY: "HANCINELOCALMOMOACCESS", MOMO_SECRET_KEY: "HANCINELOCALMOMONOTASECRET000000" };
    for (const [name, value] of Object.entries(local)) {
      const message = problemOf({ ...production, ...realMomo, [name]: value });
      expect(message).toBe(`Cấu hình không hợp lệ: ${name} đang là giá trị của cổng MoMo thử nghiệm, không dùng được khi NODE_ENV=production.`);
      expect(message).not.toContain(value);
    }
    expect(problemOf({ ...production, ...realMomo, MOMO_ENDPOINT: "https://hancine.vn/dev/gateway/momo" })).toMatch(
      /^Cấu hình không hợp lệ: MOMO_ENDPOINT đang là giá trị của cổng MoMo thử nghiệm/,
    );
  });

  it("turns MoMo on only with all three keys, and never echoes a secret", () => {
    expect(problemOf({ MOMO_PARTNER_CODE: "HANCINE", MOMO_SECRET_KEY: "very-secret-value" })).toBe(
      "Cấu hình không hợp lệ: MOMO_ACCESS_KEY là bắt buộc khi đã đặt MOMO_PARTNER_CODE, MOMO_SECRET_KEY.",
    );
    expect(problemOf({ VNPAY_HASH_SECRET: "short-secret" })).not.toContain("short-secret");
    const { payments } = loadConfig({ DATA_DIR: dataDir(), MOMO_PARTNER_CODE: "HANCINE", MOMO_ACCESS_KEY: "a", MOMO_SECRET_KEY: "b" });
    expect(payments.momo).toEqual({ endpoint: "https://test-payment.momo.vn", partnerCode: "HANCINE", accessKey: "a", secretKey: "b" });
    expect(problemOf({ ...production, MOMO_PARTNER_CODE: "HANCINE", MOMO_ACCESS_KEY: "a", MOMO_SECRET_KEY: "b" })).toMatch(/MOMO_ENDPOINT là bắt buộc/);
  });

  it("in production offers ZaloPay only with its variables, needs ZALOPAY_ENDPOINT, and refuses the local ZaloPay gateway's values", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).payments.zalopay).toBeUndefined();
    const real = { ZALOPAY_ENDPOINT: "https://openapi.zalopay.vn", ZALOPAY_APP_ID: "2554", ZALOPAY_KEY1: "realkey1realkey1", ZALOPAY_KEY2: "realkey2realkey2" };
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...real }).payments.zalopay).toEqual({
      endpoint: "https://openapi.zalopay.vn",
      appId: 2554,
      key1: "realkey1realkey1",
      key2: "realkey2realkey2",
    });
    const { ZALOPAY_ENDPOINT: _endpoint, ...noEndpoint } = real;
    expect(problemOf({ ...production, ...noEndpoint })).toMatch(/ZALOPAY_ENDPOINT là bắt buộc/);
    for (const [name, value] of Object.entries({
      ZALOPAY_APP_ID: "2700",
      ZALOPAY_KEY1: "HANCINELOCALZALOPAYKEY1NOTSECRET",
      ZALOPAY_KEY2: "HANCINELOCALZALOPAYKEY2NOTSECRET",
      ZALOPAY_ENDPOINT: "https://hancine.vn/dev/gateway/zalopay",
    })) {
      const message = problemOf({ ...production, ...real, [name]: value });
      expect(message).toBe(`Cấu hình không hợp lệ: ${name} đang là giá trị của cổng ZaloPay thử nghiệm, không dùng được khi NODE_ENV=production.`);
      if (name.startsWith("ZALOPAY_KEY")) expect(message).not.toContain(value);
    }
    expect(problemOf({ ZALOPAY_APP_ID: "2554", ZALOPAY_KEY2: "secret-key-two" })).toBe(
      "Cấu hình không hợp lệ: ZALOPAY_KEY1 là bắt buộc khi đã đặt ZALOPAY_APP_ID, ZALOPAY_KEY2.",
    );
    expect(problemOf({ ZALOPAY_APP_ID: "abc", ZALOPAY_KEY1: "a", ZALOPAY_KEY2: "b" })).toMatch(/ZALOPAY_APP_ID phải là số/);
  });

  it("refuses the local e-invoice stand-in in production; without a provider there, invoices are not offered", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).eInvoiceProvider).toBe("local");
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).eInvoiceProvider).toBeNull();
    expect(problemOf({ ...production, EINVOICE_PROVIDER: "local" })).toMatch(/^Cấu hình không hợp lệ: EINVOICE_PROVIDER=local/);
    expect(problemOf({ EINVOICE_PROVIDER: "misa" })).toMatch(/EINVOICE_PROVIDER/);
  });
});
