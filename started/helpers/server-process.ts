import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Every browser of this suite is one loopback address, which the per-address limits (decision 017)
 * would soon answer with 429; the suite's servers lift those (per account limits stay as configured).
 */
export const LOOPBACK_SUITE_LIMITS = { HOLDS_PER_CLIENT: "100000", SIGNUPS_PER_CLIENT: "100000", EVENT_STREAMS_PER_ADDRESS: "10000" };

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "hancine-start-"));

/**
 * The environment of a test suite's server (`npm start`) on `port` of the loopback interface, named
 * `http://localhost:<port>`: the browser suite's (playwright.config.ts) and this suite's. A fresh
 * DATA_DIR unless `dataDir` is given; outside production unless `production`; the demo's past sales
 * not written (e2e/start.spec.ts sees them; here they would only slow the start).
 */
export function suiteServerEnv(
  port: number,
  { production = false, dataDir = freshDataDir() }: { production?: boolean; dataDir?: string } = {},
): Record<string, string> {
  return {
    ...LOOPBACK_SUITE_LIMITS,
    NODE_ENV: production ? "production" : "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-suite-session-secret-that-is-long-enough",
    SEED_DEMO_HISTORY: "false",
    LOG_LEVEL: "warn",
    // Production refuses the local gateway's defaults; a suite's production server never takes a
    // payment (one outside production has the local gateway).
    ...(production && {
      VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
      VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
      VNPAY_TMN_CODE: "E2ENOPAY",
      VNPAY_HASH_SECRET: "e2e-suite-never-pays-with-this-secret",
    }),
  };
}

export type StartedProcess = { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> };

/** `npm start`'s script as a person runs it, with the given environment. */
export function startProcess(env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Polls `url` every `pollMs` until it answers 2xx; answers how long that took, throws when `proc` exits or after `timeoutMs`. */
export async function waitUntilReady(url: string, proc: StartedProcess, timeoutMs: number, pollMs = 100): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (proc.child.exitCode !== null) throw new Error(`exited ${proc.child.exitCode}: ${proc.stderr()}`);
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}

export type StartedSite = { base: string; proc: StartedProcess; stop(): Promise<void> };

/**
 * `npm start` on `port`, waited for until /readyz answers: on the PostgreSQL database `databaseUrl`
 * when given, else on the embedded database in a fresh DATA_DIR. Outside production unless `env` says.
 */
export async function startSite(port: number, env: Record<string, string> = {}, databaseUrl?: string): Promise<StartedSite> {
  const base = `http://localhost:${port}`;
  const proc = startProcess({ ...suiteServerEnv(port), ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env });
  await waitUntilReady(`${base}/readyz`, proc, 180_000);
  return {
    base,
    proc,
    async stop() {
      proc.child.kill("SIGTERM");
      await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    },
  };
}
