import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

const REQUEST_ID_HEADER = "x-request-id";
// A proxy's id (nginx's $request_id is 32 hex digits) is kept when it looks like one; anything else is replaced.
const USABLE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The request's id: the proxy's `X-Request-Id` when usable, else a new UUID. Every log line of the request carries it. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && USABLE_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request (`X-Request-Id`), so a person's report leads to the log lines. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
