import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import type { Points } from "@hancine/contract/points";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { expireHolds } from "../booking/release-order.ts";
import {
  checkout,
  createCheckoutTestApp,
  heldOrderIn,
  ipnPath,
  payOnGateway,
  payWithIpnLost,
  rows,
  type CheckoutTestApp,
} from "../checkout/checkout-test-kit.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { post, sessionCookieOf, signUp } from "../auth/auth-test-kit.ts";
import { customerFor } from "../booking/booking-test-kit.ts";
import { expireDuePoints } from "./points-expiry.ts";

// Prices by hand: the test cinema sells a standard seat at 65.000 ₫. A member (below 1.500.000 ₫ a
// year) earns 5 % of what was paid as points worth 1.000 ₫ each, rounded down.
let t: CheckoutTestApp;
const EIGHT = ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"];

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
});
afterAll(() => t.close());

const pointsOf = async (customer: Customer) => {
  const res = await customer("GET", "/api/v1/me/points");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Points;
};
const patch = (customer: Customer, order: Order, body: Record<string, unknown>) => customer("PATCH", `/api/v1/orders/${order.id}`, body);

async function pay(customer: Customer, order: Order): Promise<Order> {
  const started = await checkout(customer, order.id);
  expect(started.statusCode, started.body).toBe(200);
  await payOnGateway(t, started.json().result.paymentUrl);
  const paid = (await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
  expect(paid.status).toBe("paid");
  return paid;
}

/** A customer who bought eight standard seats (520.000 ₫): 26 points. */
async function memberWith26Points(): Promise<{ customer: Customer; scene: Scene; first: Order }> {
  const [customer] = (await customers(t, 1)) as [Customer];
  const scene = await createScene(t);
  const first = await pay(customer, await heldOrderIn(scene, customer, EIGHT));
  expect((await pointsOf(customer)).balance).toBe(26);
  return { customer, scene, first };
}

/** Sessions do not last a year: the customer signs in again after the clock moved. */
async function signInAgain(body: Record<string, unknown>): Promise<Customer> {
  const login = await post(t, "/api/v1/auth/login", { email: body.email, password: body.password });
  expect(login.statusCode, login.body).toBe(200);
  return customerFor(t, sessionCookieOf(login.headers["set-cookie"]));
}

const negativeBalances = async () =>
  (await rows(t, sql<{ n: number }>`select count(*)::int as n from points_accounts where balance < 0`))[0]!.n +
  (await rows(t, sql<{ n: number }>`select count(*)::int as n from points_ledger where balance_after < 0`))[0]!.n;

describe("earning points", () => {
  it("a paid order earns 5 % of what was paid, shown with its booking code and its expiry 12 months on", async () => {
    const { customer, first } = await memberWith26Points();
    const points = await pointsOf(customer);
    expect(points).toMatchObject({ balance: 26, pointValueVnd: 1000, tier: { key: "member", name: "Thành viên" }, yearSpendVnd: 520_000 });
    expect(points.nextTier).toMatchObject({ name: "Bạc", remainingVnd: 980_000 });
    expect(points.history).toEqual([
      expect.objectContaining({ points: 26, reason: "earned", orderCode: first.code, balanceAfter: 26, expiresAt: "2027-11-23T03:00:00.000Z" }),
    ]);
    expect(points.expiring).toEqual([{ points: 26, expiresAt: "2027-11-23T03:00:00.000Z" }]);
  });

  it("answers 401 signed out, and every role its own balance (0 for staff, managers and admins who bought nothing)", async () => {
    const scene = await createScene(t);
    const anonymous = await t.app.inject({ url: "/api/v1/me/points" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHENTICATED");
    for (const role of ["staff", "manager", "admin"] as const) {
      const cookie = await signedIn(t, role, role === "admin" ? undefined : [scene.cinemaSlug!]);
      const res = await asUser(t, cookie, { method: "GET", url: "/api/v1/me/points" });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().result).toMatchObject({ balance: 0, history: [] });
    }
  });
});

describe("spending points at checkout", () => {
  it("PATCH {points} takes 1.000 ₫ a point off at once, the gateway is asked for the rest, and the order earns on what was paid", async () => {
    const { customer, scene } = await memberWith26Points();
    void scene;
    const order = await heldOrderIn(await createScene(t), customer, ["C6"]);
    const applied = await patch(customer, order, { points: 10 });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().result).toMatchObject({ subtotal: 65_000, points: 10, pointsDiscount: 10_000, total: 55_000 });
    expect((await pointsOf(customer)).balance).toBe(16);

    const started = await checkout(customer, order.id);
    const [payment] = await rows(t, sql<{ amount_vnd: number }>`select amount_vnd from payments where order_id = ${order.id}`);
    expect(payment!.amount_vnd).toBe(55_000);
    await payOnGateway(t, started.json().result.paymentUrl);
    // 5 % of 55.000 ₫ is 2.750 ₫: 2 points.
    const after = await pointsOf(customer);
    expect(after.balance).toBe(18);
    expect(after.history.map((entry) => [entry.reason, entry.points, entry.balanceAfter])).toEqual([
      ["earned", 2, 18],
      ["redeemed", -10, 16],
      ["earned", 26, 26],
    ]);
  });

  it("refuses more than the balance (409) or than the order allows (400), changing nothing", async () => {
    const { customer, scene } = await memberWith26Points();
    void scene;
    const order = await heldOrderIn(await createScene(t), customer, ["C6"]);
    expect((await patch(customer, order, { points: 10 })).statusCode).toBe(200);

    const tooMany = await patch(customer, order, { points: 40 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: "POINTS_INSUFFICIENT" });
    expect(tooMany.json().error.message).toMatch(/chỉ còn 16 điểm/);

    // 65.000 ₫ less the 5.000 ₫ the gateway must take: at most 60 points.
    const big = await patch(customer, order, { points: 61 });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.fields.points).toMatch(/tối đa 60 điểm/);
    for (const bad of [-1, 2.5, "mười", null]) {
      const res = await patch(customer, order, { points: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    const still = (await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
    expect(still).toMatchObject({ points: 10, total: 55_000 });
    expect((await pointsOf(customer)).balance).toBe(16);
  });

  it("two orders racing for the same 26 points: one gets them, the other is refused, the balance never goes below 0", async () => {
    const { customer, scene } = await memberWith26Points();
    const one = await heldOrderIn(scene, customer, ["E1", "E2"]);
    const two = await heldOrderIn(await createScene(t), customer, ["E1", "E2"]);
    const answers = await Promise.all([patch(customer, one, { points: 26 }), patch(customer, two, { points: 26 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await pointsOf(customer)).balance).toBe(0);
    const [held] = await rows(t, sql<{ n: number }>`select coalesce(sum(points_used), 0)::int as n from orders where id in (${one.id}, ${two.id})`);
    expect(held!.n).toBe(26);
    expect(await negativeBalances()).toBe(0);
  });

  it("the database itself refuses a negative balance, and the ledger cannot be rewritten", async () => {
    await memberWith26Points();
    await expect(rows(t, sql`update points_accounts set balance = -1 where balance = 26`)).rejects.toThrow();
    await expect(rows(t, sql`update points_ledger set points = 1000 where reason = 'earned'`)).rejects.toMatchObject({ cause: { message: /append-only/ } });
    await expect(rows(t, sql`delete from points_ledger`)).rejects.toMatchObject({ cause: { message: /append-only/ } });
  });
});

describe("points come back", () => {
  it("when the customer gives the seats back, and when the hold runs out", async () => {
    const { customer, scene } = await memberWith26Points();
    void scene;
    const released = await heldOrderIn(await createScene(t), customer, ["C6"]);
    await patch(customer, released, { points: 20 });
    expect((await pointsOf(customer)).balance).toBe(6);
    expect((await customer("DELETE", `/api/v1/orders/${released.id}`)).statusCode).toBe(200);
    expect((await pointsOf(customer)).balance).toBe(26);

    const expiring = await heldOrderIn(await createScene(t), customer, ["C6"]);
    await patch(customer, expiring, { points: 26 });
    expect((await pointsOf(customer)).balance).toBe(0);
    t.setNow(new Date(BOOKING_NOW.getTime() + 11 * 60_000));
    try {
      await expireHolds({ database: t.database, clock: () => new Date(BOOKING_NOW.getTime() + 11 * 60_000) });
      const points = await pointsOf(customer);
      expect(points.balance).toBe(26);
      expect(points.history[0]).toMatchObject({ reason: "returned", points: 26, orderCode: expiring.code });
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("when the customer picks other seats of the showtime instead, replacing the hold", async () => {
    const { customer } = await memberWith26Points();
    const scene = await createScene(t);
    const first = await heldOrderIn(scene, customer, ["C6"]);
    expect((await patch(customer, first, { points: 20 })).statusCode).toBe(200);
    expect((await pointsOf(customer)).balance).toBe(6);
    const second = await heldOrderIn(scene, customer, ["D6"]);
    expect(second.id).not.toBe(first.id);
    const points = await pointsOf(customer);
    expect(points.balance).toBe(26);
    expect(points.history[0]).toMatchObject({ reason: "returned", points: 20, orderCode: first.code });
  });

  it("a refund at the order desk gives the spent points back and takes the earned ones, and the year's spend drops", async () => {
    const { customer, scene } = await memberWith26Points();
    const order = await heldOrderIn(scene, customer, ["B1", "B2"]);
    expect((await patch(customer, order, { points: 20 })).statusCode).toBe(200);
    const paid = await pay(customer, order);
    // 130.000 ₫ − 20.000 ₫ = 110.000 ₫ paid; 5 % = 5.500 ₫: 5 points. 26 − 20 + 5 = 11.
    expect(paid.total).toBe(110_000);
    expect((await pointsOf(customer)).balance).toBe(11);
    expect((await pointsOf(customer)).yearSpendVnd).toBe(630_000);

    const manager = await signedIn(t, "manager", [scene.cinemaSlug!]);
    const refund = await asUser(t, manager, {
      method: "POST",
      url: `/api/v1/admin/orders/${paid.code}/refund`,
      payload: { reason: "Khách bận việc đột xuất" },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await pointsOf(customer);
    expect(after.balance).toBe(26);
    expect(after.history.slice(0, 2).map((entry) => [entry.reason, entry.points])).toEqual(
      expect.arrayContaining([
        ["returned", 20],
        ["revoked", -5],
      ]),
    );
    expect(after.yearSpendVnd).toBe(520_000);

    const again = await asUser(t, manager, { method: "POST", url: `/api/v1/admin/orders/${paid.code}/refund`, payload: { reason: "Lần nữa" } });
    expect(again.statusCode).toBe(409);
    expect((await pointsOf(customer)).balance).toBe(26);
  });
});

describe("a refund of some tickets", () => {
  it("moves the points in the same share as the money, and the rest when the rest is refunded", async () => {
    const { customer, scene } = await memberWith26Points();
    const order = await heldOrderIn(scene, customer, ["B1", "B2"]);
    expect((await patch(customer, order, { points: 20 })).statusCode).toBe(200);
    const paid = await pay(customer, order);
    // 110.000 ₫ paid (5 points earned): 26 − 20 + 5 = 11.
    expect((await pointsOf(customer)).balance).toBe(11);
    const manager = await signedIn(t, "manager", [scene.cinemaSlug!]);
    const ticketOf = async () =>
      (await asUser(t, manager, { method: "GET", url: `/api/v1/admin/orders/${paid.code}` })).json().result.tickets as { id: string }[];
    const [first] = await ticketOf();
    const part = await asUser(t, manager, {
      method: "POST",
      url: `/api/v1/admin/orders/${paid.code}/refund`,
      payload: { reason: "Một người bận", ticketIds: [first!.id] },
    });
    expect(part.statusCode, part.body).toBe(200);
    // Half the money back (55.000 ₫ of 110.000 ₫): 10 of the 20 points spent back, 2 of the 5 earned revoked.
    expect((await pointsOf(customer)).balance).toBe(19);
    const rest = await asUser(t, manager, { method: "POST", url: `/api/v1/admin/orders/${paid.code}/refund`, payload: { reason: "Người còn lại cũng bận" } });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await pointsOf(customer)).balance).toBe(26);
  });
});

describe("a showtime the cinema cancels", () => {
  it("refunds its buyers through the gateway: the points they spent come back, the ones it earned go", async () => {
    const { customer } = await memberWith26Points();
    const scene = await createScene(t);
    const order = await heldOrderIn(scene, customer, ["B1", "B2"]);
    expect((await patch(customer, order, { points: 26 })).statusCode).toBe(200);
    await pay(customer, order);
    // 130.000 ₫ − 26.000 ₫ = 104.000 ₫ paid, 5 %: 5 points.
    expect((await pointsOf(customer)).balance).toBe(5);
    const manager = await signedIn(t, "manager", [scene.cinemaSlug!]);
    const cancelled = await asUser(t, manager, {
      method: "POST",
      url: `/api/v1/admin/showtimes/${scene.showtimeId}/cancel`,
      payload: { reason: "Máy chiếu hỏng" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await pointsOf(customer);
    expect(after.balance).toBe(26);
    expect(after.yearSpendVnd).toBe(520_000);
    expect(await negativeBalances()).toBe(0);
  });
});

describe("a payment that arrives after the hold ended", () => {
  const later = new Date(BOOKING_NOW.getTime() + 15 * 60_000);
  /** The buyer paid, the gateway's notification was lost, the hold ran out and the points went back. */
  async function paidLate(): Promise<{ customer: Customer; order: Order; ipn: string }> {
    const { customer } = await memberWith26Points();
    const order = await heldOrderIn(await createScene(t), customer, ["C6"]);
    expect((await patch(customer, order, { points: 20 })).statusCode).toBe(200);
    await payWithIpnLost(t, (await checkout(customer, order.id)).json().result.paymentUrl);
    t.setNow(later);
    await expireHolds({ database: t.database, clock: () => later });
    expect((await pointsOf(customer)).balance).toBe(26);
    return { customer, order, ipn: t.ipns.at(-1)! };
  }

  it("takes the points again when they are still there, and the order is paid", async () => {
    try {
      const { customer, order, ipn } = await paidLate();
      expect((await t.app.inject({ url: ipnPath(ipn) })).json().RspCode).toBe("00");
      expect(((await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order).status).toBe("paid");
      // 26 − 20 + 2 earned on 45.000 ₫.
      expect((await pointsOf(customer)).balance).toBe(8);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("refunds the payment when the points were spent meanwhile: the same points never pay twice", async () => {
    try {
      const { customer, order, ipn } = await paidLate();
      const other = await heldOrderIn(await createScene(t, { now: later }), customer, ["C6"]);
      expect((await patch(customer, other, { points: 26 })).statusCode).toBe(200);
      expect((await t.app.inject({ url: ipnPath(ipn) })).json().RspCode).toBe("00");
      expect(((await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order).status).toBe("refunded");
      const [refund] = await rows(
        t,
        sql<{
          amount_vnd: number;
          reason: string;
        }>`select r.amount_vnd, r.reason from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id}`,
      );
      expect(refund).toEqual({ amount_vnd: 45_000, reason: "Thanh toán đến muộn, không còn đủ điểm thưởng" });
      expect((await pointsOf(customer)).balance).toBe(0);
      expect(await negativeBalances()).toBe(0);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});

describe("tiers by the year's spend, and points' expiry", () => {
  it("three orders of 520.000 ₫ reach Bạc (7 % from then on); a year later the tier falls back and unspent points expire", async () => {
    const signed = await signUp(t);
    const customer = customerFor(t, signed.cookie, signed.address);
    for (let i = 0; i < 3; i++) await pay(customer, await heldOrderIn(await createScene(t), customer, EIGHT));
    const silver = await pointsOf(customer);
    expect(silver).toMatchObject({ balance: 78, tier: { key: "silver", name: "Bạc", earnRate: 0.07 }, yearSpendVnd: 1_560_000 });
    // 7 % of 520.000 ₫ = 36.400 ₫: 36 points.
    await pay(customer, await heldOrderIn(await createScene(t), customer, EIGHT));
    expect((await pointsOf(customer)).balance).toBe(114);

    const nextYear = new Date("2027-11-24T03:00:00Z");
    t.setNow(nextYear);
    try {
      await expireDuePoints(t.database.db, nextYear);
      const later = await pointsOf(await signInAgain(signed.body));
      expect(later).toMatchObject({ balance: 0, tier: { key: "member" }, yearSpendVnd: 0 });
      expect(later.history[0]).toMatchObject({ reason: "expired", points: -114, balanceAfter: 0 });
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });

  it("spent points are the oldest: a later earning keeps its own date", async () => {
    const signed = await signUp(t);
    const customer = customerFor(t, signed.cookie, signed.address);
    await pay(customer, await heldOrderIn(await createScene(t), customer, EIGHT));
    const june = new Date("2027-06-01T03:00:00Z");
    t.setNow(june);
    try {
      const again = await signInAgain(signed.body);
      const late = await createScene(t, { now: june });
      // 130.000 ₫ at 5 %: 6 points, expiring in June 2028.
      await pay(again, await heldOrderIn(late, again, ["B1", "B2"]));
      const order = await heldOrderIn(await createScene(t, { now: june }), again, ["C6"]);
      expect((await patch(again, order, { points: 20 })).statusCode).toBe(200);
      // 26 from 2026 (20 of them now held) + 6 from June 2027.
      expect((await pointsOf(again)).expiring).toEqual([
        { points: 6, expiresAt: "2027-11-23T03:00:00.000Z" },
        { points: 6, expiresAt: "2028-06-01T03:00:00.000Z" },
      ]);
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});
