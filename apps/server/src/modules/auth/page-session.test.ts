import fastifyCookie from "@fastify/cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { NOW, createAuthTestApp, signUp } from "./auth-test-kit.ts";
import { loadCurrentUser } from "./current-user.ts";
import { PAGE_SESSION_HEADER, pageSession } from "./page-session.ts";

describe("a page's session, looked up once for its in-process API calls", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  it("a call carrying the page's key speaks for the page's visitor, until the page has rendered", async () => {
    const { cookie } = await signUp(t);
    const page = await t.app.inject({ url: "/api/v1/auth/me", headers: { cookie } });
    const visitor = page.json().result;
    let lookups = 0;
    const session = pageSession(async () => {
      lookups += 1;
      // A page request as the app hands it over: its cookies parsed by @fastify/cookie.
      const request = { headers: { cookie }, cookies: fastifyCookie.parse(cookie), currentUser: null } as unknown as Parameters<typeof loadCurrentUser>[1];
      // What the page's own lookup needs of the server: its settings, database and clock.
      const deps = { config: loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/hancine-page-session-test" }), database: t.database, clock: () => NOW };
      return loadCurrentUser(deps, request);
    });
    const me = async () => t.app.inject({ url: "/api/v1/auth/me", headers: await session.headers() });
    const first = await me();
    expect(first.statusCode, first.body).toBe(200);
    expect((await me()).json().result.user.email).toBe(visitor.user.email);
    expect((await me()).json().result.user.email).toBe(visitor.user.email);
    expect(lookups).toBe(1);
    const headers = await session.headers();
    session.end();
    expect((await t.app.inject({ url: "/api/v1/auth/me", headers })).statusCode).toBe(401);
  });

  it("a key made up by a client is ignored: no cookie, no user", async () => {
    const guessed = await t.app.inject({ url: "/api/v1/me/orders", headers: { [PAGE_SESSION_HEADER]: "00000000-0000-4000-8000-000000000000" } });
    expect(guessed.statusCode).toBe(401);
  });
});
