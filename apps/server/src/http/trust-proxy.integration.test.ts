import { afterEach, describe, expect, it } from "vitest";
import { createAuthTestApp, NOW, post } from "../modules/auth/auth-test-kit.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { loadConfig } from "../config.ts";

// Issue 11, finding 3: with X-Forwarded-For trusted from anyone, a client rotating that header was
// never throttled (password spraying). The login throttle allows 20 failures per client address.
const SPRAY = 21;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** One failed login per e-mail, each naming itself a different client in X-Forwarded-For. */
async function spray(app: TestApp, from: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < SPRAY; i++) {
    const res = await post(
      app,
      "/api/v1/auth/login",
      { email: `khach${i}.${Date.now()}@example.vn`, password: "SaiMatKhau1" },
      { "x-forwarded-for": forwardedFor(i) },
      from,
    );
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe("whose X-Forwarded-For counts (TRUST_PROXY)", () => {
  it("by default nobody's, in production too: a client rotating the header is still one client and is throttled", async () => {
    t = await createTestApp({
      now: NOW,
      env: {
        NODE_ENV: "production",
        SESSION_SECRET: "trust-proxy-test-session-secret-long-enough",
        SEED_DEMO_DATA: "false",
        VNPAY_URL: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
        VNPAY_API_URL: "https://sandbox.vnpayment.vn/merchant_webapi/api/transaction",
        VNPAY_TMN_CODE: "TESTONLY",
        VNPAY_HASH_SECRET: "trust-proxy-test-never-pays",
      },
    });
    const statuses = await spray(t, "198.51.100.7", (i) => `203.0.113.${i + 1}`);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("with TRUST_PROXY=1, the address the proxy saw is the client: one sprayer is throttled, its neighbour behind the same proxy is not", async () => {
    t = await createAuthTestApp({ TRUST_PROXY: "1" });
    const statuses = await spray(t, "10.0.0.2", () => "203.0.113.9");
    expect(statuses[20]).toBe(429);
    const neighbour = await post(
      t,
      "/api/v1/auth/login",
      { email: "ai.do@example.vn", password: "SaiMatKhau1" },
      { "x-forwarded-for": "203.0.113.10" },
      "10.0.0.2",
    );
    expect(neighbour.statusCode).toBe(401);
    // A forged first hop does not help either: only the hop the proxy appended counts.
    const forged = await spray(t, "10.0.0.2", (i) => `192.0.2.${i + 1}, 203.0.113.9`);
    expect(forged[0]).toBe(429);
  });

  it("with a list, only those proxies are believed: a stranger's header is ignored", async () => {
    t = await createAuthTestApp({ TRUST_PROXY: "10.0.0.0/8" });
    const statuses = await spray(t, "198.51.100.8", (i) => `203.0.113.${i + 1}`);
    expect(statuses[20]).toBe(429);
  });
});

describe("TRUST_PROXY's values", () => {
  const configWith = (value: string) => loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/hancine-trust-proxy", TRUST_PROXY: value });

  it("takes a hop count or a list of addresses and ranges", () => {
    expect(configWith("2").trustProxy).toBe(2);
    expect(configWith("10.0.0.1, 172.16.0.0/12, ::1, loopback").trustProxy).toEqual(["10.0.0.1", "172.16.0.0/12", "::1", "loopback"]);
    expect(configWith("false").trustProxy).toBe(false);
  });

  it("refuses 'true' and anything that is not an address, with one Vietnamese line", () => {
    expect(() => configWith("true")).toThrow(/TRUST_PROXY=true tin X-Forwarded-For của bất kỳ ai/);
    expect(() => configWith("proxy.example.com")).toThrow(/không phải địa chỉ IP hay dải CIDR: "proxy.example.com"/);
    expect(() => configWith("10.0.0.0/33")).toThrow(/dải CIDR/);
  });
});
