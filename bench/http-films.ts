import { measure, type LoadResult } from "./lib/http-load.ts";
import { startHelloWorld, startSite } from "./lib/servers.ts";
import type { Row } from "./lib/table.ts";

const describe = (r: LoadResult) =>
  `${Math.round(r.requestsPerSecond)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors + r.non2xx ? `, ${r.errors + r.non2xx} errors` : ""})`;

/**
 * GET /api/v1/films/showing against a bare Fastify hello-world, measured one after the other in the
 * same run on the same machine, so the ratio — not the absolute number — is what carries over.
 */
export async function benchFilmsShowing(seconds: number): Promise<Row[]> {
  const hello = await startHelloWorld(3901);
  const baseline = await measure(hello.url, seconds);
  await hello.stop();

  const site = await startSite(3902);
  await fetch(`${site.url}/api/v1/films/showing`); // warm the route once
  const films = await measure(`${site.url}/api/v1/films/showing`, seconds);
  await site.stop();

  const ratio = films.requestsPerSecond / baseline.requestsPerSecond;
  return [
    {
      benchmark: "GET /api/v1/films/showing vs Fastify hello-world",
      measured: describe(films),
      baseline: describe(baseline),
      ratio: ratio.toFixed(2),
      target: `≥ 0.50 ${ratio >= 0.5 ? "✔" : "✖"}`,
    },
  ];
}
