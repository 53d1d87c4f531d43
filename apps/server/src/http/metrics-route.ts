import { createServer, type Server } from "node:http";
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config.ts";
import { httpRequests, metricsRegistry } from "#server/observability/metrics.ts";
import { DomainError } from "#server/domain-error.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Every answer's time, by the route's pattern (an unknown address counts as "unmatched", never as itself). */
export function observeRequests(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    httpRequests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` on the site's own port, for whoever sends `Authorization: Bearer <METRICS_TOKEN>`
 * (contract: Operations); without METRICS_TOKEN the path does not exist here (404).
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config): void {
  const token = config.metrics.token;
  if (!token) return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !given || !sameToken(given, token)) {
      throw new DomainError("UNAUTHENTICATED", { message: msg("error.UNAUTHENTICATED.metricsToken") });
    }
    return reply
      .header("content-type", metricsRegistry.contentType)
      .header("cache-control", "no-store")
      .send(await metricsRegistry.metrics());
  });
}

/**
 * `METRICS_PORT`: `/metrics` alone on a port of its own, without a token — for a network only the
 * monitoring reaches (bind it there with the firewall). Started by main.ts, closed with the app.
 */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Không có gì ở đây: số liệu giám sát ở /metrics.\n");
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metricsRegistry.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
