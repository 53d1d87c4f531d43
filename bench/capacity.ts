import { mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { EventStreamReader } from "../started/helpers/event-stream.ts";
import { startNginx } from "../started/helpers/nginx.ts";
import { AnswerLog, buyOnce, freeSeats, signUpShopper, type Answer, type Shopper } from "../started/helpers/shoppers.ts";
import { percentile } from "./lib/percentile.ts";
import { dropPostgresDatabase, newPostgresDatabase, startSite, type RunningSite } from "./lib/servers.ts";
import type { Row } from "./lib/table.ts";

/**
 * Issue 32's capacity benchmark: nginx (deploy/nginx/hancine.conf) in front of two instances on one
 * PostgreSQL, a premiere evening's mix sent by `users` closed-loop visitors for `seconds` — home and
 * film pages, seat maps read, holds (half released, as people change their minds), purchases paid on
 * the local VNPay gateway (signed IPN back through the proxy), and seat-map streams held open — and
 * the same mix sent straight to the instances (alternating) for the same time, in turns (proxied,
 * direct, direct, proxied; `seconds` each way in all). Prints each kind's
 * answers per second and p95, requests per second per core, and the ratio proxied ÷ direct (≥ 0.85).
 */
const TARGET = 0.85;
const PORTS = [3991, 3992];
const PROXY_PORT = 3990;

const p95 = (answers: Answer[]) =>
  percentile(
    answers.map((a) => a.ms).sort((a, b) => a - b),
    95,
  );

type Kind = "page: home" | "page: film" | "seat map" | "hold" | "release" | "checkout" | "gateway";

function kindOf(answer: Answer): Kind | null {
  if (answer.path === "/") return "page: home";
  if (answer.path.startsWith("/movies/")) return "page: film";
  if (/^\/api\/v1\/showtimes\/:id\/seats$/.test(answer.path)) return "seat map";
  if (answer.method === "POST" && answer.path === "/api/v1/orders") return "hold";
  if (answer.method === "DELETE") return "release";
  if (answer.path.endsWith("/checkout")) return "checkout";
  if (answer.path.startsWith("/dev/gateway/")) return "gateway";
  return null;
}

type Run = { answers: Answer[]; unanswered: string[]; elapsed: number; streamsAlive: number };

/** Two turns of one path as one run: their answers, seconds, and the streams kept in the worse turn. */
const joinRuns = (a: Run, b: Run): Run => ({
  answers: [...a.answers, ...b.answers],
  unanswered: [...a.unanswered, ...b.unanswered],
  elapsed: a.elapsed + b.elapsed,
  streamsAlive: Math.min(a.streamsAlive, b.streamsAlive),
});

async function runMix(bases: string[], shoppers: Shopper[], showtimeIds: string[], filmSlugs: string[], seconds: number, streams: number): Promise<Run> {
  const log = new AnswerLog();
  const open = Array.from(
    { length: streams },
    (_, i) => new EventStreamReader(`${bases[i % bases.length]}/api/v1/showtimes/${showtimeIds[i % showtimeIds.length]}/events`),
  );
  await Promise.all(open.map((stream) => stream.ready(30_000)));
  let n = 7;
  const pick = (max: number) => (n = (n * 7919 + 17) % 104_729) % Math.max(1, max);
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      for (let round = 0; Date.now() < until; round++) {
        const base = bases[(i + round) % bases.length]!;
        const showtimeId = showtimeIds[(i + round) % showtimeIds.length]!;
        const roll = pick(100);
        try {
          if (roll < 20) await log.call(base, "GET", "/");
          else if (roll < 35) await log.call(base, "GET", `/movies/${filmSlugs[pick(filmSlugs.length)]}`);
          else if (roll < 70) await freeSeats(log, base, showtimeId);
          else if (roll < 92) {
            const free = await freeSeats(log, base, showtimeId);
            const seat = free[pick(free.length)];
            const held = seat ? await log.call(base, "POST", "/api/v1/orders", { token: shopper.token, body: { showtimeId, seatIds: [seat] } }) : null;
            if (held?.status === 201)
              await log.call(base, "DELETE", `/api/v1/orders/${(held.body as { result: { id: string } }).result.id}`, { token: shopper.token });
          } else await buyOnce(log, base, shopper, showtimeId, pick);
        } catch {
          // counted in log.unanswered
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  for (const stream of open) stream.close();
  return { answers: log.answers, unanswered: log.unanswered, elapsed, streamsAlive: open.filter((stream) => stream.refusedConnections.length === 0).length };
}

export async function benchCapacity(seconds: number, users: number, streams: number): Promise<Row[]> {
  const databaseUrl = await newPostgresDatabase();
  const sites: RunningSite[] = [];
  const nginx = await startNginx(
    PORTS.map((port) => `127.0.0.1:${port}`),
    PROXY_PORT,
  );
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      // Outside production, without VNPay's settings: the local gateway takes the payments, its ledger
      // in the one DATA_DIR both instances share (its pages may be served by either).
      NODE_ENV: "development",
      VNPAY_URL: "",
      VNPAY_API_URL: "",
      VNPAY_TMN_CODE: "",
      VNPAY_HASH_SECRET: "",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "hancine-bench-capacity-")),
      PUBLIC_URL: nginx.base,
      TRUST_PROXY: "127.0.0.1",
      CAPTCHA_ENABLED: "false",
      HOLDS_PER_CLIENT: "100000",
      HOLDS_PER_ACCOUNT: "100000",
      SIGNUPS_PER_CLIENT: "100000",
      EVENT_STREAMS_PER_ADDRESS: "10000",
      MAX_OPEN_ORDERS: "20",
    };
    for (const port of PORTS) sites.push(await startSite(port, env));
    const setupLog = new AnswerLog();
    const shoppers = await Promise.all(Array.from({ length: users }, () => signUpShopper(setupLog, nginx.base)));
    const listed = await setupLog.call(nginx.base, "GET", "/api/v1/showtimes");
    const later = Date.now() + 2 * 3600_000;
    const showtimeIds = (listed.body as { result: { id: string; startsAt: string; saleEventId?: string | null }[] }).result
      .filter((s) => !s.saleEventId && Date.parse(s.startsAt) > later)
      .slice(0, 12)
      .map((s) => s.id);
    const films = await setupLog.call(nginx.base, "GET", "/api/v1/films/showing");
    const filmSlugs = (films.body as { result: { slug: string }[] }).result.map((film) => film.slug);
    // Warm both paths (JIT, caches, nginx's cache of build files is not in this mix).
    await runMix([nginx.base], shoppers.slice(0, 4), showtimeIds, filmSlugs, 3, 4);
    await runMix(
      sites.map((site) => site.url),
      shoppers.slice(0, 4),
      showtimeIds,
      filmSlugs,
      3,
      4,
    );

    const loadBefore = loadavg()[0]!.toFixed(1);
    // In turns, proxied – direct – direct – proxied, half the time each: whatever drifts over the run
    // (the database growing, its vacuum, the machine's other work) weighs on both paths alike.
    const proxiedBases = [nginx.base];
    const directBases = sites.map((site) => site.url);
    const turns: Run[] = [];
    for (const bases of [proxiedBases, directBases, directBases, proxiedBases])
      turns.push(await runMix(bases, shoppers, showtimeIds, filmSlugs, seconds / 2, streams));
    const proxied = joinRuns(turns[0]!, turns[3]!);
    const direct = joinRuns(turns[1]!, turns[2]!);
    const loadAfter = loadavg()[0]!.toFixed(1);
    const cores = cpus().length;
    const summary = (run: Run) => {
      const answered = run.answers.filter((a) => kindOf(a));
      const failed = run.answers.filter((a) => a.status >= 500).length + run.unanswered.length;
      return { rps: answered.length / run.elapsed, failed, answered };
    };
    const p = summary(proxied);
    const d = summary(direct);
    const rows: Row[] = [];
    for (const kind of ["page: home", "page: film", "seat map", "hold", "release", "checkout", "gateway"] as Kind[]) {
      const of = (answers: Answer[]) => answers.filter((a) => kindOf(a) === kind);
      const pk = of(p.answered);
      const dk = of(d.answered);
      rows.push({
        benchmark: `capacity: ${kind}`,
        measured: `${(pk.length / proxied.elapsed).toFixed(1)}/s, p95 ${p95(pk).toFixed(0)} ms (through nginx)`,
        baseline: `${(dk.length / direct.elapsed).toFixed(1)}/s, p95 ${p95(dk).toFixed(0)} ms (direct)`,
        ratio: "",
        target: "",
      });
    }
    const ratio = p.rps / d.rps;
    rows.push({
      benchmark: `capacity: the mix, ${users} visitors + ${streams} seat-map streams, ${seconds} s each way in turns P-D-D-P, load ${loadBefore} → ${loadAfter}`,
      measured: `${p.rps.toFixed(0)} req/s = ${(p.rps / cores).toFixed(0)} per core through nginx (${p.failed} failed, ${proxied.streamsAlive}/${streams} streams kept)`,
      baseline: `${d.rps.toFixed(0)} req/s = ${(d.rps / cores).toFixed(0)} per core direct (${d.failed} failed)`,
      ratio: ratio.toFixed(2),
      target: p.failed + d.failed > 0 ? `≥ ${TARGET} ✖ (failed requests)` : `≥ ${TARGET} ${ratio >= TARGET ? "✔" : "✖"}`,
    });
    return rows;
  } finally {
    for (const site of sites) await site.stop();
    await nginx.stop();
    await dropPostgresDatabase(new URL(databaseUrl).pathname.slice(1)).catch(() => {});
  }
}
