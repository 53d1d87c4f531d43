import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./lib/servers.ts";
import type { Row } from "./lib/table.ts";

/** Milliseconds from spawning `npm start`'s script until the home page and the four read calls answer. */
async function timeToReady(dataDir: string, port: number): Promise<number> {
  const started = Date.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: "ignore",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  const base = `http://127.0.0.1:${port}`;
  const paths = ["/", "/api/v1/banners", "/api/v1/films/showing", "/api/v1/films/comming", "/api/v1/film-comment"];
  try {
    for (;;) {
      if (Date.now() - started > 120_000) throw new Error("not ready after 120 s");
      try {
        const answers = await Promise.all(paths.map((p) => fetch(base + p)));
        if (answers.every((a) => a.ok)) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGINT");
    });
  }
}

/** The foundation's promise: within 20 s of `npm start` on an empty data dir, the site answers. */
export async function benchStartTime(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hancine-start-bench-"));
  const fresh = await timeToReady(dataDir, 3904);
  const again = await timeToReady(dataDir, 3904);
  return [
    {
      benchmark: "npm start → home + 4 read calls, empty DATA_DIR (migrate + seed)",
      measured: `${(fresh / 1000).toFixed(1)} s`,
      baseline: "",
      ratio: "",
      target: `≤ 20 s ${fresh <= 20_000 ? "✔" : "✖"}`,
    },
    { benchmark: "npm start → same, second start (data kept)", measured: `${(again / 1000).toFixed(1)} s`, baseline: "", ratio: "", target: "" },
  ];
}
