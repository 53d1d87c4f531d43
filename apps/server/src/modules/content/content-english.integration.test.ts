import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { uploadedImage } from "../catalog/films-test-kit.ts";

/**
 * Issue 37's content pages (decision 095): a banner's, a promotion's and a post's optional English
 * texts, written in the back office, answered by the public API beside the Vietnamese ones; a
 * promotion's and a post's come all together or not at all (the contract and the database's check).
 */

let t: TestApp;
let admin: string;
let wide: string;
let phone: string;
let card: string;

const uploaded = (width: number, height: number, colour: string) => uploadedImage(t, admin, width, height, colour);

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW });
  admin = await signedIn(t, "admin");
  [wide, phone, card] = await Promise.all([uploaded(1680, 720, "#e4572e"), uploaded(800, 600, "#17bebb"), uploaded(1280, 720, "#ffc914")]);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 7);

const promotionBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Ưu đãi thành viên ${unique()}`,
  imageMediaId: card,
  summary: "Giảm giá cho thành viên HanCine mỗi thứ Tư.",
  body: "<h2>Cách nhận ưu đãi</h2><p>Nhập mã khi thanh toán để được giảm giá ngay.</p>",
  validFrom: "01/05/2026",
  validUntil: "31/05/2026",
  status: "published",
  ...overrides,
});

const postBody = (overrides: Record<string, unknown> = {}) => ({
  type: "blog",
  title: `Năm bộ phim Việt đáng xem ${unique()}`,
  imageMediaId: card,
  excerpt: "Những bộ phim Việt khiến khán giả ra rạp nhiều lần trong năm nay.",
  body: "<h2>Vì sao phim Việt thắng lớn</h2><p>Kịch bản gần gũi, diễn viên trẻ và cách làm phim ngày càng chuyên nghiệp.</p>",
  status: "published",
  ...overrides,
});

const english = {
  title: "Member Wednesdays",
  summary: "Members save on every Wednesday showing.",
  body: '<h2>How to get it</h2><p>Enter the code at checkout and the price drops at once.</p><script>alert("x")</script>',
};

describe("a promotion's English texts", () => {
  it("are kept with it, sanitized, and answered beside the Vietnamese ones on the public list and page", async () => {
    const created = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/promotions",
      payload: promotionBody({ titleEn: english.title, summaryEn: english.summary, bodyEn: english.body }),
    });
    expect(created.statusCode).toBe(201);
    const promotion = created.json().result;
    expect(promotion).toMatchObject({ titleEn: "Member Wednesdays", summaryEn: "Members save on every Wednesday showing." });
    expect(promotion.bodyEn).toContain("Enter the code at checkout");
    expect(promotion.bodyEn).not.toContain("<script");

    const page = (await t.app.inject(`/api/v1/promotions/${promotion.slug}`)).json().result;
    expect(page).toMatchObject({ title: promotion.title, titleEn: "Member Wednesdays", summaryEn: "Members save on every Wednesday showing." });
    expect(page.bodyEn).toBe(promotion.bodyEn);
    const listed = ((await t.app.inject("/api/v1/promotions")).json().result as { slug: string; titleEn: string | null }[]).find(
      (p) => p.slug === promotion.slug,
    );
    expect(listed?.titleEn).toBe("Member Wednesdays");
  });

  it("come all three or none: one missing is refused, blank ones clear them", async () => {
    const partial = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/promotions", payload: promotionBody({ titleEn: "Member Wednesdays" }) });
    expect(partial.statusCode).toBe(400);
    const created = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/promotions",
      payload: promotionBody({ titleEn: english.title, summaryEn: english.summary, bodyEn: english.body }),
    });
    const id = created.json().result.id;
    const cleared = await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/promotions/${id}`, payload: { titleEn: "", summaryEn: "", bodyEn: "" } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().result).toMatchObject({ titleEn: null, summaryEn: null, bodyEn: null });
    const slug = cleared.json().result.slug;
    expect((await t.app.inject(`/api/v1/promotions/${slug}`)).json().result).toMatchObject({ titleEn: null, summaryEn: null, bodyEn: null });
  });

  it("leave a promotion without them as it was (null), and search finds a promotion by its English title", async () => {
    const plain = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/promotions", payload: promotionBody() });
    expect(plain.json().result).toMatchObject({ titleEn: null, summaryEn: null, bodyEn: null });
    const word = `Moonlight${unique()}`;
    await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/promotions",
      payload: promotionBody({ titleEn: `${word} deal`, summaryEn: english.summary, bodyEn: english.body, validUntil: "31/12/2030" }),
    });
    const found = (await t.app.inject(`/api/v1/search?q=${word}`)).json().result;
    expect(found.promotions.map((p: { titleEn: string }) => p.titleEn)).toEqual([`${word} deal`]);
  });
});

describe("a post's English texts", () => {
  it("are kept, sanitized, answered on the public list and page; a post with one of them only is refused", async () => {
    const partial = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/posts",
      payload: postBody({ titleEn: "Five Vietnamese films", excerptEn: null }),
    });
    expect(partial.statusCode).toBe(400);
    const created = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/posts",
      payload: postBody({
        titleEn: "Five Vietnamese films to see",
        excerptEn: "The Vietnamese films audiences went back to again and again this year.",
        bodyEn: "<h2>Why Vietnamese films won big</h2><p>Close-to-home stories, young actors and ever more professional film-making.</p>",
      }),
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().result;
    expect(post).toMatchObject({
      titleEn: "Five Vietnamese films to see",
      excerptEn: "The Vietnamese films audiences went back to again and again this year.",
    });
    const page = (await t.app.inject(`/api/v1/posts/${post.slug}`)).json().result;
    expect(page.titleEn).toBe("Five Vietnamese films to see");
    expect(page.bodyEn).toContain("Why Vietnamese films won big");
    const listed = ((await t.app.inject("/api/v1/posts?type=blog")).json().result as { slug: string; excerptEn: string | null }[]).find(
      (p) => p.slug === post.slug,
    );
    expect(listed?.excerptEn).toBe("The Vietnamese films audiences went back to again and again this year.");
  });
});

describe("a banner's English words", () => {
  it("are kept and answered on the public list beside the Vietnamese ones; a banner without them has none", async () => {
    const created = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/banners",
      payload: {
        imageMediaId: wide,
        mobileMediaId: phone,
        alt: "Tuần lễ phim Việt tại HanCine",
        altEn: "Vietnamese film week at HanCine",
        link: "/khuyen-mai/tuan-le-phim-viet/",
        copy: { eyebrow: ["Sự kiện"], headline: "Tuần lễ phim Việt", subline: "Đồng giá 45K mọi suất chiếu.", cta: "Xem chi tiết" },
        copyEn: { eyebrow: ["Event"], headline: "Vietnamese film week", subline: "45K for every showing.", cta: "See details" },
        status: "published",
      },
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().result;
    expect(banner).toMatchObject({ altEn: "Vietnamese film week at HanCine", copyEn: { headline: "Vietnamese film week", cta: "See details" } });
    const shown = ((await t.app.inject("/api/v1/banners")).json().result as { id: string; copyEn?: { headline: string }; altEn?: string }[]).find(
      (b) => b.id === banner.id,
    );
    expect(shown).toMatchObject({ altEn: "Vietnamese film week at HanCine", copyEn: { eyebrow: ["Event"], headline: "Vietnamese film week" } });

    const cleared = await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/banners/${banner.id}`, payload: { altEn: "", copyEn: null } });
    expect(cleared.json().result).toMatchObject({ altEn: null, copyEn: null });
    const after = ((await t.app.inject("/api/v1/banners")).json().result as { id: string }[]).find((b) => b.id === banner.id);
    expect(after).not.toHaveProperty("copyEn");
    expect(after).not.toHaveProperty("altEn");
  });
});
