import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type StartedSite } from "./helpers/server-process.ts";
import { freshPostgresDatabase } from "./helpers/test-database.ts";

/**
 * Issue 32: with OpenTelemetry's standard `OTEL_EXPORTER_OTLP_ENDPOINT`, the started site sends its
 * traces to an OTLP/HTTP collector — here a receiver of the test's own on the loopback: a span per
 * request named by its route, and (on PostgreSQL) the statements beneath it.
 */

type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
};
type Export = {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { scope: { name: string }; spans: Span[] }[] }[];
};

const PORT = 3976;
const COLLECTOR_PORT = 3977;
const received: { service: string | undefined; scope: string; span: Span }[] = [];
let collector: Server;
let site: StartedSite;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const exported = JSON.parse(body) as Export;
        for (const { resource, scopeSpans } of exported.resourceSpans) {
          const service = resource.attributes.find((a) => a.key === "service.name")?.value.stringValue;
          for (const { scope, spans } of scopeSpans) for (const span of spans) received.push({ service, scope: scope.name, span });
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(COLLECTOR_PORT, "127.0.0.1", resolve));
  database = await freshPostgresDatabase("hancine_tracing");
  site = await startSite(
    PORT,
    { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}`, OTEL_SERVICE_NAME: "hancine-test", OTEL_BSP_SCHEDULE_DELAY: "200" },
    database.url,
  );
});

afterAll(async () => {
  await site?.stop();
  await database?.drop();
  collector?.close();
});

describe("traces to an OTLP/HTTP collector", () => {
  it("sends a span per request named by its route, with the database's statements beneath it", async () => {
    const showtimes = await fetch(`${site.base}/api/v1/showtimes`);
    expect(showtimes.status).toBe(200);
    const [first] = ((await showtimes.json()) as { result: { id: string }[] }).result;
    expect((await fetch(`${site.base}/api/v1/showtimes/${first!.id}/seats`)).status).toBe(200);

    const server = (route: string) => received.find((r) => r.span.kind === 2 && r.span.name === `GET ${route}`);
    await expect.poll(() => server("/api/v1/showtimes/:id/seats"), { timeout: 10_000 }).toBeTruthy();
    const seats = server("/api/v1/showtimes/:id/seats")!;
    expect(seats.service).toBe("hancine-test");
    expect(seats.span.attributes.find((a) => a.key === "http.route")?.value.stringValue).toBe("/api/v1/showtimes/:id/seats");
    // Probes are not traced: the test's own /readyz polls left no span.
    expect(received.some((r) => r.span.name.includes("readyz"))).toBe(false);
    if (database.url) {
      await expect.poll(() => received.some((r) => r.scope.includes("pg") && r.span.traceId === seats.span.traceId), { timeout: 10_000 }).toBe(true);
    }
  });
});
