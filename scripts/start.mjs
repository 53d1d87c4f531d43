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
  execSync("npm run build --silent", { cwd: root, stdio: "inherit" });
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "apps/server/src/main.ts"));
