import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { applyMigrations } from "./db/migrate.ts";
import { seedOnStart, writeDemoHistoryAfterStart } from "./db/seed/seed-on-start.ts";
import { buildApp } from "./app.ts";
import { loadSite } from "./site.ts";
import { startMetricsServer } from "./http/metrics-route.ts";
import { stopListening } from "./http/draining.ts";

const webBuildDir = fileURLToPath(new URL("../../web/build", import.meta.url));

/** Start-up problems a person can fix print one line and exit 1, never a stack trace. */
function fail(line: string): never {
  console.error(`✖ ${line}`);
  process.exit(1);
}

function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `PGlite tại ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

async function start() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await applyMigrations(database);
  } catch (err) {
    const reason = err instanceof Error ? ((err as NodeJS.ErrnoException).code ?? err.message) : String(err);
    fail(`Không kết nối được cơ sở dữ liệu (${describeDatabase(config)}): ${reason}. Kiểm tra DATABASE_URL hoặc DATA_DIR.`);
  }

  const seedLine = await seedOnStart(config, database.db, new Date());
  if (seedLine) console.log(`ℹ ${seedLine}`);

  const { app, draining } = await buildApp({ config, database, site: loadSite(), clock: () => new Date(), webBuildDir, runBackgroundJobs: true });
  if (config.env === "production" && !config.smtpUrl) {
    app.log.warn("SMTP_URL chưa được cấu hình: e-mail sẽ không đến tay khách hàng (hộp thư thử nghiệm không mở trong production).");
  }

  // A promise nobody awaited that failed (a database cut mid-way, a gateway gone) is a bug to log,
  // not a reason to take every visitor of this instance down with it (decision 061).
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled promise rejection"));

  // Stopping (decision 070). SIGTERM (systemd, a rolling restart): the listener closes at once (a
  // proxy's new connections go to the next instance), /readyz answers 503 and every answer closes its
  // connection, for SHUTDOWN_GRACE_SECONDS; then the event streams end with a retry hint, idle
  // connections close, requests in flight finish, the database closes and the process exits 0.
  // SIGINT (Ctrl+C at a terminal), or a second signal: the same without the wait.
  let skipGrace: () => void = () => {};
  let metricsServer: Server | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return skipGrace();
    closing = true;
    draining.start();
    stopListening(app.server);
    const graceSeconds = signal === "SIGTERM" ? config.shutdownGraceSeconds : 0;
    console.log(`\n${signal}: đang dừng máy chủ${graceSeconds ? ` (phục vụ thêm ${graceSeconds} giây cho proxy chuyển khách đi)` : ""}…`);
    await new Promise<void>((resolve) => {
      skipGrace = resolve;
      setTimeout(resolve, graceSeconds * 1000);
    });
    metricsServer?.close();
    await app.close();
    await database.close();
    // Traces still buffered go to the collector (scripts/start.mjs started tracing before this module loaded).
    await (globalThis as { hancineTracingShutdown?: () => Promise<void> }).hancineTracingShutdown?.().catch(() => {});
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    await database.close();
    if (code === "EADDRINUSE") fail(`Cổng PORT=${config.port} đang được dùng bởi một chương trình khác. Hãy tắt nó hoặc đặt PORT khác.`);
    if (code === "EACCES") fail(`Không có quyền mở cổng PORT=${config.port}. Hãy dùng cổng lớn hơn 1024.`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") fail(`Không mở được máy chủ tại HOST=${config.host}.`);
    throw err;
  }
  if (config.metrics.port) {
    try {
      metricsServer = await startMetricsServer(config.metrics.port, config.host);
    } catch (err) {
      fail(`Không mở được cổng số liệu giám sát METRICS_PORT=${config.metrics.port}: ${(err as NodeJS.ErrnoException).code ?? String(err)}.`);
    }
  }
  void writeDemoHistoryAfterStart(config, database.db, app.log);
  const shown = config.host === "0.0.0.0" || config.host === "127.0.0.1" ? `http://localhost:${config.port}` : `http://${config.host}:${config.port}`;
  console.log(`✔ HanCine đang chạy tại ${shown}  (cơ sở dữ liệu: ${describeDatabase(config)})`);
}

await start();
