import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { createPostgresDatabase } from "../../apps/server/src/db/create-database.ts";

/** The PostgreSQL server the benchmarks create their databases on. */
export const BENCH_POSTGRES = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type RunningServer = { url: string; stop(): Promise<void> };
/** The site as the browser names it (`PUBLIC_URL`): the origin its forms must come from. */
export type RunningSite = RunningServer & { publicUrl: string; pid: number };

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGINT");
    });
}

/**
 * The production server on a fresh embedded database (or `databaseUrl`), seeded with demo data.
 * `logFile`: its log (JSON lines, LOG_LEVEL warn and above) is written there instead of dropped.
 */
export async function startSite(port: number, env: Record<string, string> = {}, logFile?: string): Promise<RunningSite> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", logFile ? openSync(logFile, "a") : "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "hancine-bench-")),
      SESSION_SECRET: "bench-session-secret-long-enough-0123456789",
      SEED_DEMO_DATA: "true",
      // The demo's past is written after the start: the benchmarks measure the site, not that (bench/start-time.ts does).
      SEED_DEMO_HISTORY: "false",
      LOG_LEVEL: "warn",
      // Production refuses the local gateway's settings; the benchmarks never pay, so VNPay's sandbox will do.
      VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
      VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
      VNPAY_TMN_CODE: "HCBENCH1",
      VNPAY_HASH_SECRET: "bench-hash-secret-not-a-real-one-0123456789",
      // The benchmarks measure the back office's work, not its sign-in: their staff sign in with the password alone (decision 074).
      STAFF_MFA: "optional",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, child);
  return { url, publicUrl: `http://localhost:${port}`, pid: child.pid!, stop: stopper(child) };
}

/** A bare Fastify hello-world: the ceiling this machine gives any Fastify route. */
export async function startHelloWorld(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/lib/hello-world.ts"), String(port)], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: stopper(child) };
}

/** bench/lib/minimal-routes.ts: the product's reads on a bare Fastify, against the same database. */
export async function startMinimalRoutes(port: number, siteUrl: string, databaseUrl: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "bench/lib/minimal-routes.ts"), String(port), siteUrl, databaseUrl], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/films/showing`, child);
  return { url, stop: stopper(child) };
}

/** A fresh database on the local PostgreSQL (or `BENCH_DATABASE_URL`'s server); returns its URL. */
export async function newPostgresDatabase(): Promise<string> {
  const { url } = await createPostgresDatabase(BENCH_POSTGRES, "hancine_bench");
  return url;
}

/** Drops a database that a benchmark created on that server (`with (force)`: ends its leftover connections). */
export async function dropPostgresDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** An account made as the chain's IT team makes one (`npm run user:create`), on the database at `databaseUrl`. */
export function createAccount(databaseUrl: string, account: { email: string; password: string; role: string; cinemas?: string[] }): void {
  const args = ["--email", account.email, "--password", account.password, "--role", account.role];
  if (account.cinemas) args.push("--cinemas", account.cinemas.join(","));
  execFileSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/user-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "ignore",
  });
}
