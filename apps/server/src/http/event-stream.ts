import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";

/**
 * Takes the reply over as a Server-Sent Events stream (the seat map's, a queue place's): the
 * headers that keep proxies from buffering or caching it, and the browser's reconnect delay.
 * Answers the raw response to write events to.
 */
export function openEventStream(reply: FastifyReply, retryMs = 3000): ServerResponse {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
  });
  out.write(`retry: ${retryMs}\n\n`);
  return out;
}
