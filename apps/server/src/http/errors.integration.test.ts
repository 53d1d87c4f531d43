import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

function expectEnvelope(body: string, code: string) {
  const parsed = JSON.parse(body);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message).toMatch(/[àáảãạăâđêôơư]/i); // a Vietnamese sentence
  expect(body).not.toMatch(/at .*\.ts:\d+|stack|select |insert |SQL/i);
}

describe("errors always leave as the contract's envelope", () => {
  it("answers unknown API paths with a JSON 404, for every method", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/khong-co"],
      ["POST", "/api/v1/films/showing/x"],
      ["DELETE", "/api/v2/anything"],
      ["GET", "/api"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expectEnvelope(res.body, "NOT_FOUND");
    }
  });

  it("refuses malformed queries of any shape with 400, never 500", async () => {
    for (const query of ["city=a&city=b", `city=${"x".repeat(5000)}`, "city=%00", "status=everything", "city=ha%20noi"]) {
      const res = await t.app.inject(`/api/v1/films?${query}`);
      expect(res.statusCode, query).toBe(400);
      expectEnvelope(res.body, "VALIDATION_FAILED");
    }
  });

  it("refuses NUL bytes, lone surrogates and broken percent-encoding in paths, queries and bodies with 400 in the envelope, with the security headers (issue 11, finding 4)", async () => {
    const refusals: InjectOptions[] = [
      { url: "/api/v1/films/%" },
      { url: "/api/v1/films/ab%00cd" },
      { url: "/api/v1/posts/x%00" },
      { url: "/api/v1/search?q=a%00b" },
      { url: "/api/v1/search?q=%ED%A0%80" },
      { url: "/api/v1/orders/by-code/HC%00" },
      { url: "/movies/%" },
      { method: "POST", url: "/api/v1/auth/login", payload: { email: "a\ud800@example.vn", password: "x" }, headers: { origin: "http://localhost:3000" } },
      { method: "POST", url: "/api/v1/checkin", payload: { code: "HC1", place: "Cửa\u0000 1" }, headers: { origin: "http://localhost:3000" } },
    ];
    for (const request of refusals) {
      const res = await t.app.inject(request);
      expect(res.statusCode, String(request.url)).toBe(400);
      expect(res.json().error).toEqual({
        code: "VALIDATION_FAILED",
        message: "Địa chỉ hoặc dữ liệu gửi lên có ký tự không hợp lệ (ký tự rỗng hoặc mã hoá hỏng). Bạn hãy kiểm tra lại nhé.",
      });
      expect(res.headers["x-content-type-options"], String(request.url)).toBe("nosniff");
      expect(res.headers["content-security-policy"], String(request.url)).toContain("frame-ancestors 'none'");
    }
    // Vietnamese and emoji are text like any other.
    expect((await t.app.inject("/api/v1/search?q=" + encodeURIComponent("sông hàn 🎬"))).statusCode).toBe(200);
  });

  it("refuses a body that is too large or not JSON", async () => {
    const big = await t.app.inject({
      method: "POST",
      url: "/api/v1/films",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ x: "y".repeat(100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expectEnvelope(big.body, "PAYLOAD_TOO_LARGE");
  });

  it("publishes the OpenAPI 3.1 document and a browsable reference", async () => {
    const doc = (await t.app.inject("/api/v1/openapi.json")).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const path of ["/api/v1/banners", "/api/v1/films/showing", "/api/v1/films/comming", "/api/v1/films/coming", "/api/v1/film-comment"]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const docs = await t.app.inject("/api/docs");
    expect([200, 302]).toContain(docs.statusCode);
  });

  it("reports health and readiness", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    expect((await t.app.inject("/readyz")).json()).toMatchObject({ status: "ready" });
  });
});

describe("when the database goes away", () => {
  it("answers 500 INTERNAL without internals, and readiness turns 503", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject("/api/v1/films/showing?city=ha-noi");
    expect(res.statusCode).toBe(500);
    expectEnvelope(res.body, "INTERNAL");
    expect((await broken.app.inject("/readyz")).statusCode).toBe(503);
    await broken.app.close();
  });
});
