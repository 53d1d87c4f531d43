import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/helpers/chromium.ts";
import { LOOPBACK_SUITE_LIMITS } from "./e2e/helpers/server-process.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** A second server on an empty database: its film and comment lists are empty, banners fall back. */
export const E2E_EMPTY_URL = `http://localhost:${PORT + 1}`;

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

function server(port: number, url: string, demoData: boolean) {
  return {
    command: "node scripts/start.mjs",
    url: `${url}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      ...LOOPBACK_SUITE_LIMITS,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "hancine-e2e-")),
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-1234",
      SEED_DEMO_DATA: String(demoData),
      LOG_LEVEL: "warn",
      // Production refuses the local gateway's defaults; these specs never pay (e2e/purchase.spec.ts runs its own server).
      VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
      VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
      VNPAY_TMN_CODE: "E2ENOPAY",
      VNPAY_HASH_SECRET: "e2e-suite-never-pays-with-this-secret",
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    launchOptions: chromium,
    trace: "off",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [server(PORT, E2E_BASE_URL, true), server(PORT + 1, E2E_EMPTY_URL, false)],
});
