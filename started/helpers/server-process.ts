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

export async function waitUntilReady(url: string, proc: StartedProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (proc.child.exitCode !== null) throw new Error(`exited ${proc.child.exitCode}: ${proc.stderr()}`);
    try {
      if ((await fetch(url)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

export type StartedSite = { base: string; proc: StartedProcess; stop(): Promise<void> };

/**
 * `npm start` on `port`, waited for until /readyz answers: on the PostgreSQL database `databaseUrl`
 * when given, else on the embedded database in a fresh DATA_DIR. Outside production unless `env` says.
 */
export async function startSite(port: number, env: Record<string, string> = {}, databaseUrl?: string): Promise<StartedSite> {
  const base = `http://localhost:${port}`;
  const proc = startProcess({
    ...LOOPBACK_SUITE_LIMITS,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: freshDataDir(),
    SESSION_SECRET: "started-suite-session-secret-long-enough",
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...env,
  });
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
