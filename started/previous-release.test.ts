import { spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { previousRelease } from "./helpers/previous-release.ts";
import { startSite, suiteServerEnv, waitUntilReady, type StartedProcess, type StartedSite } from "./helpers/server-process.ts";
import { AnswerLog, buyOnce, orderStatus, signUpShopper } from "./helpers/shoppers.ts";
import { freshPostgresDatabase } from "./helpers/test-database.ts";

/**
 * Issue 32, upgrades without downtime (decision 073): during a rolling upgrade the previous release
 * runs on the schema the new one migrated. This release starts on a fresh PostgreSQL database (its
 * migrations applied); then the previous commit's server starts on the same database and a customer
 * buys a ticket through it, paid on the local gateway.
 */
const NEW_PORT = 3978;
const OLD_PORT = 3979;
const log = new AnswerLog();
let site: StartedSite | undefined;
let old: StartedProcess | undefined;
const cleanups: (() => unknown)[] = [];

afterAll(async () => {
  old?.child.kill("SIGINT");
  await site?.stop();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("the previous release on this release's schema", () => {
  it("serves a purchase end to end", async () => {
    const database = await freshPostgresDatabase("hancine_previous");
    cleanups.push(() => database.drop());
    const previous = previousRelease();
    if (!database.url || !previous) {
      console.warn(`not run: ${database.url ? "the clone has no previous commit" : "TEST_DATABASE_URL is not set"} (CI has both)`);
      return;
    }
    cleanups.push(previous.dispose);
    site = await startSite(NEW_PORT, { CAPTCHA_ENABLED: "false" }, database.url);

    const env = { ...suiteServerEnv(OLD_PORT), DATABASE_URL: database.url, CAPTCHA_ENABLED: "false" };
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: previous.dir,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    old = { child, stdout: () => out, stderr: () => err, exited: new Promise((resolve) => child.on("exit", resolve)) };
    await waitUntilReady(`http://localhost:${OLD_PORT}/readyz`, old, 120_000);
    const base = `http://localhost:${OLD_PORT}`;

    const shopper = await signUpShopper(log, base);
    const listed = await log.call(base, "GET", "/api/v1/showtimes");
    const later = Date.now() + 2 * 3600_000;
    const showtime = (listed.body as { result: { id: string; startsAt: string; saleEventId?: string | null }[] }).result.find(
      (s) => !s.saleEventId && Date.parse(s.startsAt) > later,
    );
    const orderId = await buyOnce(log, base, shopper, showtime!.id, () => 0, { tries: 20 });
    expect(orderId, `a purchase through ${previous.commit.slice(0, 7)}: ${JSON.stringify(log.answers.slice(-4))}`).toBeTruthy();
    await expect.poll(() => orderStatus(log, base, shopper, orderId!), { timeout: 30_000 }).toBe("paid");
    // And this release reads what the previous one wrote.
    await expect.poll(() => orderStatus(log, site!.base, shopper, orderId!), { timeout: 10_000 }).toBe("paid");
    expect(log.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(err).not.toMatch(/column .* does not exist|relation .* does not exist/);
  });
});
