import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { createRandom, type Random } from "../db/seed/prng.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { nextClientAddress, signUp } from "../modules/auth/auth-test-kit.ts";

/**
 * Issue 11, finding 4: every operation of the OpenAPI document, driven with random and hostile
 * values — NUL bytes, lone surrogates, broken percent-encoding, SQL and HTML, huge and negative
 * numbers, wrong types, deep nesting — anonymous and signed in, 10,000 requests on each database.
 * Not one may answer 5xx, and every refusal is the contract's envelope with the security headers.
 */
const REQUESTS = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type Operation = { method: string; path: string; params: { in: string; name: string }[]; body?: JsonSchema };
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; anyOf?: JsonSchema[] };

/** Answers that follow a payment gateway's or a file format's protocol rather than the envelope. */
const OWN_PROTOCOL = [/^\/media\//, /\/qr\.svg$/, /^\/api\/v1\/payments\//, /^\/api\/v1\/auth\/captcha$/];
/** The live stream never ends by itself: it gets only ids that do not exist (its refusals are still checked). */
const STREAM = "/api/v1/showtimes/{id}/events";

const HOSTILE_TEXT = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "%",
  "%00",
  "%E0%A4%A",
  "%ED%A0%80",
  "../../etc/passwd",
  "' OR 1=1 --",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "{{7*7}}",
  "${jndi:ldap://x}",
  " ",
  "",
  "😀🎬",
  "Sông Hàn Không Ngủ",
  "x".repeat(10_000),
  "00000000-0000-0000-0000-000000000000",
  "-1",
  "1e309",
  "NaN",
  "null",
  "true",
  "2026-02-30",
  "9999-12-31",
  "\r\nSet-Cookie: a=b",
];
const HOSTILE_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, [], {}, [[[[[]]]]], { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }];

function text(random: Random, real: string[]): string {
  if (real.length > 0 && random.chance(0.3)) return random.pick(real);
  return random.pick(HOSTILE_TEXT);
}

function valueFor(random: Random, schema: JsonSchema | undefined, real: string[], depth = 0): unknown {
  if (random.chance(0.25) || !schema || depth > 4) return random.chance(0.5) ? text(random, real) : random.pick(HOSTILE_VALUES);
  if (schema.enum && random.chance(0.5)) return random.pick(schema.enum);
  if (schema.anyOf) return valueFor(random, random.pick(schema.anyOf), real, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case "object": {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) if (random.chance(0.85)) body[key] = valueFor(random, property, real, depth + 1);
      if (random.chance(0.2)) body[random.pick(HOSTILE_TEXT)] = random.pick(HOSTILE_TEXT);
      return body;
    }
    case "array":
      return Array.from({ length: random.int(0, random.chance(0.1) ? 300 : 4) }, () => valueFor(random, schema.items, real, depth + 1));
    case "integer":
    case "number":
      return random.pick([0, 1, -1, 7, 2 ** 31, 1e21, -0.5, random.int(-1000, 100_000)]);
    case "boolean":
      return random.chance(0.5);
    default:
      return text(random, real);
  }
}

/** Puts a value into a URL as a client might: encoded, raw, or half-encoded. */
function inUrl(random: Random, value: string): string {
  // A lone surrogate has no UTF-8 form: sent as the bytes a careless client would produce.
  const encoded = value.replace(/[\uD800-\uDFFF]/g, "%ED%A0%80");
  if (random.chance(0.3)) return encoded.replace(/[/?#&=\s]/g, "");
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "")) + "%ED%A0%80";
  }
}

describe("fuzzing every operation of the OpenAPI document", () => {
  let t: TestApp;
  let operations: Operation[];
  const real: string[] = [];
  const cookies: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { CAPTCHA_ENABLED: "false" } });
    const doc = (await t.app.inject("/api/v1/openapi.json")).json() as { paths: Record<string, Record<string, { parameters?: Operation["params"]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        ...(op.requestBody ? { body: op.requestBody.content["application/json"]?.schema } : {}),
      })),
    );
    // Real identifiers, so some requests reach deep into the handlers instead of stopping at a 404.
    const showtimes = (await t.app.inject("/api/v1/showtimes")).json().result as { id: string; film: { slug: string }; cinema: { slug: string } }[];
    for (const showtime of showtimes.slice(0, 5)) real.push(showtime.id, showtime.film.slug, showtime.cinema.slug);
    const seats = (await t.app.inject(`/api/v1/showtimes/${showtimes[0]!.id}/seats`)).json().result.rows[0].seats as { id: string }[];
    real.push(...seats.slice(0, 4).map((seat) => seat.id), "vnpay", "momo", "showing", "review", "combo", "IMAX");
    for (let i = 0; i < 3; i++) cookies.push((await signUp(t)).cookie);
  }, 120_000);
  afterAll(() => t.close());

  it(`answers ${REQUESTS.toLocaleString("en")} hostile requests without one 5xx or one answer outside the envelope`, async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < REQUESTS && failures.length < 10; i++) {
      const op = random.pick(operations);
      const stream = op.path === STREAM;
      let url = op.path.replace(/\{(\w+)\}/g, () => inUrl(random, stream ? random.pick(HOSTILE_TEXT.filter((value) => value !== "")) || "x" : text(random, real)));
      const query = op.params.filter((param) => param.in === "query" && random.chance(0.7)).map((param) => `${param.name}=${inUrl(random, text(random, real))}`);
      if (random.chance(0.1)) query.push(`${inUrl(random, random.pick(HOSTILE_TEXT))}=${inUrl(random, random.pick(HOSTILE_TEXT))}`);
      if (query.length > 0) url += `?${query.join("&")}`;
      const signedIn = op.path !== "/api/v1/auth/logout" && random.chance(0.5);
      const options: InjectOptions = {
        method: op.method as InjectOptions["method"],
        url,
        remoteAddress: nextClientAddress(),
        headers: { origin: "http://localhost:3000", ...(signedIn ? { cookie: random.pick(cookies) } : {}) },
      };
      if (op.method !== "GET") {
        if (random.chance(0.1)) {
          options.payload = random.pick(['{"a":', "[1,2", "\u0000", "nul", '{"email":"\\ud800"}', '"\\u0000"']);
          options.headers = { ...options.headers, "content-type": "application/json" };
        } else options.payload = JSON.stringify(valueFor(random, op.body, real));
        if (typeof options.payload === "string") options.headers = { ...options.headers, "content-type": "application/json" };
      }
      const res = await t.app.inject(options);
      const where = `${op.method} ${url.slice(0, 160)}`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where} → ${res.body.slice(0, 200)}`);
      const ownProtocol = OWN_PROTOCOL.some((pattern) => pattern.test(op.path));
      if (res.statusCode >= 400 && !(ownProtocol && res.statusCode < 500 && op.path.startsWith("/api/v1/payments/"))) {
        let envelope: { error?: { code?: unknown; message?: unknown } } | undefined;
        try {
          envelope = res.json();
        } catch {
          envelope = undefined;
        }
        const ok = typeof envelope?.error?.code === "string" && typeof envelope.error.message === "string" && envelope.error.message.length > 0;
        if (!ok) failures.push(`not an envelope: ${res.statusCode} ${where} → ${res.body.slice(0, 200)}`);
        if (res.headers["x-content-type-options"] !== "nosniff") failures.push(`no security headers: ${res.statusCode} ${where}`);
      } else if (res.statusCode < 300 && !ownProtocol && String(res.headers["content-type"]).includes("json") && !("result" in res.json())) {
        failures.push(`2xx without result: ${res.statusCode} ${where}`);
      }
      seen.add(`${op.method} ${op.path}`);
    }
    expect(failures).toEqual([]);
    // Every operation was exercised, not a lucky few.
    expect(seen.size).toBe(operations.length);
  }, 600_000);
});
