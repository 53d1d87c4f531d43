import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loadConfig } from "#server/config.ts";
import { queryRows } from "../client.ts";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { seedOnStart } from "./seed-on-start.ts";

// Issue 11, finding 5: NODE_ENV=production SEED_DEMO_DATA=true created admin@hancine.vn / QuanTri2026.
const NOW = new Date("2026-11-23T03:00:00Z");
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "seed-on-start-test-session-secret-long-enough",
  VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
  VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
  VNPAY_TMN_CODE: "TESTONLY",
  VNPAY_HASH_SECRET: "seed-on-start-test-never-pays",
};

let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const config = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/tmp/hancine-seed-on-start", ...env });
const counts = async () =>
  (
    await queryRows(
      database!.db,
      // Accounts anyone could sign in to: the walk-in account of the box office (decision 076) is disabled.
      sql<{
        users: number;
        films: number;
      }>`select (select count(*) from users where disabled_at is null)::int as users, (select count(*) from films)::int as films`,
    )
  )[0]!;

describe("seeding at start-up", () => {
  it("in production with SEED_DEMO_DATA=true seeds the demo catalogue but no account, and says so", async () => {
    database = await createTestDatabase();
    const line = await seedOnStart(config({ ...PRODUCTION, SEED_DEMO_DATA: "true" }), database.db, NOW);
    expect(line).toContain("Tài khoản demo không bao giờ được tạo trong production");
    const { users, films } = await counts();
    expect(films).toBeGreaterThan(0);
    expect(users).toBe(0);
    // Nor the published second factor (DEMO_TOTP_SECRET).
    expect(await queryRows(database.db, sql<{ n: number }>`select count(*)::int as n from mfa_totp`)).toEqual([{ n: 0 }]);
  });

  it("outside production adds the demo customer, staff member, manager and admin README lists", async () => {
    database = await createTestDatabase();
    expect(await seedOnStart(config({ NODE_ENV: "development" }), database.db, NOW)).toBeNull();
    const emails = await queryRows(database.db, sql<{ email: string; role: string }>`select email, role from users where disabled_at is null order by email`);
    expect(emails).toEqual([
      { email: "admin@hancine.vn", role: "admin" },
      { email: "khachhang@hancine.vn", role: "customer" },
      { email: "nhanvien@hancine.vn", role: "staff" },
      { email: "quanly@hancine.vn", role: "manager" },
    ]);
    // The staff, manager and admin sign in with the published authenticator-app secret (README).
    const enrolled = await queryRows(
      database.db,
      sql<{ email: string }>`select u.email from mfa_totp t join users u on u.id = t.user_id where t.confirmed_at is not null order by u.email`,
    );
    expect(enrolled.map((row) => row.email)).toEqual(["admin@hancine.vn", "nhanvien@hancine.vn", "quanly@hancine.vn"]);
  });
});
