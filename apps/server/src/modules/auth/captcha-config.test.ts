import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";

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
    // Production has other required settings (payments); the captcha default is not what stops it.
    expect(() => loadConfig({ ...base, NODE_ENV: "production" })).not.toThrow(/CAPTCHA_ENABLED/);
  });
});
