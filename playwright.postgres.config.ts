import { defineConfig } from "@playwright/test";
import baseConfig, { server } from "./playwright.config.ts";

/**
 * The browser suite's PostgreSQL part (`npm test` runs it when TEST_DATABASE_URL is set, as CI does):
 * two instances of the demo site, outside production, on one fresh PostgreSQL database
 * (`E2E_DATABASE_URL`, made by scripts/test.mjs) — what "every instance" means in production. The
 * first seeds the demo data; the second starts once the first answers (Playwright starts them in order).
 */
const databaseUrl = process.env.E2E_DATABASE_URL;
if (!databaseUrl) throw new Error("E2E_DATABASE_URL: a fresh PostgreSQL database for the two instances (scripts/test.mjs makes one)");
const PORT = Number(process.env.E2E_PORT ?? 3100) + 10;
export const INSTANCE_A = `http://localhost:${PORT}`;
export const INSTANCE_B = `http://localhost:${PORT + 1}`;

export default defineConfig({
  ...baseConfig,
  testIgnore: undefined,
  testMatch: "both-instances.spec.ts",
  webServer: [
    server(PORT, INSTANCE_A, "demo data and accounts", { DATABASE_URL: databaseUrl }),
    server(PORT + 1, INSTANCE_B, "demo data and accounts", { DATABASE_URL: databaseUrl }),
  ],
});
