// `npm test`: typecheck, lint, unit + integration (on PGlite; with TEST_DATABASE_URL, the integration
// suites on PostgreSQL and only the platform's on PGlite — decision 060), production build, the
// started suite (started/: the product started as its users start it, a PostgreSQL server of its own
// restarted under it — decision 061), then the browser tests in Debian's Chromium (and, with
// TEST_DATABASE_URL, two instances on one PostgreSQL in the browser). Stops at the first failure.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Runs one step; answers its exit status (0: passed), having said so when it failed. */
function run(title, command, env = process.env) {
  console.log(`\n▶ ${title}: ${command}`);
  const result = spawnSync(command, { stdio: "inherit", shell: true, env });
  if (result.status !== 0) console.error(`✖ ${title} thất bại (mã ${result.status}).`);
  return result.status ?? 1;
}

function step(title, command, env = process.env) {
  const status = run(title, command, env);
  if (status !== 0) process.exit(status);
}

/** Runs the steps at once, then prints each one's output in order; stops if any failed. */
async function together(steps) {
  const runs = steps.map(
    ([title, command, env]) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, env: { ...env, FORCE_COLOR: "1" } });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (status) => resolve({ title, command, status, output: Buffer.concat(output) }));
      }),
  );
  const results = await Promise.all(runs);
  for (const { title, command, output } of results) {
    console.log(`\n▶ ${title}: ${command}`);
    process.stdout.write(output);
  }
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`✖ ${failed.title} thất bại (mã ${failed.status}).`);
    process.exit(failed.status ?? 1);
  }
}

/**
 * A tool the suite runs that the machine lacks is installed from Debian's packages (apt-get, when run
 * as root): never downloaded from elsewhere. Otherwise the run stops with the command to type.
 */
function ensureDebianPackage({ name, found, missing }) {
  if (found()) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log(`▶ Chưa có ${name}: cài gói ${name} của Debian (apt-get)…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, { stdio: "inherit" });
    if (found()) return;
  }
  console.error(`✖ ${missing} Cài bằng lệnh: sudo apt-get install -y ${name}`);
  process.exit(1);
}

const shellSays = (command) => () => spawnSync("sh", ["-c", command], { stdio: "ignore" }).status === 0;
// The browser tests' browser.
const ensureChromium = () => ensureDebianPackage({ name: "chromium", found: () => existsSync(chromium), missing: `Không tìm thấy Chromium tại ${chromium}.` });
// The started suite runs a PostgreSQL server of its own, and Debian's nginx in front of two instances (deploy/nginx).
const ensurePostgresServer = () =>
  ensureDebianPackage({
    name: "postgresql",
    found: shellSays("ls /usr/lib/postgresql/*/bin/pg_ctl"),
    missing: "Không tìm thấy PostgreSQL (/usr/lib/postgresql/*/bin).",
  });
const ensureNginx = () =>
  ensureDebianPackage({ name: "nginx", found: shellSays("command -v nginx || test -x /usr/sbin/nginx"), missing: "Không tìm thấy nginx." });

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;

step("Kiểm tra kiểu", "npm run typecheck --silent");
step("Lint", "npm run lint --silent");
if (TEST_DATABASE_URL) {
  // With a PostgreSQL server, each integration suite runs once, on PostgreSQL, the production database;
  // on PGlite only the unit tests and the platform's own suites (migrations, seed, the app booting on
  // the embedded database), which the browser suite's three PGlite servers exercise end to end as
  // well (decision 060). The two run side by side, the PGlite pass being short and the PostgreSQL one
  // partly waiting on its server (their outputs printed one after the other).
  await together([
    [
      "Unit + tích hợp nền tảng (PGlite)",
      "npx vitest run --project unit --project web-dom && npx vitest run --project integration apps/server/src/db",
      withoutPostgres,
    ],
    ["Tích hợp (PostgreSQL)", "npx vitest run --project integration --maxWorkers=2", process.env],
  ]);
} else {
  step("Unit + tích hợp (PGlite)", "npx vitest run --project unit --project web-dom --project integration", withoutPostgres);
  console.log("\n(Bỏ qua lượt PostgreSQL: đặt TEST_DATABASE_URL=postgres://… để chạy bộ tích hợp trên PostgreSQL.)");
}
step("Build production", "npm run build --silent");
ensurePostgresServer();
ensureNginx();
// One file at a time: the outage test times how soon instances come back, which a neighbour's load would blur.
step("Máy chủ đã khởi động (started/)", "npx vitest run --project started --maxWorkers=1", process.env);
ensureChromium();
step("Trình duyệt (Playwright + Chromium)", "npx playwright test", withoutPostgres);
if (TEST_DATABASE_URL) {
  // Two instances of the site on one fresh PostgreSQL database, in the browser (playwright.postgres.config.ts).
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const database = `hancine_e2e_${Date.now()}_${process.pid}`;
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  const status = run("Trình duyệt, hai máy chủ trên một PostgreSQL", "npx playwright test -c playwright.postgres.config.ts", {
    ...withoutPostgres,
    E2E_DATABASE_URL: url.href,
  });
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  if (status !== 0) process.exit(status);
}
console.log("\n✔ Tất cả kiểm thử đã qua.");
