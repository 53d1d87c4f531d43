import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

const base = { DATA_DIR: "/tmp/hancine-config-test", SESSION_SECRET: "x".repeat(32) };

describe("CAPTCHA_ENABLED", () => {
  it("defaults to true and may be turned off outside production", () => {
    expect(loadConfig({ ...base, NODE_ENV: "development" }).captchaEnabled).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: "test", CAPTCHA_ENABLED: "false" }).captchaEnabled).toBe(false);
  });

  it("refuses false in production with one clear line", () => {
    expect(() => loadConfig({ ...base, NODE_ENV: "production", CAPTCHA_ENABLED: "false" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: "production", CAPTCHA_ENABLED: "false" })).toThrow(
      "Cấu hình không hợp lệ: CAPTCHA_ENABLED=false không được phép khi NODE_ENV=production.",
    );
  });

  it("is on in production when nothing is said", () => {
    const production = {
      ...base,
      NODE_ENV: "production",
      VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
      VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
      VNPAY_TMN_CODE: "HCPROD01",
      VNPAY_HASH_SECRET: "a-production-secret-that-is-long-enough-0123",
    };
    expect(loadConfig(production).captchaEnabled).toBe(true);
  });
});
