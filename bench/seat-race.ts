import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { newPostgresDatabase, startMinimalRoutes, startSite, root } from "./lib/servers.ts";
import { percentile } from "./lib/percentile.ts";
import type { Row } from "./lib/table.ts";
import { createRaceScene, doubleBookings, RACE_PASSWORD, type RaceScene } from "./lib/seat-race-scene.ts";
import { type Customer, holdLoop, type Pace, RUSH_SITE, signInCustomers } from "./lib/hold-rush.ts";

const CUSTOMERS = 256;

type RaceResult = {
  holds: number;
  conflicts: number;
  refused: number;
  errors: number;
  p50: number;
  p99: number;
  p99Settled: number;
  p99BySecond: number[];
  seconds: number;
};

/** Requests started this long after the race began count towards the "settled" p99 (cold server and empty showtime left out). */
const SETTLED_AFTER_MS = 5_000;

/** Seconds the customers spend holding seats of the warm-up showtime before the race: not counted. */
const WARM_UP_SECONDS = 3;

/**
 * 256 signed-in customers race for the seats of one showtime for `seconds` (see holdLoop). First they
 * hold seats of the scene's warm-up showtime for WARM_UP_SECONDS, uncounted: a production server is
 * not measured in the seconds after its start (compiling code, opening its database connections).
 */
async function race(url: string, scene: RaceScene, seconds: number, pace: Pace = null, signedIn?: Customer[]): Promise<RaceResult> {
  const customers = signedIn ?? (await signInCustomers(url, scene.emails, RACE_PASSWORD));
  await holdLoop(url, customers, { showtimeId: scene.warmUpShowtimeId, seatIds: scene.seatIds }, Date.now() + WARM_UP_SECONDS * 1000, pace, () => {});
  const latencies: number[] = [];
  const settled: number[] = [];
  // The opening rush: each of the first seconds on its own.
  const bySecond: number[][] = Array.from({ length: SETTLED_AFTER_MS / 1000 }, () => []);
  const result = { holds: 0, conflicts: 0, refused: 0, errors: 0 };
  await holdLoop(url, customers, scene, Date.now() + seconds * 1000, pace, (status, latency, startedAfter) => {
    latencies.push(latency);
    if (startedAfter >= SETTLED_AFTER_MS) settled.push(latency);
    else bySecond[Math.floor(startedAfter / 1000)]?.push(latency);
    if (status === 201 || status === 200)
      result.holds++; // 200: the bare reads' "would hold"
    else if (status === 409) result.conflicts++;
    else if (status === 400)
      result.refused++; // a seat left stranded: the rule, not a failure
    else result.errors++;
  });
  latencies.sort((a, b) => a - b);
  settled.sort((a, b) => a - b);
  const p99BySecond = bySecond.map((second) =>
    percentile(
      second.sort((a, b) => a - b),
      99,
    ),
  );
  return { ...result, p50: percentile(latencies, 50), p99: percentile(latencies, 99), p99Settled: percentile(settled, 99), p99BySecond, seconds };
}

/**
 * pgbench running a hold transaction in SQL with the app's pool size (20 connections); returns tps.
 * `now`: the transaction as the server runs it, a statement per round trip, sent as node-postgres
 * sends them (extended protocol); `before-limits`: as it was on 2026-11-23, the older rows' baseline.
 */
function pgbench(databaseUrl: string, seconds: number, script: "now" | "before-limits"): number {
  const file = script === "now" ? "seat-race-hold.pgbench.sql" : "seat-race-hold-before-limits.pgbench.sql";
  const mode = script === "now" ? "extended" : "simple";
  const out = execFileSync("pgbench", ["-n", "-c", "20", "-j", "2", "-M", mode, "-T", String(seconds), "-f", path.join(root, "bench/lib", file), databaseUrl], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps[1]);
}

async function preparePgbenchTables(databaseUrl: string, scene: RaceScene): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("create table bench_race as select $1::uuid as showtime_id", [scene.showtimeId]);
    await client.query("create table bench_race_seats (n int primary key, id uuid)");
    await client.query("insert into bench_race_seats select row_number() over (), id from unnest($1::uuid[]) as id", [scene.seatIds.flat()]);
    await client.query("create table bench_race_users (n int primary key, id uuid)");
    await client.query("insert into bench_race_users select row_number() over (order by email), id from users where email like 'dua.ghe.%'");
  } finally {
    await client.end();
  }
}

/** Hold requests answered per second: granted (201), refused because a seat was taken (409) or would be stranded (400). */
const answeredPerSecond = (r: RaceResult) => (r.holds + r.conflicts + r.refused) / r.seconds;

const describeRace = (r: RaceResult) =>
  `${Math.round(answeredPerSecond(r))} holds/s answered (p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms; ` +
  `after the first ${SETTLED_AFTER_MS / 1000} s p99 ${r.p99Settled.toFixed(0)} ms; in each of the first seconds ${r.p99BySecond.map((p) => p.toFixed(0)).join(" / ")} ms): ` +
  `${r.holds} granted, ${r.conflicts} conflicts, ${r.refused} stranded-seat refusals, ${r.errors} errors`;

/**
 * The seat-hold race of issue 5 on PostgreSQL (with pgbench as the baseline) and on PGlite:
 * 256 customers, one 200-seat showtime, `seconds` of holds; then a database check for double bookings.
 */
export async function benchSeatRace(seconds: number): Promise<Row[]> {
  const rows: Row[] = [];

  const databaseUrl = await newPostgresDatabase();
  const pgSite = await startSite(3911, { DATABASE_URL: databaseUrl, ...RUSH_SITE });
  const pgScene = await createRaceScene({ databaseUrl }, CUSTOMERS);
  const customers = await signInCustomers(pgSite.url, pgScene.emails, RACE_PASSWORD);
  const onPostgres = await race(pgSite.url, pgScene, seconds, null, customers);
  // The platform's ceiling for this race, whose answers are refusals but for its first second: the same
  // customers, now on the full showtime, against a bare Fastify reading the session and the seats as the
  // product does before it refuses (bench/lib/minimal-routes.ts), with none of the product's hooks.
  const bare = await startMinimalRoutes(3913, pgSite.url, databaseUrl);
  const onBare = await race(bare.url, pgScene, seconds, null, customers);
  await bare.stop();
  await pgSite.stop();
  const pgDouble = await doubleBookings({ databaseUrl }, pgScene.showtimeId);
  // The same customers at half the rate just measured, on a schedule: the latency a buyer sees when the
  // server is busy but not saturated (in the race above, latency is queueing by construction). Before
  // pgbench, whose tens of thousands of orders would leave the paced race sharing the cores with their
  // vacuum.
  const pacedScene = await createRaceScene({ databaseUrl }, CUSTOMERS);
  const pacedSite = await startSite(3911, { DATABASE_URL: databaseUrl, ...RUSH_SITE });
  const pacedRate = Math.round(answeredPerSecond(onPostgres) / 2);
  const paced = await race(pacedSite.url, pacedScene, seconds, { perSecond: pacedRate });
  await pacedSite.stop();
  await preparePgbenchTables(databaseUrl, pgScene);
  const tps = pgbench(databaseUrl, seconds, "now");
  const tpsBefore = pgbench(databaseUrl, seconds, "before-limits");
  const ratio = answeredPerSecond(onPostgres) / tps;
  rows.push({
    benchmark: "Seat-hold race, PostgreSQL: 256 customers, one 200-seat showtime",
    measured: describeRace(onPostgres),
    baseline: `pgbench, 20 connections: the hold transaction as it is now ${Math.round(tps)} tps; as before the limits ${Math.round(tpsBefore)} tps`,
    ratio: `${ratio.toFixed(2)} (to before the limits ${(answeredPerSecond(onPostgres) / tpsBefore).toFixed(2)})`,
    target: `ratio ≥ 0.8 ${ratio >= 0.8 ? "✔" : "✖"}, p99 ≤ 100 ms ${onPostgres.p99 <= 100 ? "✔" : "✖"}, double bookings ${pgDouble} ${pgDouble === 0 ? "✔" : "✖"}`,
  });
  rows.push({
    benchmark: "Same customers, the showtime now full: a bare Fastify reading the session and the seats, then refusing (no product hooks)",
    measured: describeRace(onBare),
    baseline: "the product's closed loop above",
    ratio: `product ÷ bare ${(answeredPerSecond(onPostgres) / answeredPerSecond(onBare)).toFixed(2)}; bare ÷ pgbench now ${(answeredPerSecond(onBare) / tps).toFixed(2)}`,
    target: "— (the ceiling any server with these two reads meets on this machine)",
  });
  const pacedDouble = await doubleBookings({ databaseUrl }, pacedScene.showtimeId);
  rows.push({
    benchmark: `Same, paced: the 256 customers send ${pacedRate} holds/s in all (half the rate above), open loop`,
    measured: describeRace(paced),
    baseline: "—",
    ratio: "—",
    target: `p99 over the whole run ≤ 50 ms ${paced.p99 <= 50 ? "✔" : "✖"}, double bookings ${pacedDouble} ${pacedDouble === 0 ? "✔" : "✖"}`,
  });

  const dataDir = mkdtempSync(path.join(tmpdir(), "hancine-race-"));
  // First start seeds the embedded database; the scene is written while the site is stopped (PGlite has one owner).
  const seeding = await startSite(3912, { DATA_DIR: dataDir, ...RUSH_SITE });
  await seeding.stop();
  const liteScene = await createRaceScene({ dataDir }, CUSTOMERS);
  const liteSite = await startSite(3912, { DATA_DIR: dataDir, ...RUSH_SITE });
  const onPglite = await race(liteSite.url, liteScene, seconds);
  await liteSite.stop();
  const liteDouble = await doubleBookings({ dataDir }, liteScene.showtimeId);
  rows.push({
    benchmark: "Seat-hold race, PGlite (embedded): same load",
    measured: describeRace(onPglite),
    baseline: "—",
    ratio: "—",
    target: `double bookings ${liteDouble} ${liteDouble === 0 ? "✔" : "✖"}`,
  });
  return rows;
}
