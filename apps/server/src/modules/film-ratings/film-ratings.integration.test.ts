import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { checkout, createCheckoutTestApp, heldOrderIn, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

let t: CheckoutTestApp;
let scene: Scene;
let slug: string;
let staff: string;
let alice: Customer;
let bob: Customer;
let carol: Customer;
let aliceOrder: Order;
let bobOrder: Order;

/** The showtime starts at 20:00; the door opens an hour before. */
const DOOR_OPEN = new Date(BOOKING_NOW.getTime() + (600 - 45) * 60_000);

async function paidOrder(customer: Customer, labels: string[]): Promise<Order> {
  const order = await heldOrderIn(scene, customer, labels);
  await payOnGateway(t, (await checkout(customer, order.id)).json().result.paymentUrl);
  return (await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
}

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  scene = await createScene(t, { startsInMinutes: 600 });
  [alice, bob, carol] = (await customers(t, 3)) as [Customer, Customer, Customer];
  aliceOrder = await paidOrder(alice, ["C3", "C4"]);
  bobOrder = await paidOrder(bob, ["D3", "D4"]);
  slug = aliceOrder.showtime.film.slug;
  staff = await signedIn(t, "staff", [scene.cinemaSlug!]);
  // The demo's own rating of the film, before anyone who saw it rated it.
  await rows(t, sql`update films set rating_tenths = 87 where slug = ${slug}`);
  t.setNow(DOOR_OPEN);
});
afterAll(() => t.close());

const rate = (who: Customer, body: unknown) => who("POST", `/api/v1/films/${slug}/ratings`, body);
const publicRate = async () => (await t.app.inject({ url: `/api/v1/films/${slug}` })).json().result.rate as number;
const checkIn = async (order: Order) => {
  const res = await asUser(t, staff, { method: "POST", url: "/api/v1/checkin", payload: { qr: order.tickets![0]!.qr } });
  expect(res.statusCode, res.body).toBe(200);
};

describe("rating a film", () => {
  it("is refused before the customer's ticket was checked in, and the film keeps the demo's rate", async () => {
    const mine = await alice("GET", `/api/v1/films/${slug}/ratings/mine`);
    expect(mine.json().result).toEqual({ eligible: false, rating: null, film: { rate: 8.7, ratings: 0 } });
    const refused = await rate(alice, { score: 9, review: "Hay" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("RATING_NOT_ALLOWED");
    expect(refused.json().error.message).toMatch(/vé của bạn cho phim này cần được soát/);
    expect(await publicRate()).toBe(8.7);
  });

  it("after check-in: 1–10 with a plain-text review, once per film (a second time edits), and the rate is the viewers' average", async () => {
    await checkIn(aliceOrder);
    for (const bad of [{ score: 0 }, { score: 11 }, { score: 7.5 }, { score: "9" }, {}, { score: 8, review: "x".repeat(501) }, { score: 8, review: 42 }]) {
      const res = await rate(alice, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    const first = await rate(alice, { score: 9, review: "  Cảnh quay <b>đẹp</b>,\u0007 diễn\u200B viên nhập vai tốt.\n\n\n\nNên xem!  " });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.rating).toMatchObject({ score: 9, review: "Cảnh quay <b>đẹp</b>, diễn viên nhập vai tốt.\n\nNên xem!" });
    expect(await publicRate()).toBe(9);

    await checkIn(bobOrder);
    expect((await rate(bob, { score: 6 })).json().result.film).toEqual({ rate: 7.5, ratings: 2 });
    // Alice changes her mind: still one rating of hers.
    expect((await rate(alice, { score: 10, review: "Xem lần hai còn hay hơn" })).json().result.film).toEqual({ rate: 8, ratings: 2 });
    expect(await publicRate()).toBe(8);
    const [count] = await rows(t, sql<{ n: number }>`select count(*)::int as n from film_ratings`);
    expect(count!.n).toBe(2);
    expect((await alice("GET", `/api/v1/films/${slug}/ratings/mine`)).json().result).toMatchObject({
      eligible: true,
      rating: { score: 10, review: "Xem lần hai còn hay hơn" },
    });
  });

  it("roles: 401 signed out; a customer, staff, manager or admin who did not see it is refused; an unknown film is 404", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/films/${slug}/ratings`,
      payload: { score: 5 },
      headers: { origin: "http://localhost:3000" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await rate(carol, { score: 5 })).statusCode).toBe(409);
    for (const role of ["staff", "manager", "admin"] as const) {
      const cookie = role === "staff" ? staff : await signedIn(t, role, role === "admin" ? undefined : [scene.cinemaSlug!]);
      const res = await asUser(t, cookie, { method: "POST", url: `/api/v1/films/${slug}/ratings`, payload: { score: 1 } });
      expect(res.statusCode, role).toBe(409);
    }
    // Alice, who saw it, lowers hers to 5: (5 + 6) / 2.
    expect((await rate(alice, { score: 5 })).statusCode).toBe(200);
    const missing = await alice("POST", "/api/v1/films/khong-co-phim-nay/ratings", { score: 5 });
    expect(missing.statusCode).toBe(404);
    expect(await publicRate()).toBe(5.5);
  });
});
