import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVoucher } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { makeImage, upload } from "../catalog/films-test-kit.ts";

/** Issue 15, "Content": banners and promotions in the back office, and how they reach the public site (decision 047). */

let t: TestApp;
let admin: string;
let bannerArt: string;
let phoneArt: string;
let cardArt: string;

async function uploaded(width: number, height: number, colour: string): Promise<string> {
  const answer = await upload(t, admin, await makeImage(width, height, "png", colour), { purpose: "image" });
  expect(answer.statusCode).toBe(201);
  // Every copy keeps the picture's shape (a 1680 × 720 banner's 400-wide copy is 400 × 171, not 400 × 720).
  for (const copy of answer.json().result.variants as { width: number; height: number }[])
    expect(Math.abs(copy.width / copy.height - width / height)).toBeLessThan(0.02);
  return answer.json().result.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW });
  admin = await signedIn(t, "admin");
  [bannerArt, phoneArt, cardArt] = await Promise.all([uploaded(1680, 720, "#e4572e"), uploaded(800, 600, "#17bebb"), uploaded(800, 450, "#ffc914")]);
});
afterAll(() => t.close());

const bannerBody = (overrides: Record<string, unknown> = {}) => ({
  imageMediaId: bannerArt,
  mobileMediaId: phoneArt,
  alt: "Tuần lễ phim Việt tại HanCine",
  link: "/khuyen-mai/tuan-le-phim-viet/",
  copy: { eyebrow: ["Sự kiện"], headline: "Tuần lễ phim Việt", subline: "Đồng giá 45K mọi suất chiếu.", cta: "Xem chi tiết" },
  status: "published",
  ...overrides,
});

const promotionBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Ưu đãi thành viên ${Math.random().toString(36).slice(2, 7)}`,
  imageMediaId: cardArt,
  summary: "Giảm giá cho thành viên HanCine mỗi thứ Tư.",
  body: "<h2>Cách nhận ưu đãi</h2><p>Nhập mã khi thanh toán để được giảm giá ngay.</p>",
  validFrom: "01/05/2026",
  validUntil: "31/05/2026",
  status: "published",
  ...overrides,
});

const publicBanners = async (app: TestApp = t) => (await app.app.inject("/api/v1/banners")).json().result as { id: string; copy?: { headline: string } }[];

describe("who may change content", () => {
  it("refuses every content endpoint to anyone but an admin (401 signed out, 403 customer, staff, manager)", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [kind, body] of [
      ["banners", bannerBody()],
      ["promotions", promotionBody()],
    ] as const) {
      await expectGuarded(t, { method: "GET", url: `/api/v1/admin/${kind}` }, { minRole: "admin" });
      await expectGuarded(t, { method: "POST", url: `/api/v1/admin/${kind}`, payload: body }, { minRole: "admin" });
      await expectGuarded(t, { method: "GET", url: `/api/v1/admin/${kind}/${id}` }, { minRole: "admin" });
      await expectGuarded(t, { method: "PATCH", url: `/api/v1/admin/${kind}/${id}`, payload: {} }, { minRole: "admin" });
      await expectGuarded(t, { method: "DELETE", url: `/api/v1/admin/${kind}/${id}` }, { minRole: "admin" });
    }
  });
});

describe("banners", () => {
  it("publishes a banner at the end of the carousel, with its phone art and words, and audits it", async () => {
    const created = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/banners", payload: bannerBody() });
    expect(created.statusCode).toBe(201);
    const banner = created.json().result;
    expect(banner).toMatchObject({ state: "published", status: "published", imageMediaId: bannerArt, mobileMediaId: phoneArt });
    const shown = await publicBanners();
    expect(shown.at(-1)).toMatchObject({ id: banner.id, copy: { headline: "Tuần lễ phim Việt" }, mobile: { width: 800, height: 600 } });
    const audit = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/audit?entity=banner&id=${banner.id}` })).json().result;
    expect(audit[0]).toMatchObject({ action: "banner.create", entity: "banner", label: "Tuần lễ phim Việt" });
  });

  it("keeps a scheduled banner off the site until its time, then shows it with nobody acting, and takes it down at its end", async () => {
    const start = new Date(NOW.getTime() + 86_400_000);
    const created = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/banners",
      payload: bannerBody({
        publishAt: "02/05/2026 10:00",
        unpublishAt: "03/05/2026 10:00",
        copy: { eyebrow: [], headline: "Hẹn giờ ngày mai", subline: "", cta: "Đặt vé" },
      }),
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().result;
    // 02/05/2026 10:00 in Vietnam is 03:00 UTC, one day after NOW.
    expect(banner).toMatchObject({ status: "scheduled", state: "scheduled", publishAt: start.toISOString() });
    expect((await publicBanners()).map((b) => b.id)).not.toContain(banner.id);
    t.setNow(new Date(start.getTime() - 1_000));
    expect((await publicBanners()).map((b) => b.id)).not.toContain(banner.id);
    // At its time the public read shows it: the cached answer is at most 5 s old.
    t.setNow(new Date(start.getTime() + 5_000));
    expect((await publicBanners()).map((b) => b.id)).toContain(banner.id);
    expect((await asUser(t, admin, { method: "GET", url: `/api/v1/admin/banners/${banner.id}` })).json().result.state).toBe("published");
    t.setNow(new Date(start.getTime() + 86_400_000 + 5_000));
    expect((await publicBanners()).map((b) => b.id)).not.toContain(banner.id);
    expect((await asUser(t, admin, { method: "GET", url: `/api/v1/admin/banners/${banner.id}` })).json().result.state).toBe("ended");
    t.setNow(NOW);
  });

  it("hides a draft and an archived banner, moves a banner to the front, and deletes one", async () => {
    const draft = (await asUser(t, admin, { method: "POST", url: "/api/v1/admin/banners", payload: bannerBody({ status: "draft" }) })).json().result;
    expect(draft.state).toBe("draft");
    expect((await publicBanners()).map((b) => b.id)).not.toContain(draft.id);
    const published = await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/banners/${draft.id}`, payload: { status: "published", position: 0 } });
    expect(published.statusCode).toBe(200);
    expect((await publicBanners())[0]!.id).toBe(draft.id);
    const list = (await asUser(t, admin, { method: "GET", url: "/api/v1/admin/banners" })).json().result.items;
    expect(list.map((b: { position: number }) => b.position)).toEqual(list.map((_: unknown, i: number) => i));
    await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/banners/${draft.id}`, payload: { status: "archived" } });
    expect((await publicBanners()).map((b) => b.id)).not.toContain(draft.id);
    const deleted = await asUser(t, admin, { method: "DELETE", url: `/api/v1/admin/banners/${draft.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await asUser(t, admin, { method: "GET", url: `/api/v1/admin/banners/${draft.id}` })).statusCode).toBe(404);
  });

  it("refuses bad input with a Vietnamese message per field and changes nothing", async () => {
    const before = (await asUser(t, admin, { method: "GET", url: "/api/v1/admin/banners" })).json().result.total;
    const bad = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/banners",
      payload: bannerBody({ link: "javascript:alert(1)", publishAt: "31/02/2026 10:00", alt: "" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["alt", "link", "publishAt"]);
    const wrongShape = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/banners",
      payload: bannerBody({ imageMediaId: phoneArt, mobileMediaId: bannerArt }),
    });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().error.fields).toMatchObject({ imageMediaId: expect.stringContaining("21:9"), mobileMediaId: expect.stringContaining("4:3") });
    const backwards = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/banners",
      payload: bannerBody({ publishAt: "05/05/2026 10:00", unpublishAt: "04/05/2026 10:00" }),
    });
    expect(backwards.json().error.fields.unpublishAt).toMatch(/sau thời điểm bắt đầu/);
    expect((await asUser(t, admin, { method: "GET", url: "/api/v1/admin/banners" })).json().result.total).toBe(before);
  });
});

describe("promotions", () => {
  it("writes the conditions from the voucher rule it advertises and sanitizes the body on the server", async () => {
    const voucher = await createVoucher(t.database.db, { code: "THUTU10K", now: NOW });
    const created = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/promotions",
      payload: promotionBody({
        voucherCode: "thutu10k",
        body: '<h2>Thể lệ</h2><p onclick="steal()">Nhập mã khi thanh toán.<script>alert(1)</script></p><img src="https://tracker.example/x.gif" onerror="alert(1)">',
      }),
    });
    expect(created.statusCode).toBe(201);
    const promotion = created.json().result;
    expect(promotion.body).toBe("<h2>Thể lệ</h2><p>Nhập mã khi thanh toán.</p>");
    expect(promotion.voucher.code).toBe(voucher.code);
    expect(promotion.voucher.conditions.length).toBeGreaterThan(0);
    const page = (await t.app.inject(`/api/v1/promotions/${promotion.slug}`)).json().result;
    expect(page.body).toBe(promotion.body);
    expect(page.voucher).toMatchObject({ code: "THUTU10K", benefit: promotion.voucher.benefit, conditions: promotion.voucher.conditions });
  });

  it("shows a promotion scheduled for tomorrow 00:00 only from then, in the list and on its page", async () => {
    const created = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/promotions", payload: promotionBody({ publishAt: "02/05/2026 00:00" }) });
    const promotion = created.json().result;
    expect(promotion.state).toBe("scheduled");
    expect((await t.app.inject(`/api/v1/promotions/${promotion.slug}`)).statusCode).toBe(404);
    t.setNow(new Date("2026-05-01T17:00:05Z"));
    expect((await t.app.inject(`/api/v1/promotions/${promotion.slug}`)).statusCode).toBe(200);
    expect(((await t.app.inject("/api/v1/promotions")).json().result as { id: string }[]).map((p) => p.id)).toContain(promotion.id);
    t.setNow(NOW);
  });

  it("refuses an unknown voucher, a taken slug and an empty body", async () => {
    const first = (await asUser(t, admin, { method: "POST", url: "/api/v1/admin/promotions", payload: promotionBody() })).json().result;
    const bad = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/promotions",
      payload: promotionBody({ voucherCode: "KHONGCO", slug: first.slug, body: "<script>alert('x')</script>" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["body", "slug", "voucherCode"]);
  });
});

describe("two instances on one database", () => {
  it("a banner published through one instance shows on the other's public list within 5 s", async () => {
    const other = await createTestApp({ sharing: t, now: NOW });
    try {
      const before = await publicBanners(other); // B now holds the list in its cache.
      const created = (
        await asUser(t, admin, {
          method: "POST",
          url: "/api/v1/admin/banners",
          payload: bannerBody({ copy: { eyebrow: [], headline: "Từ máy A", subline: "", cta: "Xem" } }),
        })
      ).json().result;
      expect(before.map((b) => b.id)).not.toContain(created.id);
      const started = Date.now();
      let seen = false;
      while (!seen && Date.now() - started < 5_000) {
        seen = (await publicBanners(other)).some((b) => b.id === created.id);
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen, "B shows A's banner within 5 s (its clock did not move: only the notification can empty its cache)").toBe(true);
    } finally {
      await other.close();
    }
  });
});
