import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_TOTP_SECRET } from "../apps/server/src/db/seed/demo-totp.ts";
import { freshDataDir, startSite, type StartedSite } from "./helpers/server-process.ts";
import { AnswerLog, buyOnce, orderStatus, signUpShopper, type Shopper } from "./helpers/shoppers.ts";
import { freshPostgresDatabase } from "./helpers/test-database.ts";

/**
 * Issue 32, backed up, restored, moved: a customer buys a ticket; the site is stopped and backed up
 * (`npm run backup`); the backup is restored into an empty database (`npm run restore`) and the
 * embedded database moved to PostgreSQL (`npm run db:move-to-postgres`). On each copy, started as
 * `npm start` starts it, the customer signs in, the ticket opens the door once, the media load.
 */

const root = path.resolve(import.meta.dirname, "..");
const PORT = 3975;
const log = new AnswerLog();
const env = { CAPTCHA_ENABLED: "false" };
let site: StartedSite | undefined;

/** `npm run <script> -- <args>` as an operator types it, on the given database. */
function npmRun(script: string, args: string[], where: Record<string, string>) {
  const run = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...where },
    encoding: "utf8",
    timeout: 180_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

async function signIn(base: string, email: string, password: string) {
  const login = await log.call(base, "POST", "/api/v1/auth/login", { body: { email, password, client: "app" } });
  expect(login.status, `${email} signs in on ${base}`).toBe(200);
  const { token, mfa } = (login.body as { result: { token: string; mfa: { required: boolean } } }).result;
  // The demo's staff give the published authenticator app's code (README, decision 074).
  if (mfa.required) {
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate();
    const proven = await log.call(base, "POST", "/api/v1/auth/mfa/verify", { token, body: { method: "totp", code } });
    expect(proven.status, JSON.stringify(proven.body)).toBe(200);
  }
  return token;
}

/** On a restored copy: the customer's paid order is there, its ticket opens the door once (the clock moved to the showtime), media load. */
async function expectTheSameSite(where: Record<string, string>, databaseUrl: string | undefined, purchase: Purchase) {
  site = await startSite(PORT, { ...env, ...where }, databaseUrl);
  const base = site.base;
  const token = await signIn(base, purchase.shopper.email, "PhimHay2026");
  const order = await log.call(base, "GET", `/api/v1/orders/${purchase.orderId}`, { token });
  expect(order.status).toBe(200);
  const { status, tickets } = (order.body as { result: { status: string; tickets: { code: string; checkedInAt: string | null }[] } }).result;
  expect(status).toBe("paid");
  expect(tickets.length).toBeGreaterThan(0);
  expect(tickets.every((ticket) => ticket.checkedInAt === null)).toBe(true);

  await log.call(base, "PUT", "/dev/clock", { body: { at: new Date(Date.parse(purchase.startsAt) - 10 * 60_000).toISOString() } });
  const staff = await signIn(base, "admin@hancine.vn", "QuanTri2026");
  const first = await log.call(base, "POST", "/api/v1/checkin", { token: staff, body: { qr: tickets[0]!.code } });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const again = await log.call(base, "POST", "/api/v1/checkin", { token: staff, body: { qr: tickets[0]!.code } });
  expect(again.status).toBe(409);
  expect((again.body as { error: { code: string } }).error.code).toBe("ALREADY_CHECKED_IN");

  const media = (await (await fetch(`${base}/`)).text()).match(/\/media\/[\w.-]+\.(?:webp|jpg|png|avif)/)?.[0];
  expect(media, "the home page shows an uploaded image").toBeTruthy();
  const image = await fetch(`${base}${media}`);
  expect(image.status).toBe(200);
  expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  await site.stop();
  site = undefined;
}

type Purchase = { shopper: Shopper; orderId: string; startsAt: string };

describe("backup, restore and the move to PostgreSQL", () => {
  afterAll(async () => {
    await site?.stop();
  });

  it("a ticket bought before the backup checks in once on the restored site, on PostgreSQL and on a PostgreSQL backup's restore; a restore over data is refused", async () => {
    const dataDir = freshDataDir();
    site = await startSite(PORT, { ...env, DATA_DIR: dataDir });
    const shopper = await signUpShopper(log, site.base);
    const listed = await log.call(site.base, "GET", "/api/v1/showtimes");
    const later = Date.now() + 2 * 3600_000;
    const showtime = (listed.body as { result: { id: string; startsAt: string; saleEventId?: string | null }[] }).result.find(
      (s) => !s.saleEventId && Date.parse(s.startsAt) > later,
    )!;
    const orderId = await buyOnce(log, site.base, shopper, showtime.id, () => 0, { tries: 20 });
    expect(orderId).toBeTruthy();
    await expect.poll(() => orderStatus(log, site!.base, shopper, orderId!), { timeout: 30_000 }).toBe("paid");
    await site.stop();
    site = undefined;
    const purchase: Purchase = { shopper, orderId: orderId!, startsAt: showtime.startsAt };

    const file = path.join(mkdtempSync(path.join(tmpdir(), "hancine-backup-")), "hancine.backup.gz");
    const backup = npmRun("backup", ["--to", file], { DATA_DIR: dataDir });
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toMatch(/Đã sao lưu .* \d+ bảng/);

    const restoredDir = freshDataDir();
    const restore = npmRun("restore", ["--from", file], { DATA_DIR: restoredDir });
    expect(restore.status, restore.out).toBe(0);
    const twice = npmRun("restore", ["--from", file], { DATA_DIR: restoredDir });
    expect(twice.status).toBe(1);
    expect(twice.out).toContain("Cơ sở dữ liệu đích không trống");
    await expectTheSameSite({ DATA_DIR: restoredDir }, undefined, purchase);

    // The embedded database moved to PostgreSQL: on the suite's PostgreSQL server (TEST_DATABASE_URL, as `npm test` in CI has it).
    // Then that PostgreSQL database backed up and restored into another one, before either is used.
    const postgres = await freshPostgresDatabase("hancine_move");
    const second = await freshPostgresDatabase("hancine_restore");
    if (postgres.url && second.url) {
      try {
        const move = npmRun("db:move-to-postgres", ["--to", postgres.url], { DATA_DIR: dataDir });
        expect(move.status, move.out).toBe(0);
        const fromPostgres = path.join(path.dirname(file), "postgres.backup.gz");
        const pgBackup = npmRun("backup", ["--to", fromPostgres], { DATA_DIR: freshDataDir(), DATABASE_URL: postgres.url });
        expect(pgBackup.status, pgBackup.out).toBe(0);
        const pgRestore = npmRun("restore", ["--from", fromPostgres], { DATA_DIR: freshDataDir(), DATABASE_URL: second.url });
        expect(pgRestore.status, pgRestore.out).toBe(0);
        await expectTheSameSite({ DATA_DIR: freshDataDir() }, postgres.url, purchase);
        await expectTheSameSite({ DATA_DIR: freshDataDir() }, second.url, purchase);
      } finally {
        await postgres.drop();
        await second.drop();
      }
    }
  });
});
