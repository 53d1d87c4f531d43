import { execFileSync } from "node:child_process";
import os from "node:os";
import pg from "pg";
import { addDays } from "@hancine/contract/chain-clock";
import { chainDay } from "@hancine/contract/format";
import { generateDecade } from "./lib/reports-decade.ts";
import { BENCH_POSTGRES, dropPostgresDatabase, root, startSite } from "./lib/servers.ts";
import { appToken } from "./lib/app-token.ts";
import { percentile } from "./lib/percentile.ts";
import { timedReads } from "./lib/timed-reads.ts";
import type { Row } from "./lib/table.ts";

const PORT = 3403;
/** The database the years are generated into once, kept for later runs of the queries (`--decade-fresh` makes it again). */
const DATABASE = "hancine_bench_decade";
const ADMIN = { email: "bench.thapnien@hancine.vn", password: "BaoCao2026x" };
const MANAGER = { email: "bench.quanly.thapnien@hancine.vn", password: "BaoCao2026x" };
const CUSTOMER = { email: "bench.khach.thapnien@hancine.vn", password: "BaoCao2026x" };
/** Measured reads of each query, after 3 uncounted ones. */
const RUNS = 20;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function databaseUrl(fresh: boolean): Promise<{ url: string; existed: boolean }> {
  if (fresh) await dropPostgresDatabase(DATABASE);
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES });
  await admin.connect();
  let existed = true;
  try {
    if ((await admin.query(`select 1 from pg_database where datname = $1`, [DATABASE])).rowCount === 0) {
      await admin.query(`create database ${DATABASE}`);
      existed = false;
    }
  } finally {
    await admin.end();
  }
  const url = new URL(BENCH_POSTGRES);
  url.pathname = `/${DATABASE}`;
  return { url: url.toString(), existed };
}

/**
 * Issue 36's scale item on PostgreSQL: ten years of sales for 50 cinemas (10,000,000 tickets,
 * bench/lib/reports-decade.ts) generated once into `hancine_bench_decade`, then every report and
 * dashboard query of the back office read RUNS times over HTTP, each printed with p50, p95 and the
 * load average (1, 5, 15 min). `fresh`: drop and generate again; `drop`: drop it at the end.
 */
export async function benchReportsDecade(options: { fresh?: boolean; drop?: boolean } = {}): Promise<Row[]> {
  const rows: Row[] = [];
  const { url, existed } = await databaseUrl(options.fresh ?? false);
  const site = await startSite(PORT, { DATABASE_URL: url });
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const today = chainDay(new Date());
    const generatedAlready = existed && (await client.query(`select 1 from cinemas where slug = 'bench-rap-1'`)).rowCount === 1;
    if (!generatedAlready) {
      for (const [who, role, extra] of [
        [ADMIN, "admin", []],
        [MANAGER, "manager", ["--cinemas", "hancine-song-han"]],
        [CUSTOMER, "customer", []],
      ] as const)
        execFileSync(
          process.execPath,
          ["--import", "tsx", "apps/server/src/cli/user-create.ts", "--email", who.email, "--password", who.password, "--role", role, ...extra],
          { cwd: root, env: { ...process.env, DATABASE_URL: url }, stdio: "pipe" },
        );
      const customerId = (await client.query<{ id: string }>(`select id from users where email = $1`, [CUSTOMER.email])).rows[0]!.id;
      const before = load();
      console.log(`Generating ten years for 50 cinemas into ${DATABASE} (load ${before})…`);
      const started = performance.now();
      const made = await generateDecade(client, customerId, today);
      rows.push({
        benchmark: `Reports at scale: generated in SQL (PostgreSQL; load ${before} → ${load()})`,
        measured:
          `${made.cinemas} cinemas, ${made.rooms} rooms, ${made.showtimes.toLocaleString("en")} showtimes, ${made.orders.toLocaleString("en")} orders, ` +
          `${made.tickets.toLocaleString("en")} tickets in ${((performance.now() - started) / 1000).toFixed(0)} s (triggers off; showtime_sales filled as migration 0020 does; sales_rollup and sales_rollup_chain by their rebuild functions)`,
        target: "",
      });
    } else {
      const counts = (
        await client.query<{ tickets: number; showtimes: number; rollup: number }>(
          `select (select count(*) from tickets)::int as tickets, (select count(*) from showtimes)::int as showtimes, (select count(*) from sales_rollup)::int as rollup`,
        )
      ).rows[0]!;
      rows.push({
        benchmark: `Reports at scale: the years generated before, in ${DATABASE}`,
        measured: `${counts.tickets.toLocaleString("en")} tickets, ${counts.showtimes.toLocaleString("en")} showtimes, ${counts.rollup.toLocaleString("en")} rows of sales_rollup`,
        target: "",
      });
    }

    const tokens = { admin: await appToken(site.url, ADMIN), manager: await appToken(site.url, MANAGER) };
    const to = addDays(today, -1);
    const year = `from=${addDays(today, -365)}&to=${to}`;
    const month = `from=${addDays(today, -30)}&to=${to}`;
    const quarter = `from=${addDays(today, -90)}&to=${to}`;
    const lastMonthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
    const lastMonth = `from=${lastMonthEnd.slice(0, 7)}-01&to=${lastMonthEnd}`;
    type Query = { name: string; who: keyof typeof tokens; path: string; target: number };
    const q = (name: string, who: keyof typeof tokens, path: string, target = 300): Query => ({ name, who, path, target });
    const queries: Query[] = [
      q("dashboard, chain, a year", "admin", `/admin/reports/dashboard?${year}`),
      q("dashboard, chain, 30 days", "admin", `/admin/reports/dashboard?${month}`),
      q("dashboard, one cinema (manager), a year", "manager", `/admin/reports/dashboard?${year}`),
      q("dashboard, one cinema (manager), 30 days", "manager", `/admin/reports/dashboard?${month}`),
      q("sales by day, chain, a year", "admin", `/admin/reports/sales?${year}&groupBy=day`),
      q("sales by film, chain, a year", "admin", `/admin/reports/sales?${year}&groupBy=film`),
      q("sales by cinema, chain, a year", "admin", `/admin/reports/sales?${year}&groupBy=cinema`),
      ...(["film", "auditorium", "hour", "weekday", "format"] as const).flatMap((by) => [
        q(`occupancy by ${by}, chain, a year`, "admin", `/admin/reports/occupancy?${year}&groupBy=${by}`),
        q(`occupancy by ${by}, chain, 30 days`, "admin", `/admin/reports/occupancy?${month}&groupBy=${by}`),
      ]),
      q("film performance, chain, 90 days", "admin", `/admin/reports/film-performance?${quarter}`),
      q("film performance, chain, a year", "admin", `/admin/reports/film-performance?${year}`),
      q("film performance, one cinema (manager), a year", "manager", `/admin/reports/film-performance?${year}`),
      q("settlement, CJ HK, last month, chain", "admin", `/admin/reports/settlements?distributor=cj-hk&${lastMonth}`),
      q("overview today, chain", "admin", `/admin/reports/overview`, 100),
      q("overview today, one cinema (manager)", "manager", `/admin/reports/overview`, 100),
    ];
    for (const query of queries) {
      const times = await timedReads(site.url, query.path, tokens[query.who], RUNS);
      const row = {
        benchmark: `Reports at scale: ${query.name}, ${RUNS} reads (load ${load()})`,
        measured: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
        target: `p95 ≤ ${query.target} ms${percentile(times, 95) <= query.target ? "" : " — MISSED"}`,
      };
      console.log(`  ${row.benchmark}: ${row.measured}`);
      rows.push(row);
    }
    return rows;
  } finally {
    await client.end().catch(() => undefined);
    await site.stop();
    if (options.drop) await dropPostgresDatabase(DATABASE);
  }
}
