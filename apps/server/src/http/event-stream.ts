import type { ServerResponse } from "node:http";
import type { FastifyReply } from "fastify";
import { eventStreamsOpen } from "#server/observability/metrics.ts";

/**
 * Takes the reply over as a Server-Sent Events stream (the seat map's, a queue place's): the
 * headers that keep proxies from buffering or caching it, and the browser's reconnect delay.
 * Answers the raw response to write events to; counted in `hancine_event_streams_open` while open.
 */
export function openEventStream(reply: FastifyReply, kind: "seats" | "queue", retryMs = 3000): ServerResponse {
  reply.hijack();
  const out = reply.raw;
  eventStreamsOpen.inc({ kind });
  out.once("close", () => eventStreamsOpen.dec({ kind }));
  out.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    // When the stream ends its connection ends too: a proxy must never put it back in its pool of idle
    // connections to this instance, which may be closing (decision 070: a stopping instance ends its
    // streams, then closes its idle connections — a request sent on one in between would be lost).
    connection: "close",
    "x-accel-buffering": "no",
    "x-content-type-options": "nosniff",
  });
  out.write(`retry: ${retryMs}\n\n`);
  return out;
}

/**
 * Ends a stream because this process is stopping (decision 070): a `retry` hint of one to two
 * seconds, spread so a few thousand browsers do not reconnect in the same millisecond, then the end.
 * The browser's EventSource reconnects by itself, through the proxy, to an instance still running.
 */
export function endEventStream(out: ServerResponse): void {
  const retryMs = 1000 + Math.floor(Math.random() * 1000);
  out.end(`retry: ${retryMs}\n\n`);
}
