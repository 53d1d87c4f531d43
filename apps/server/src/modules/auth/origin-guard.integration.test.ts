import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#server/testing/test-app.ts";
import { count, createAuthTestApp, post, sessionCookieOf, signUp, signupBody } from "./auth-test-kit.ts";
import { acceptedOrigins, refusalExplanation } from "./origin-guard.ts";

describe("CSRF: the origin guard", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  const forbidden = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    expect(res.json().error.message).toContain("HanCine");
  };

  it("refuses a cookie request with a foreign or missing Origin, and changes nothing", async () => {
    const { cookie } = await signUp(t);
    const sessions = await count(t, "sessions");
    const logout = (headers: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: { cookie, ...headers } });
    forbidden(await logout({ origin: "https://evil.example" }));
    forbidden(await logout({}));
    forbidden(await logout({ referer: "https://evil.example/page" }));
    forbidden(await logout({ origin: "null" }));
    expect(await count(t, "sessions")).toBe(sessions);
    expect((await t.app.inject({ url: "/api/v1/auth/me", headers: { cookie } })).statusCode).toBe(200);
    // The site's own origin, by Origin or by Referer, passes.
    expect((await logout({ referer: "http://localhost:3000/tai-khoan" })).statusCode).toBe(200);
  });

  it("outside production takes 127.0.0.1 and [::1] on the same port as the localhost of PUBLIC_URL (issue 11, finding 8)", async () => {
    const { body } = await signUp(t);
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000"]) {
      const res = await post(t, "/api/v1/auth/login", { email: body.email, password: body.password }, { origin });
      expect(res.statusCode, origin).toBe(200);
    }
    forbidden(await post(t, "/api/v1/auth/login", { email: body.email, password: body.password }, { origin: "http://127.0.0.1:3001" }));
    forbidden(await post(t, "/api/v1/auth/login", { email: body.email, password: body.password }, { origin: "https://127.0.0.1:3000" }));
  });

  it("in production takes PUBLIC_URL's origin only, and the log says which origin came and what to set", () => {
    expect([...acceptedOrigins({ env: "production", publicUrl: "http://localhost:3000" })]).toEqual(["http://localhost:3000"]);
    expect([...acceptedOrigins({ env: "production", publicUrl: "https://hancine.vn" })]).toEqual(["https://hancine.vn"]);
    expect(refusalExplanation("https://hancine.vn", "https://www.hancine.vn")).toBe(
      "Từ chối yêu cầu ghi từ Origin https://www.hancine.vn: chỉ nhận từ https://hancine.vn (PUBLIC_URL). Nếu khách mở site qua https://www.hancine.vn, hãy đặt PUBLIC_URL=https://www.hancine.vn.",
    );
  });

  it("refuses signup and login from a foreign origin even without a cookie (login CSRF)", async () => {
    const users = await count(t, "users");
    forbidden(await post(t, "/api/v1/auth/signup", signupBody(), { origin: "https://evil.example" }));
    expect(await count(t, "users")).toBe(users);
    const { body } = await signUp(t);
    forbidden(await post(t, "/api/v1/auth/login", { email: body.email, password: body.password }, { origin: "http://localhost:3001" }));
  });

  it("lets a client with no cookie and no Origin (an app, curl) sign in, and exempts bearer requests", async () => {
    const { body } = await signUp(t);
    const login = await t.app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email: body.email, password: body.password, client: "app" } });
    expect(login.statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/logout",
      headers: { authorization: `Bearer ${login.json().result.token}`, origin: "https://evil.example" },
    });
    expect(out.statusCode).toBe(200);
  });

  it("leaves safe methods alone", async () => {
    expect((await t.app.inject({ url: "/api/v1/cities", headers: { origin: "https://evil.example" } })).statusCode).toBe(200);
  });
});

describe("over https", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({ PUBLIC_URL: "https://www.hancine.vn" });
  });
  afterAll(() => t.close());

  it("names the cookie __Host-hancine_session and marks it Secure", async () => {
    const body = signupBody();
    const res = await post(t, "/api/v1/auth/signup", body, { origin: "https://www.hancine.vn" });
    expect(res.statusCode, res.body).toBe(201);
    const setCookie = String(res.headers["set-cookie"]);
    const [pair, ...attributes] = setCookie.split(/;\s*/);
    expect(pair).toMatch(/^__Host-hancine_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax", "Secure"]);
    expect(setCookie).not.toContain("Domain");
    const cookie = sessionCookieOf(res.headers["set-cookie"]);
    expect((await t.app.inject({ url: "/api/v1/auth/me", headers: { cookie } })).statusCode).toBe(200);
    // The plain-http name means nothing here.
    expect((await t.app.inject({ url: "/api/v1/auth/me", headers: { cookie: cookie.replace("__Host-", "") } })).statusCode).toBe(401);
    // The http origin of the same host is a different origin.
    const login = await post(t, "/api/v1/auth/login", { email: body.email, password: body.password }, { origin: "http://www.hancine.vn" });
    expect(login.statusCode).toBe(403);
  });
});

describe("with the captcha required (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({ CAPTCHA_ENABLED: "true" });
  });
  afterAll(() => t.close());

  it("refuses a signup without a solved captcha, storing nothing", async () => {
    const before = await count(t, "users");
    const res = await post(t, "/api/v1/auth/signup", signupBody({ captcha: "anything" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ captcha: "Xác minh chống máy tự động không hợp lệ. Bạn hãy xác minh lại nhé." });
    expect(await count(t, "users")).toBe(before);
  });

  it("publishes the auth endpoints in the OpenAPI document", async () => {
    const doc = (await t.app.inject("/api/v1/openapi.json")).json();
    for (const path of ["/api/v1/auth/signup", "/api/v1/auth/login", "/api/v1/auth/logout", "/api/v1/auth/me"]) expect(doc.paths[path], path).toBeDefined();
  });
});
