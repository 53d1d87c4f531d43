import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCinema } from "#server/db/seed/factories.ts";
import { loadSite } from "#server/site.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { rows } from "../checkout/checkout-test-kit.ts";
import { sendDueReports } from "./send-due-reports.ts";

/** Monday 2026-11-30, 06:00 in Vietnam (Sunday 23:00 UTC). */
const MONDAY_6AM = new Date("2026-11-29T23:00:00Z");
const at = (local: string) => new Date(`${local}+07:00`);

let t: TestApp;
let own: { id: string; slug: string; name: string };
let foreign: { id: string; slug: string };
let manager: string;
let admin: string;

const put = (cookie: string | undefined, frequency: string, payload: object) =>
  asUser(t, cookie, { method: "PUT", url: `/api/v1/admin/report-subscriptions/${frequency}`, payload });
const deps = () => ({ database: t.database, clock: () => t.now(), config: t.config, site: loadSite({}) });
const outbox = () =>
  rows(
    t,
    sql<{
      to: string;
      subject: string;
      text: string;
    }>`select to_address as "to", subject, text from outbox_emails where subject like 'Báo cáo doanh thu%' order by created_at, to_address`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: MONDAY_6AM });
  own = await createCinema(t.database.db, { name: "HanCine Sông Hàn Thử" });
  foreign = await createCinema(t.database.db);
  manager = await signedIn(t, "manager", [own.slug]);
  admin = await signedIn(t, "admin");
}, 60_000);
afterAll(() => t.close());

describe("report subscriptions", () => {
  it("are for managers and admins, each for themselves, within their cinemas", async () => {
    const list = { url: "/api/v1/admin/report-subscriptions" };
    expect((await asUser(t, undefined, list)).statusCode).toBe(401);
    for (const role of ["customer", "staff"] as const) {
      const cookie = await signedIn(t, role, role === "staff" ? [own.slug] : undefined);
      expect((await asUser(t, cookie, list)).statusCode, role).toBe(403);
      expect((await put(cookie, "daily", { hour: 7 })).statusCode, role).toBe(403);
    }
    const elsewhere = await put(manager, "daily", { hour: 7, cinema: foreign.slug });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toMatch(/không phụ trách rạp này/);
    for (const [frequency, payload, field] of [
      ["daily", { hour: 24 }, "hour"],
      ["daily", { hour: -1 }, "hour"],
      ["daily", { hour: "7" }, "hour"],
      ["monthly", { hour: 7 }, "frequency"],
      ["daily", { hour: 7, cinema: "khong-co-rap" }, "cinema"],
    ] as const) {
      const answer = await put(manager, frequency, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(answer.json().error.fields ?? {}).join(), JSON.stringify(payload)).toContain(field);
    }
    expect((await asUser(t, manager, list)).json().result).toEqual([]);
  });

  it("subscribes, changes the hour, and writes both to the audit trail", async () => {
    const answer = await put(manager, "daily", { hour: 6, cinema: own.slug });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result).toMatchObject({ frequency: "daily", hour: 6, cinema: { slug: own.slug }, lastSentAt: null });
    expect((await put(manager, "daily", { hour: 7, cinema: own.slug })).json().result.hour).toBe(7);
    const mine = (await asUser(t, manager, { url: "/api/v1/admin/report-subscriptions" })).json().result;
    expect(mine).toHaveLength(1);
    const trail = (await asUser(t, admin, { url: "/api/v1/admin/audit?entity=report_subscription" })).json().result;
    expect(trail.map((e: { action: string; after: unknown }) => [e.action, e.after])).toEqual([
      ["report_subscription.set", { frequency: "daily", hour: 7, cinema: own.slug }],
      ["report_subscription.set", { frequency: "daily", hour: 6, cinema: own.slug }],
    ]);
  });

  it("sends at the hour chosen in Vietnam's time, once, with a link that stops it", async () => {
    // 06:00: the daily report at 07:00 is not due yet (yesterday's was due before the subscription).
    expect(await sendDueReports(deps())).toBe(0);
    t.setNow(at("2026-11-30T07:00:00"));
    expect(await sendDueReports(deps())).toBe(1);
    expect(await sendDueReports(deps())).toBe(0);
    const [mail] = await outbox();
    expect(mail!.subject).toBe("Báo cáo doanh thu ngày 29/11/2026 – HanCine Sông Hàn Thử");
    expect(mail!.text).toMatch(/Doanh thu: 0\s₫ · Vé: 0/);
    const link = /\/huy-nhan-bao-cao\?token=([^\s]+)/.exec(mail!.text)![1]!;
    // The next day at 07:00: the 30th's report.
    t.setNow(at("2026-12-01T07:05:00"));
    expect(await sendDueReports(deps())).toBe(1);
    expect((await outbox()).map((m) => m.subject)).toEqual([
      "Báo cáo doanh thu ngày 29/11/2026 – HanCine Sông Hàn Thử",
      "Báo cáo doanh thu ngày 30/11/2026 – HanCine Sông Hàn Thử",
    ]);
    // A forged or altered token stops nothing; the e-mail's own link stops it without signing in.
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/v1/report-subscriptions/unsubscribe",
      payload: { token: `${decodeURIComponent(link).split(".")[0]}.AAAA` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields.token).toMatch(/không đúng/);
    const stop = await t.app.inject({ method: "POST", url: "/api/v1/report-subscriptions/unsubscribe", payload: { token: decodeURIComponent(link) } });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().result.frequency).toBe("daily");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/report-subscriptions/unsubscribe", payload: { token: decodeURIComponent(link) } })).statusCode,
    ).toBe(404);
    t.setNow(at("2026-12-02T07:05:00"));
    expect(await sendDueReports(deps())).toBe(0);
  });

  it("sends the weekly report on Monday for last Monday to Sunday", async () => {
    t.setNow(at("2026-12-02T08:00:00"));
    expect((await put(admin, "weekly", { hour: 8 })).statusCode).toBe(200);
    // Subscribed on Wednesday: the week of 23–29/11 was due on Monday 30/11, before the subscription.
    expect(await sendDueReports(deps())).toBe(0);
    t.setNow(at("2026-12-07T08:00:00"));
    expect(await sendDueReports(deps())).toBe(1);
    expect((await outbox()).at(-1)!.subject).toBe("Báo cáo doanh thu tuần 30/11/2026 – 06/12/2026 – chuỗi HanCine");
  });
});

// Two job runners at the same moment are PostgreSQL's to order (PGlite runs one transaction at a time): on PostgreSQL only, as in CI.
describe.skipIf(!process.env.TEST_DATABASE_URL)("several instances sending the reports at once", () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ sharing: t, now: t.now() });
  });
  afterAll(() => second?.close());

  it("writes each subscriber's report once", async () => {
    const SUBSCRIBERS = 12;
    t.setNow(at("2026-12-08T05:00:00"));
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const cookie = await signedIn(t, "manager", [own.slug]);
      expect((await put(cookie, "daily", { hour: 6 })).statusCode).toBe(200);
    }
    const before = (await outbox()).length;
    const due = at("2026-12-08T06:00:30");
    t.setNow(due);
    second.setNow(due);
    const runners = [deps(), { database: second.database, clock: () => second.now(), config: second.config, site: loadSite({}) }];
    const sent = await Promise.all([...runners, ...runners, ...runners].map((d) => sendDueReports(d)));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(SUBSCRIBERS);
    const written = (await outbox()).slice(before);
    expect(written).toHaveLength(SUBSCRIBERS);
    expect(new Set(written.map((m) => m.to)).size).toBe(SUBSCRIBERS);
    const [claims] = await rows(t, sql<{ n: number }>`select count(*)::int as n from report_subscription_sends where period_start = '2026-12-07'`);
    expect(claims!.n).toBe(SUBSCRIBERS);
  }, 120_000);
});
