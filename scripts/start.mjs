// `npm start`: build the web app if its build is missing or older than its sources, then run the
// server in this same process (tsx compiles the server's TypeScript on the fly).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildEntry = path.join(root, "apps/web/build/server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["apps/web/app", "apps/web/public", "packages/contract/src"].map((d) => path.join(root, d)).filter(existsSync);
const stale = !existsSync(buildEntry) || Math.max(...sources.map(newestMtime)) > statSync(buildEntry).mtimeMs;
if (stale) {
  console.log("Đang build giao diện web (lần đầu mất khoảng 20 giây)…");
  // Always the production build, whatever NODE_ENV the server runs with: Vite takes NODE_ENV=development
  // (a suite's server, a developer's shell) for a build of React's development code, 50 % heavier.
  execSync("npm run build --silent", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

// OpenTelemetry's standard variables ask for traces: its loader hook goes first, so the server's
// `http` and `pg` are instrumented as they load (apps/server/src/observability/tracing.ts).
const tracing = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
// Only the modules traced are wrapped (the hook would otherwise wrap every source file, and warn on some).
if (tracing)
  (await import("node:module")).register("import-in-the-middle/hook.mjs", import.meta.url, { data: { include: ["pg", "pg-pool", "node:http", "node:https"] } });

const { register } = await import("tsx/esm/api");
register();
if (tracing) {
  const { startTracing } = await import(path.join(root, "apps/server/src/observability/tracing.ts"));
  globalThis.hancineTracingShutdown = startTracing(process.env);
}
await import(path.join(root, "apps/server/src/main.ts"));
