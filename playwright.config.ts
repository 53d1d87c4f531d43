import { defineConfig } from "@playwright/test";
import { chainDay } from "@hancine/contract/format";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/helpers/chromium.ts";
import { suiteServerEnv } from "./started/helpers/server-process.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The chain day the run began (Asia/Ho_Chi_Minh), for e2e/helpers/demo-site.ts's `daysAhead`: set here,
 * in the runner, before its workers start, so every spec counts its own showtimes' days from one day.
 */
process.env.E2E_RUN_DAY ??= chainDay(new Date());
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** A second server on an empty database: its film and comment lists are empty, banners fall back. */
export const E2E_EMPTY_URL = `http://localhost:${PORT + 1}`;
/**
 * A third, outside production (the same production build of the pages): the demo's customer, staff,
 * manager and admin exist there, and so do the local payment gateway and the mailbox. The purchase
 * and back-office specs share it (decision 042).
 */
export const E2E_DEMO_URL = `http://localhost:${PORT + 2}`;

export const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

type ServerKind = "demo data" | "empty" | "demo data and accounts";

/** One server of the suite; `env` adds to its environment (e.g. `DATABASE_URL` for a PostgreSQL server). */
export function server(port: number, url: string, kind: ServerKind, env: Record<string, string> = {}) {
  const production = kind !== "demo data and accounts";
  return {
    command: "node scripts/start.mjs",
    url: `${url}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      ...suiteServerEnv(port, { production }),
      SEED_DEMO_DATA: String(kind !== "empty"),
      ...env,
    },
  };
}

/**
 * The demo server's refunds ask for a recent second factor from 80.000 ₫ (the default, 1.000.000 ₫, is
 * more than the specs' orders of two morning seats): e2e/staff-second-factor.spec.ts meets the step-up
 * dialog on a refund. The other specs refund within minutes of signing in, their proof still recent.
 * Every spec signs in from 127.0.0.1, so the per-address lock of wrong second factors (five by
 * default) would let one spec's wrong codes lock the next; the per-account lock stays five.
 */
// Snacks ordered ahead can be picked up at any hour on the suite's demo server, so the journey runs whenever the suite does.
// Several specs hold seats as the one demo customer: on a fast machine more than ten of their holds fell
// within ten minutes and the next spec's hold met the per-account limit (429, meant for one person's
// rush, tested in the integration suite), so the demo server counts a hundred.
const DEMO_SERVER_ENV = { REFUND_STEP_UP_VND: "80000", MFA_LOCKOUT_PER_ADDRESS: "1000", SNACK_COUNTER_HOURS: "00:00-24:00", HOLDS_PER_ACCOUNT: "100" };

export default defineConfig({
  testDir: "e2e",
  // Two instances on one PostgreSQL: its own configuration (playwright.postgres.config.ts).
  testIgnore: "both-instances.spec.ts",
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
  webServer: [
    server(PORT, E2E_BASE_URL, "demo data"),
    server(PORT + 1, E2E_EMPTY_URL, "empty"),
    server(PORT + 2, E2E_DEMO_URL, "demo data and accounts", DEMO_SERVER_ENV),
  ],
});
