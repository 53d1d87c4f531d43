import { context } from "@opentelemetry/api";
import { getRPCMetadata, RPCType } from "@opentelemetry/core";
import type { FastifyInstance } from "fastify";

/**
 * With tracing on (observability/tracing.ts), a request's span is named by its route pattern
 * (`GET /api/v1/showtimes/:id/seats`), as its metrics are; without it this finds no span and does nothing.
 */
export function nameTracedRequests(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const rpc = getRPCMetadata(context.active());
    if (rpc?.type === RPCType.HTTP && request.routeOptions.url) rpc.route = request.routeOptions.url;
    done();
  });
}
