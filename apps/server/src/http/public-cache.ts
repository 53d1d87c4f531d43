import type { FastifyReply } from "fastify";

/**
 * A short-lived cache of serialized public answers (catalogue reads that every visitor shares).
 * It holds nothing a second instance must see: each instance may serve data up to `ttlMs` old,
 * which is the freshness the Cache-Control header promises anyway. Concurrent misses share one
 * database round trip.
 */
export type PublicCache = {
  /** `ttlMs`: this entry's own freshness when shorter than the cache's (content: `CONTENT_CACHE_MS`). */
  get(key: string, produce: () => Promise<unknown>, ttlMs?: number): Promise<Buffer>;
  clear(): void;
};

/**
 * How long banners, promotions and posts are kept (decision 047): a scheduled item appears at most
 * this long after its time, and a change on another instance is seen within it even if that
 * instance's LISTEN connection was down when the notification was sent.
 */
export const CONTENT_CACHE_MS = 5_000;

export function createPublicCache(ttlMs: number, now: () => number = Date.now, maxEntries = 500): PublicCache {
  const entries = new Map<string, { expires: number; body: Promise<Buffer> }>();
  return {
    get(key, produce, entryTtlMs = ttlMs) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.body;
      if (entries.size >= maxEntries) entries.clear();
      // Kept as bytes: a hot answer is encoded once, not once per request.
      const body = produce().then((result) => Buffer.from(JSON.stringify({ result })));
      entries.set(key, { expires: now() + Math.min(ttlMs, entryTtlMs), body });
      // A failed read is not cached: the next request tries again.
      body.catch(() => entries.delete(key));
      return body;
    },
    clear: () => entries.clear(),
  };
}

/** Send an already serialized `{ result }` answer with its freshness for browsers and proxies. */
export function sendCachedJson(reply: FastifyReply, body: Buffer, maxAgeSeconds: number) {
  return reply
    .header("cache-control", `public, max-age=${maxAgeSeconds}`)
    .type("application/json; charset=utf-8")
    .send(body as never);
}
