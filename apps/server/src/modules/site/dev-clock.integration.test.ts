import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createBanner } from "#server/db/seed/factories.ts";
import { loadSite } from "#server/site.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

// 10:00 in Da Nang; "tomorrow 00:00" is 14 hours later.
const NOW = new Date("2026-11-27T03:00:00Z");
const TOMORROW_MIDNIGHT = "2026-11-28T00:00:00+07:00";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

const headlines = async () => ((await t.app.inject("/api/v1/banners")).json().result as { alt: string }[]).map((b) => b.alt);

describe("the development clock (decision 054)", () => {
  it("moved to tomorrow 00:00, shows what was scheduled for then, and moved back, no longer", async () => {
    await createBanner(t.database.db, { alt: "Đêm phim hẹn giờ", status: "scheduled", publishAt: new Date(TOMORROW_MIDNIGHT) });
    expect(await headlines()).not.toContain("Đêm phim hẹn giờ");

    const moved = await t.app.inject({ method: "PUT", url: "/dev/clock", payload: { at: TOMORROW_MIDNIGHT } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().result.at).toBe("2026-11-27T17:00:00.000Z");
    // The list kept in the public cache a moment ago is not served again.
    expect(await headlines()).toContain("Đêm phim hẹn giờ");

    expect((await t.app.inject({ method: "DELETE", url: "/dev/clock" })).json().result.at).toBe(NOW.toISOString());
    expect(await headlines()).not.toContain("Đêm phim hẹn giờ");
  });

  it("refuses a time without its zone in the contract's envelope, in Vietnamese, and stays where it was", async () => {
    for (const payload of [{ at: "2026-11-28 00:00" }, { at: 5 }, {}, { at: "ngày mai" }]) {
      const res = await t.app.inject({ method: "PUT", url: "/dev/clock", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.message).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặđêếềểễệôốồổỗộơớờởỡợưứừửữự]/);
    }
    const res = await t.app.inject({ method: "DELETE", url: "/dev/clock" });
    expect(res.json().result.at).toBe(NOW.toISOString());
  });

  it("is not mounted in production: the server's time there is the real one", async () => {
    const { app: prod } = await buildApp({
      config: { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/hancine-clock-prod" }), env: "production" },
      database: t.database,
      site: loadSite({}),
      clock: () => NOW,
    });
    try {
      const res = await prod.inject({ method: "PUT", url: "/dev/clock", payload: { at: TOMORROW_MIDNIGHT } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    } finally {
      await prod.close();
    }
  });
});
