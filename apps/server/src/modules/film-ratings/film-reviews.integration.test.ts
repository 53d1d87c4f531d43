import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import type { AdminFilmReview } from "@hancine/contract/back-office-film-reviews";
import type { FilmReviewsPage } from "@hancine/contract/film-ratings";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { checkout, createCheckoutTestApp, heldOrderIn, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

/** Decision 056: the film page's reviews (masked authors, 10 a page) and hiding one in the back office. */

let t: CheckoutTestApp;
let scene: Scene;
let slug: string;
let admin: string;
let alice: Customer;
let bob: Customer;
let aliceEmail: string;
let foreignCinema: string;

/** The showtime starts at 20:00; the door opens an hour before. */
const DOOR_OPEN = new Date(BOOKING_NOW.getTime() + (600 - 45) * 60_000);

/** Viewers of earlier showtimes (made here, not through the door): name, score, words, how many days ago. */
const EARLIER = [
  { name: "Trần Văn Bảo", score: 8, review: "Kịch bản chặt chẽ, nhạc phim hay.", daysAgo: 1 },
  { name: "Đặng Thị Đào", score: 7, review: "Ổn, hơi dài ở đoạn giữa.", daysAgo: 2 },
  { name: "Lê   Minh", score: 9, review: "Phải xem ở rạp mới đã.", daysAgo: 3 },
  { name: "Hà", score: 6, review: "Bình thường.", daysAgo: 4 },
  { name: "Phạm Quốc Anh", score: 10, review: "Tuyệt vời!", daysAgo: 5 },
  { name: "Võ Thị Lan", score: 8, review: "Diễn viên chính rất duyên.", daysAgo: 6 },
  { name: "Bùi Đức Thắng", score: 5, review: "", daysAgo: 7 },
  { name: "Hoàng Mai", score: 9, review: "Hình ảnh đẹp.", daysAgo: 8 },
  { name: "Đỗ Văn Hùng", score: 7, review: "Đáng tiền vé.", daysAgo: 9 },
  { name: "Ngô Thị Yến", score: 8, review: "Cả nhà đều thích.", daysAgo: 10 },
  { name: "Dương Văn Khoa", score: 4, review: "Không hợp gu mình.", daysAgo: 11 },
] as const;

async function paidOrder(customer: Customer, labels: string[]): Promise<Order> {
  const order = await heldOrderIn(scene, customer, labels);
  await payOnGateway(t, (await checkout(customer, order.id)).json().result.paymentUrl);
  return (await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
}

const reviews = async (query = "", film = slug) => t.app.inject({ url: `/api/v1/films/${film}/reviews${query}` });
const page = async (n = 1) => (await reviews(`?page=${n}`)).json().result as FilmReviewsPage;
const adminList = async (query = "", cookie = admin) =>
  (await asUser(t, cookie, { method: "GET", url: `/api/v1/admin/film-reviews${query}` })).json().result as { items: AdminFilmReview[]; total: number };
const moderate = (id: string, payload: unknown, cookie = admin) =>
  asUser(t, cookie, { method: "PATCH", url: `/api/v1/admin/film-reviews/${id}`, payload: payload as Record<string, unknown> });
const reviewIdOf = async (email: string) =>
  (await rows(t, sql<{ id: string }>`select r.id from film_ratings r join users u on u.id = r.user_id where u.email = ${email}`))[0]!.id;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  scene = await createScene(t, { startsInMinutes: 600 });
  [alice, bob] = (await customers(t, 2)) as [Customer, Customer];
  const aliceOrder = await paidOrder(alice, ["C3", "C4"]);
  const bobOrder = await paidOrder(bob, ["D3", "D4"]);
  slug = aliceOrder.showtime.film.slug;
  aliceEmail = (await alice("GET", "/api/v1/me")).json().result.user.email;
  await rows(t, sql`update users set full_name = 'Nguyễn Thị Thu Hà' where email = ${aliceEmail}`);
  for (const [i, viewer] of EARLIER.entries()) {
    const at = new Date(BOOKING_NOW.getTime() - viewer.daysAgo * 86_400_000).toISOString();
    await rows(
      t,
      sql`with u as (insert into users (email, password_hash, full_name, phone_e164, gender, date_of_birth, terms_version, terms_accepted_at)
                     values (${`viewer${i}@example.vn`}, 'x', ${viewer.name}, ${`+8490000${String(i).padStart(4, "0")}`}, 'female', '1995-01-01', 'v1', ${at}) returning id)
          insert into film_ratings (user_id, film_id, score, review, created_at, updated_at)
          select u.id, f.id, ${viewer.score}, ${viewer.review}, ${at}, ${at} from u, films f where f.slug = ${slug}`,
    );
  }
  admin = await signedIn(t, "admin");
  foreignCinema = (await createScene(t, { startsInMinutes: 900 })).cinemaSlug!;
  const staff = await signedIn(t, "staff", [scene.cinemaSlug!]);
  t.setNow(DOOR_OPEN);
  for (const order of [aliceOrder, bobOrder]) {
    const res = await asUser(t, staff, { method: "POST", url: "/api/v1/checkin", payload: { qr: order.tickets![0]!.qr } });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await alice("POST", `/api/v1/films/${slug}/ratings`, { score: 9, review: "Cảnh quay đẹp, <b>nên xem</b>!" })).statusCode).toBe(200);
  // Bob gives a score without words: it counts in the rate, but there is nothing to read.
  expect((await bob("POST", `/api/v1/films/${slug}/ratings`, { score: 3 })).statusCode).toBe(200);
});
afterAll(() => t.close());

/** The rate every verified viewer makes, hidden or not: the average of all the scores, one decimal. */
const expectedRate = Math.round(([...EARLIER.map((v) => v.score), 9, 3].reduce((a, b) => a + b, 0) / (EARLIER.length + 2)) * 10) / 10;
const withWords = EARLIER.filter((v) => v.review !== "").length + 1;

describe("the film page's reviews", () => {
  it("lists only reviews with words, newest first, 10 a page, signed with the given name and the family initial", async () => {
    const answer = await reviews();
    expect(answer.statusCode).toBe(200);
    const first = answer.json().result as FilmReviewsPage;
    expect(first).toMatchObject({ total: withWords, page: 1, pageSize: 10, rate: expectedRate, ratings: EARLIER.length + 2 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      score: 9,
      review: "Cảnh quay đẹp, <b>nên xem</b>!",
      author: "Hà N.",
      at: DOOR_OPEN.toISOString(),
    });
    expect(first.items.slice(1, 6).map((r) => r.author)).toEqual(["Bảo T.", "Đào Đ.", "Minh L.", "Hà", "Anh P."]);
    const times = first.items.map((r) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await page(2);
    expect(second.items.map((r) => r.review)).toEqual(["Không hợp gu mình."]);
    expect((await page(3)).items).toEqual([]);
    // Nobody's full name, e-mail or account shows.
    const text = JSON.stringify([first, second]);
    for (const leak of ["Nguyễn", aliceEmail, "viewer0@", "Trần Văn", "userId"]) expect(text).not.toContain(leak);
    expect(first.items.some((r) => r.review === "")).toBe(false);
  });

  it("bad page or slug: the envelope with a Vietnamese message, never a 500", async () => {
    for (const bad of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=99999999", "?page=1&page=2"]) {
      const res = await reviews(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    for (const film of ["khong-co-phim-nay", "%E2%80%AE", "a".repeat(121), "..%2F..%2Fetc", "%00"]) {
      const res = await reviews("", film);
      expect([400, 404], film).toContain(res.statusCode);
      expect(res.json().error.message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i);
    }
    expect((await reviews("", "khong-co-phim-nay")).json().error.code).toBe("NOT_FOUND");
  });
});

describe("Nội dung › Nhận xét phim", () => {
  it("only admins: 401 signed out; 403 customer, staff and manager; nothing hidden", async () => {
    const id = await reviewIdOf(aliceEmail);
    // Staff and the manager of the cinema that showed the film…
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/film-reviews" }, { minRole: "admin", cinema: scene.cinemaSlug! });
    await expectGuarded(
      t,
      { method: "PATCH", url: `/api/v1/admin/film-reviews/${id}`, payload: { hidden: true } },
      { minRole: "admin", cinema: scene.cinemaSlug! },
    );
    // …and the manager of another cinema are refused.
    const foreign = await signedIn(t, "manager", [foreignCinema]);
    expect((await asUser(t, foreign, { method: "GET", url: "/api/v1/admin/film-reviews" })).statusCode).toBe(403);
    expect((await moderate(id, { hidden: true }, foreign)).statusCode).toBe(403);
    expect((await page()).items[0]!.author).toBe("Hà N.");
    const [hidden] = await rows(t, sql<{ n: number }>`select count(*)::int as n from film_ratings where hidden_at is not null`);
    expect(hidden!.n).toBe(0);
  });

  it("lists reviews with words, newest first, with the film, the author's full name and e-mail; searches without accents and filters", async () => {
    const all = await adminList();
    expect(all.total).toBe(withWords);
    expect(all.items[0]).toMatchObject({
      film: { slug, name: expect.any(String) },
      author: { fullName: "Nguyễn Thị Thu Hà", email: aliceEmail },
      score: 9,
      review: "Cảnh quay đẹp, <b>nên xem</b>!",
      hidden: false,
      hiddenAt: null,
    });
    expect((await adminList("?q=nguyen%20thu%20ha")).items.map((r) => r.author.email)).toEqual([aliceEmail]);
    expect((await adminList("?q=KICH%20BAN")).items.map((r) => r.author.fullName)).toEqual(["Trần Văn Bảo"]);
    expect((await adminList("?q=viewer3%40example")).items.map((r) => r.author.fullName)).toEqual(["Hà"]);
    expect((await adminList("?q=100%25")).total).toBe(0);
    expect((await adminList(`?film=${slug}&hidden=false`)).total).toBe(withWords);
    expect((await adminList("?hidden=true")).total).toBe(0);
    expect((await adminList("?film=khong-co-phim-nay")).total).toBe(0);
    for (const bad of ["?hidden=yes", "?page=0", "?film=KHONG%20HOP%20LE", `?q=${"a".repeat(101)}`]) {
      const res = await asUser(t, admin, { method: "GET", url: `/api/v1/admin/film-reviews${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("hiding a review takes its words off the film page at once; its score still counts; the change log has before and after", async () => {
    const id = await reviewIdOf(aliceEmail);
    const hidden = await moderate(id, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().result).toMatchObject({ id, hidden: true, hiddenAt: DOOR_OPEN.toISOString() });
    const after = await page();
    expect(after).toMatchObject({ total: withWords - 1, rate: expectedRate, ratings: EARLIER.length + 2 });
    expect(JSON.stringify(after)).not.toContain("Cảnh quay đẹp");
    expect(after.items.map((r) => r.id)).not.toContain(id);
    expect((await t.app.inject({ url: `/api/v1/films/${slug}` })).json().result.rate).toBe(expectedRate);
    expect((await adminList("?hidden=true")).items.map((r) => r.id)).toEqual([id]);
    expect((await adminList("?hidden=false")).total).toBe(withWords - 1);

    // Asking again changes nothing and logs nothing more.
    expect((await moderate(id, { hidden: true })).json().result.hidden).toBe(true);
    // The author editing it does not bring it back.
    expect((await alice("POST", `/api/v1/films/${slug}/ratings`, { score: 8, review: "Sửa lại: vẫn hay." })).statusCode).toBe(200);
    expect((await page()).items.map((r) => r.id)).not.toContain(id);

    const shown = await moderate(id, { hidden: false });
    expect(shown.json().result).toMatchObject({ hidden: false, hiddenAt: null, review: "Sửa lại: vẫn hay." });
    expect((await page()).items[0]).toMatchObject({ id, author: "Hà N.", review: "Sửa lại: vẫn hay.", score: 8 });

    const trail = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/audit?entity=film_review&id=${id}` })).json().result as {
      action: string;
      before: unknown;
      after: unknown;
      label: string;
    }[];
    expect(trail.map((e) => [e.action, e.before, e.after])).toEqual([
      ["film_review.show", { hidden: true }, { hidden: false }],
      ["film_review.hide", { hidden: false }, { hidden: true }],
    ]);
    expect(trail[0]!.label).toContain("Nguyễn Thị Thu Hà");
    const [who] = await rows(t, sql<{ n: number }>`select count(*)::int as n from film_ratings where hidden_by is not null or hidden_at is not null`);
    expect(who!.n).toBe(0);
  });

  it("bad input: the envelope, nothing changed", async () => {
    const id = await reviewIdOf(aliceEmail);
    for (const body of [{}, { hidden: "true" }, { hidden: 1 }, { hidden: null }, []]) {
      const res = await moderate(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    const text = await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/film-reviews/${id}`, payload: "ẩn", headers: { "content-type": "text/plain" } });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toMatch(/[ạảãâầấậẩẫăằắặẳẵẹẻẽêềếệểễịỉĩọỏõôồốộổỗơờớợởỡụủũưừứựửữđ]/);
    const notUuid = await moderate("khong-phai-ma", { hidden: true });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error.code).toBe("VALIDATION_FAILED");
    const missing = await moderate("00000000-0000-4000-8000-000000000000", { hidden: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Không tìm thấy nhận xét này.");
    expect((await page()).total).toBe(withWords);
  });
});
