import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { createPostgresDatabase } from "../apps/server/src/db/create-database.ts";
import { generateYear, YEAR_ORDERS } from "./lib/reports-year.ts";
import { BENCH_POSTGRES, dropPostgresDatabase, root, startSite } from "./lib/servers.ts";
import { appToken } from "./lib/app-token.ts";
import { percentile } from "./lib/percentile.ts";
import { timedReads } from "./lib/timed-reads.ts";
import type { Row } from "./lib/table.ts";

const PORT = 3402;
const ADMIN = { email: "bench.baocao@hancine.vn", password: "BaoCao2026x" };
const MANAGER = { email: "bench.quanly@hancine.vn", password: "BaoCao2026x" };
const CUSTOMER = { email: "bench.khach@hancine.vn", password: "BaoCao2026x" };
/** Measured reads of each query, after 3 uncounted ones. */
const RUNS = 20;

/** The server process's resident memory (kB), from /proc. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

/**
 * The reports at a chain's scale on PostgreSQL: a year of 1,000,000 paid tickets over the 15 demo
 * cinemas, then each dashboard query (admin: the chain; manager: one cinema) read RUNS times, and
 * the CSV of a year by day streamed while the server's resident memory is sampled.
 */
export async function benchReports(): Promise<Row[]> {
  const database = await createPostgresDatabase(BENCH_POSTGRES, "hancine_bench_reports");
  const site = await startSite(PORT, { DATABASE_URL: database.url });
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadBefore = load();
  const client = new pg.Client({ connectionString: database.url });
  try {
    const create = (who: { email: string; password: string }, role: string, extra: string[] = []) => {
      try {
        execFileSync(
          process.execPath,
          ["--import", "tsx", "apps/server/src/cli/user-create.ts", "--email", who.email, "--password", who.password, "--role", role, ...extra],
          {
            cwd: root,
            env: { ...process.env, DATABASE_URL: database.url },
            stdio: "pipe",
          },
        );
      } catch (error) {
        throw new Error(`user:create ${who.email}: ${String((error as { stderr?: Buffer }).stderr ?? error)}`, { cause: error });
      }
    };
    create(ADMIN, "admin");
    create(MANAGER, "manager", ["--cinemas", "hancine-song-han"]);
    create(CUSTOMER, "customer");
    await client.connect();
    const customerId = (await client.query<{ id: string }>(`select id from users where email = $1`, [CUSTOMER.email])).rows[0]!.id;
    const today = chainDay(new Date());
    const generated = await generateYear(client, customerId, today);

    const tokens = { admin: await appToken(site.url, ADMIN), manager: await appToken(site.url, MANAGER) };
    const from = addDays(today, -365);
    const to = addDays(today, -1);
    const month = addDays(today, -30);
    const queries: { name: string; who: keyof typeof tokens; path: string }[] = [
      { name: "dashboard, chain, a year", who: "admin", path: `/admin/reports/dashboard?from=${from}&to=${to}` },
      { name: "dashboard, chain, 30 days", who: "admin", path: `/admin/reports/dashboard?from=${month}&to=${to}` },
      { name: "dashboard, one cinema (manager), a year", who: "manager", path: `/admin/reports/dashboard?from=${from}&to=${to}` },
      { name: "dashboard, one cinema (manager), 30 days", who: "manager", path: `/admin/reports/dashboard?from=${month}&to=${to}` },
      { name: "sales by day, chain, a year", who: "admin", path: `/admin/reports/sales?from=${from}&to=${to}&groupBy=day` },
      { name: "sales by film, chain, a year", who: "admin", path: `/admin/reports/sales?from=${from}&to=${to}&groupBy=film` },
      { name: "sales by cinema, chain, a year", who: "admin", path: `/admin/reports/sales?from=${from}&to=${to}&groupBy=cinema` },
    ];
    const rows: Row[] = [
      {
        benchmark: `Reports: a year generated in SQL (PostgreSQL, load ${loadBefore} at start)`,
        measured: `${generated.tickets.toLocaleString("en")} tickets, ${YEAR_ORDERS.toLocaleString("en")} orders, ${generated.showtimes.toLocaleString("en")} showtimes, ${generated.seconds.toFixed(0)} s`,
        target: "",
      },
    ];
    for (const query of queries) {
      const times = await timedReads(site.url, query.path, tokens[query.who], RUNS);
      rows.push({
        benchmark: `Reports: ${query.name}, ${RUNS} reads (load ${load()})`,
        measured: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
        target: "p95 ≤ 300 ms",
      });
    }

    // The CSV of a year by day, read slowly (the reader's pace drives the stream), memory sampled every 5 ms.
    const before = rssOf(site.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(site.pid))), 5);
    const started = performance.now();
    const response = await fetch(`${site.url}/api/v1/admin/reports/sales?from=${from}&to=${to}&groupBy=day&format=csv`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    rows.push({
      benchmark: `Reports: CSV of a year by day, chain (load ${load()})`,
      measured: `${lines - 1} rows, ${(bytes / 1024).toFixed(0)} KB in ${(performance.now() - started).toFixed(0)} ms; server RSS ${(before / 1024).toFixed(0)} MB before, peak ${(peak / 1024).toFixed(0)} MB (+${((peak - before) / 1024).toFixed(1)} MB)`,
      target: "streamed",
    });
    return rows;
  } finally {
    await client.end().catch(() => undefined);
    await site.stop();
    await dropPostgresDatabase(database.name);
  }
}
