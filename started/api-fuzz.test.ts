import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRandom, type Random } from "@hancine/demo-art/prng";
import { nextClientAddress } from "../apps/server/src/testing/client-address.ts";
import { startSite, type StartedSite } from "./helpers/server-process.ts";
import { AnswerLog, signUpShopper } from "./helpers/shoppers.ts";
import { freshPostgresDatabase } from "./helpers/test-database.ts";

/**
 * Issue 11, finding 4: every operation of the OpenAPI document, driven with random and hostile
 * values — NUL bytes, lone surrogates, broken percent-encoding, SQL and HTML, huge and negative
 * numbers, wrong types, deep nesting — anonymous and signed in, 10,000 requests. Not one may answer
 * 5xx, and every refusal is the contract's envelope with the security headers. Issue 30: on the
 * started server (`npm start`'s script, the web build loaded), whose document is the one the chain's
 * apps read — over HTTP, raw bytes in the request line as a careless client sends them. On PostgreSQL
 * with TEST_DATABASE_URL (CI), else on the embedded database.
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
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  [],
  {},
  [[[[[]]]]],
  { __proto__: { admin: true } },
  { constructor: { prototype: { x: 1 } } },
];

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

const PORT = 3971;

type Answer = { statusCode: number; headers: Record<string, string | string[] | undefined>; body: string; json(): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request with the path's bytes as given (fetch would re-encode them), its answer read whole; a stream is cut after 300 ms. */
function send(base: string, options: { method: string; url: string; headers: Record<string, string>; payload?: string }): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    // Node refuses to send a control character, a space or a character beyond Latin-1 in a request line: those alone are escaped.
    const path = options.url.replace(/[^\u0021-\u00ff]/g, (c) => encodeURIComponent(c));
    const req = httpRequest({ host: hostname, port, method: options.method, path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      const stop = setTimeout(() => res.destroy(), 300);
      const done = () => {
        clearTimeout(stop);
        const body = Buffer.concat(chunks).toString("utf8");
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
      };
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", done);
      res.on("close", done);
    });
    req.on("error", reject);
    if (options.payload !== undefined) req.write(options.payload);
    req.end();
  });
}

describe("fuzzing every operation of the started server's OpenAPI document", () => {
  let site: StartedSite;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let operations: Operation[];
  const real: string[] = [];
  const tokens: string[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase("fuzz");
    site = await startSite(
      PORT,
      { SEED_DEMO_DATA: "true", SEED_DEMO_HISTORY: "false", CAPTCHA_ENABLED: "false", TRUST_PROXY: "1", LOG_LEVEL: "error" },
      database.url,
    );
    const doc = (await fetch(`${site.base}/api/v1/openapi.json`).then((r) => r.json())) as {
      paths: Record<string, Record<string, { parameters?: Operation["params"]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        ...(op.requestBody ? { body: op.requestBody.content["application/json"]?.schema } : {}),
      })),
    );
    // Real identifiers, so some requests reach deep into the handlers instead of stopping at a 404.
    const showtimes = (await fetch(`${site.base}/api/v1/showtimes`).then((r) => r.json())).result as {
      id: string;
      film: { slug: string };
      cinema: { slug: string };
    }[];
    for (const showtime of showtimes.slice(0, 5)) real.push(showtime.id, showtime.film.slug, showtime.cinema.slug);
    const seats = (await fetch(`${site.base}/api/v1/showtimes/${showtimes[0]!.id}/seats`).then((r) => r.json())).result.rows[0].seats as { id: string }[];
    real.push(...seats.slice(0, 4).map((seat) => seat.id), "vnpay", "momo", "showing", "review", "combo", "IMAX");
    const log = new AnswerLog();
    for (let i = 0; i < 3; i++) tokens.push((await signUpShopper(log, site.base)).token);
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  it(`answers ${REQUESTS.toLocaleString("en")} hostile requests without one 5xx or one answer outside the envelope`, async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < REQUESTS && failures.length < 10; i++) {
      const op = random.pick(operations);
      const stream = op.path === STREAM;
      let url = op.path.replace(/\{(\w+)\}/g, () =>
        inUrl(random, stream ? random.pick(HOSTILE_TEXT.filter((value) => value !== "")) || "x" : text(random, real)),
      );
      const query = op.params
        .filter((param) => param.in === "query" && random.chance(0.7))
        .map((param) => `${param.name}=${inUrl(random, text(random, real))}`);
      if (random.chance(0.1)) query.push(`${inUrl(random, random.pick(HOSTILE_TEXT))}=${inUrl(random, random.pick(HOSTILE_TEXT))}`);
      if (query.length > 0) url += `?${query.join("&")}`;
      const signedIn = op.path !== "/api/v1/auth/logout" && random.chance(0.5);
      const options: { method: string; url: string; headers: Record<string, string>; payload?: string } = {
        method: op.method,
        url,
        headers: { origin: site.base, "x-forwarded-for": nextClientAddress(), ...(signedIn ? { authorization: `Bearer ${random.pick(tokens)}` } : {}) },
      };
      if (op.method !== "GET") {
        if (random.chance(0.1)) {
          options.payload = random.pick(['{"a":', "[1,2", "\u0000", "nul", '{"email":"\\ud800"}', '"\\u0000"']);
          options.headers = { ...options.headers, "content-type": "application/json" };
        } else options.payload = JSON.stringify(valueFor(random, op.body, real));
        if (typeof options.payload === "string") options.headers = { ...options.headers, "content-type": "application/json" };
      }
      if (options.payload !== undefined) options.headers["content-length"] = String(Buffer.byteLength(options.payload));
      const where = `${op.method} ${url.slice(0, 160)}`;
      let res: Answer;
      try {
        res = await send(site.base, options);
      } catch (err) {
        failures.push(`no answer (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}): ${where}`);
        continue;
      }
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

  it("answers a request Node's HTTP parser refuses (a raw 'ô' in the address) with the envelope in Vietnamese, then closes", async () => {
    const { port } = new URL(site.base);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.write(Buffer.concat([Buffer.from("GET /api/v1/films/S"), Buffer.from([0xf4]), Buffer.from("ng HTTP/1.1\r\nHost: x\r\n\r\n")])),
      );
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
    const [head, body] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(body!)).toEqual({ error: { code: "VALIDATION_FAILED", message: expect.stringContaining("không hợp lệ") } });
  });
});
