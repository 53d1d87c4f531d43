import { measure } from "./lib/http-load.ts";
import { startHelloWorld, startSite } from "./lib/servers.ts";
import type { Row } from "./lib/table.ts";

/**
 * GET /api/v1/films/showing against a bare Fastify hello-world, measured one after the other in the
 * same run on the same machine, so the ratio — not the absolute number — is what carries over.
 */
export async function benchFilmsShowing(seconds: number): Promise<Row[]> {
  const hello = await startHelloWorld(3901);
  const helloResult = await measure(hello.url, seconds);
  await hello.stop();

  const site = await startSite(3902);
  await fetch(`${site.url}/api/v1/films/showing`); // warm the route once
  const films = await measure(`${site.url}/api/v1/films/showing`, seconds);
  await site.stop();

  const ratio = films.requestsPerSecond / helloResult.requestsPerSecond;
  return [
    { benchmark: "Fastify hello-world", "req/s": Math.round(helloResult.requestsPerSecond), "p50 ms": helloResult.p50, "p99 ms": helloResult.p99, errors: helloResult.errors + helloResult.non2xx, ratio: "", target: "" },
    {
      benchmark: "GET /api/v1/films/showing",
      "req/s": Math.round(films.requestsPerSecond),
      "p50 ms": films.p50,
      "p99 ms": films.p99,
      errors: films.errors + films.non2xx,
      ratio: ratio.toFixed(2),
      target: `≥ 0.50 ${ratio >= 0.5 ? "✔" : "✖"}`,
    },
  ];
}
