import { measure, type LoadResult } from "./lib/http-load.ts";
import { newPostgresDatabase, startMinimalRoutes, startSite } from "./lib/servers.ts";
import type { Row } from "./lib/table.ts";

const TARGET = 0.7;

const describe = (r: LoadResult) =>
  `${Math.round(r.requestsPerSecond)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors + r.non2xx ? `, ${r.errors + r.non2xx} errors` : ""})`;

function row(name: string, product: LoadResult, baseline: LoadResult): Row {
  const ratio = product.requestsPerSecond / baseline.requestsPerSecond;
  const failed = product.errors + product.non2xx + baseline.errors + baseline.non2xx > 0;
  return {
    benchmark: name,
    measured: describe(product),
    baseline: describe(baseline),
    ratio: ratio.toFixed(2),
    target: failed ? `≥ ${TARGET} ✖ (errors: run failed)` : `≥ ${TARGET} ${ratio >= TARGET ? "✔" : "✖"}`,
  };
}

/**
 * The product's two kinds of read, each against a bare Fastify route doing the same work on the same
 * PostgreSQL database (bench/lib/minimal-routes.ts), measured one after the other in one run:
 * - `GET /api/v1/films/showing`: served from the product's in-process cache (the baseline sends the same bytes from memory);
 * - `GET /api/v1/showtimes/:id/seats`: never cached, one database read per request (the baseline calls the same query).
 * The ratio is what carries over between machines; a run with any error or non-2xx answer is failed.
 */
export async function benchHttpReads(seconds: number): Promise<Row[]> {
  const databaseUrl = await newPostgresDatabase();
  const site = await startSite(3902, { DATABASE_URL: databaseUrl });
  const minimal = await startMinimalRoutes(3901, site.url, databaseUrl);
  try {
    const showtimes = (await (await fetch(`${site.url}/api/v1/showtimes?city=da-nang`)).json()) as { result: Array<{ id: string }> };
    const showtime = showtimes.result[0]!.id;
    const seatsUrl = `${site.url}/api/v1/showtimes/${showtime}/seats`;
    // Warm both once (caches, prepared statements, JIT).
    for (const url of [`${site.url}/api/v1/films/showing`, seatsUrl, `${minimal.url}/films/showing`, `${minimal.url}/seats/${showtime}`]) await measure(url, 2);

    const filmsBaseline = await measure(`${minimal.url}/films/showing`, seconds);
    const films = await measure(`${site.url}/api/v1/films/showing`, seconds);
    const seatsBaseline = await measure(`${minimal.url}/seats/${showtime}`, seconds);
    const seats = await measure(seatsUrl, seconds);
    return [
      row("GET /api/v1/films/showing (cached) vs bare Fastify sending the same bytes", films, filmsBaseline),
      row("GET /api/v1/showtimes/:id/seats (a database read each) vs bare Fastify running the same query", seats, seatsBaseline),
    ];
  } finally {
    await minimal.stop();
    await site.stop();
  }
}
