import os from "node:os";
import { addDays } from "@hancine/contract/chain-clock";
import type { AdminCinema } from "@hancine/contract/back-office";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { chainDay } from "@hancine/contract/format";
import { appToken } from "./lib/app-token.ts";
import { createAccount, newPostgresDatabase, startSite } from "./lib/servers.ts";
import { percentile } from "./lib/percentile.ts";
import type { Row } from "./lib/table.ts";

const PORT = 3390;
const ADMIN = { email: "bench.admin@hancine.vn", password: "ChuoiRap2026" };
/** Reads of one busy day's scheduler, after 5 uncounted ones. */
const READS = 50;

/**
 * The back office at the chain's scale, on PostgreSQL with the demo chain (15 cinemas, 7 days of
 * showtimes): an admin copies a whole week of every cinema's programme onto the next week (one
 * `copy-day` request per cinema and day), then opens the scheduler of the busiest cinema's busiest
 * day again and again. Prints the showtimes created, the time, and the read's p50/p95.
 */
export async function benchBackOffice(): Promise<Row[]> {
  const databaseUrl = await newPostgresDatabase();
  const site = await startSite(PORT, { DATABASE_URL: databaseUrl });
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadBefore = load();
  try {
    createAccount(databaseUrl, { ...ADMIN, role: "admin" });
    const token = await appToken(site.url, ADMIN);
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${site.url}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { "content-type": "application/json" }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { result: T }).result;
    };

    const cinemas = await call<AdminCinema[]>("GET", "/admin/cinemas");
    // The demo seeds 7 days from today; the 7 days after them are empty.
    const week = Array.from({ length: 7 }, (_, i) => addDays(chainDay(new Date()), i));
    let created = 0;
    let skipped = 0;
    const copyStart = performance.now();
    for (const cinema of cinemas) {
      for (const day of week) {
        const result = await call<{ created: number; skipped: unknown[] }>("POST", "/admin/showtimes/copy-day", {
          cinema: cinema.slug,
          from: day,
          to: [addDays(day, 7)],
        });
        created += result.created;
        skipped += result.skipped.length;
      }
    }
    const copySeconds = (performance.now() - copyStart) / 1000;

    let busiest = { slug: cinemas[0]!.slug, date: week[0]!, count: 0 };
    for (const cinema of cinemas) {
      const day = await call<ScheduleDay>("GET", `/admin/schedule?cinema=${cinema.slug}&date=${week[0]}`);
      if (day.showtimes.length > busiest.count) busiest = { slug: cinema.slug, date: week[0]!, count: day.showtimes.length };
    }
    const path = `/admin/schedule?cinema=${busiest.slug}&date=${busiest.date}`;
    for (let i = 0; i < 5; i++) await call("GET", path);
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      const started = performance.now();
      await call("GET", path);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return [
      {
        benchmark: `Back office: copy a week of ${cinemas.length} cinemas onto the next (PostgreSQL, load ${loadBefore} → ${load()})`,
        measured: `${created} showtimes (${skipped} left out), ${cinemas.length * week.length} requests, ${copySeconds.toFixed(1)} s, ${Math.round(created / copySeconds)} showtimes/s`,
        baseline: "",
        ratio: "",
        target: "",
      },
      {
        benchmark: `Back office: scheduler of the busiest day (${busiest.count} showtimes), ${READS} reads`,
        measured: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
        baseline: "",
        ratio: "",
        target: "",
      },
    ];
  } finally {
    await site.stop();
  }
}
