import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

describe("security headers on API answers", () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    http = await createTestApp();
    https = await createTestApp({ env: { PUBLIC_URL: "https://hancine.vn" } });
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  const expectLockedDown = (headers: Record<string, unknown>) => {
    expect(String(headers["content-security-policy"]).split(/;\s*/).sort()).toEqual(["default-src 'none'", "frame-ancestors 'none'"]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
  };

  it("sends CSP (no script, no framing), nosniff and a referrer policy on successes, errors and unknown paths", async () => {
    for (const [url, status] of [
      ["/api/v1/site", 200],
      ["/api/v1/auth/me", 401],
      ["/api/v1/no-such-thing", 404],
      ["/healthz", 200],
    ] as const) {
      const res = await http.app.inject(url);
      expect(res.statusCode, url).toBe(status);
      expectLockedDown(res.headers);
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("adds HSTS when the site is served over https", async () => {
    const res = await https.app.inject("/api/v1/site");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expectLockedDown(res.headers);
  });

  it("refuses a body over 64 KiB with 413 in the contract's envelope", async () => {
    const res = await http.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      payload: JSON.stringify({ email: "a@example.vn", password: "x".repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    expectLockedDown(res.headers);
  });
});
