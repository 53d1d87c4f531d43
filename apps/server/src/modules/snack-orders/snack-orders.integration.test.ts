import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pickup, SnackOrder } from "@hancine/contract/snack-orders";
import { createProduct, type Cinema, type Product } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, FOREIGN_CINEMA, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { customers, type Customer } from "../booking/booking-test-kit.ts";
import { expireHolds } from "../booking/release-order.ts";
import { comeBack, payOnGateway, paymentUrlFor, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";

// The test's clock: 10:00 in Hồ Chí Minh City on 23 November 2026 (BOOKING_NOW).
const at = (hhmm: string, day = "2026-11-23") => `${day}T${hhmm}:00+07:00`;

let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let buyer: Customer;
let stranger: Customer;
let combo: Product;
let water: Product;
let notHere: Product;
let staffCookie: string;
beforeAll(async () => {
  ({ t, own, other } = await createOrderDeskTestApp(new Date("2026-11-23T12:00:00Z")));
  [buyer, stranger] = (await customers(t, 2)) as [Customer, Customer];
  const db = t.database.db;
  combo = await createProduct(db, { name: "Combo Bắp Đôi", price: 109_000 });
  water = await createProduct(db, { name: "Nước suối", kind: "drink", price: 20_000 });
  notHere = await createProduct(db, { name: "Bắp phô mai Huế", kind: "snack", price: 55_000 });
  await db.execute(sql`delete from product_cinemas where product_id = ${notHere.id} and cinema_id = ${own.id}`);
  // The combo is counted at the cinema: 5 in stock.
  await db.execute(
    sql`insert into stock_levels (cinema_id, product_id, level, tracked_since, updated_at) values (${own.id}, ${combo.id}, 5, now() - interval '30 days', now())`,
  );
  staffCookie = await signedIn(t, "staff", [OWN_CINEMA]);
});
afterAll(() => t?.close());

const order = (who: Customer, body: Record<string, unknown>) => who("POST", "/api/v1/snack-orders", body);
const body = (overrides: Record<string, unknown> = {}) => ({
  cinema: OWN_CINEMA,
  items: [
    { product: combo.id, quantity: 2 },
    { product: water.id, quantity: 1 },
  ],
  pickupAt: at("19:30"),
  ...overrides,
});
const comboLevel = async () =>
  (await rows(t, sql<{ level: number }>`select level from stock_levels where cinema_id = ${own.id} and product_id = ${combo.id}`))[0]!.level;
const orderCount = async () => (await rows(t, sql<{ n: number }>`select count(*)::int as n from orders where kind = 'snacks'`))[0]!.n;
const staff = (method: "GET" | "POST", url: string, payload?: unknown, cookie = staffCookie) =>
  asUser(t, cookie, { method, url, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });

describe("snacks ordered on their own", () => {
  it("holds the order and its stock, is paid on the gateway, and goes through the counter to collected", async () => {
    const before = await comboLevel();
    const placed = await order(buyer, body());
    expect(placed.statusCode).toBe(201);
    const held = placed.json().result as SnackOrder;
    expect(held).toMatchObject({
      kind: "snacks",
      status: "held",
      total: 2 * 109_000 + 20_000,
      pickupAt: "2026-11-23T12:30:00.000Z",
      pickupCode: null,
      pickupStatus: null,
    });
    expect(held.cinema).toMatchObject({ slug: OWN_CINEMA });
    expect(await comboLevel()).toBe(before - 2);
    // Not a ticket order: the apps' list of bookings stays as it was.
    expect((await buyer("GET", "/api/v1/me/orders")).json().result).toEqual([]);
    // Ordered as it is: no changes afterwards.
    expect((await buyer("PATCH", `/api/v1/orders/${held.id}`, { products: [] })).statusCode).toBe(409);

    const landing = await payOnGateway(t, await paymentUrlFor(buyer, held.id));
    expect(await comeBack(t, landing)).toBe(`/bap-nuoc/don/${held.code}`);
    const paid = (await buyer("GET", `/api/v1/snack-orders/${held.code}`)).json().result as SnackOrder;
    expect(paid).toMatchObject({ status: "paid", pickupStatus: "paid" });
    expect(paid.pickupCode).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(paid.pickupQrSvg).toContain("<svg");
    expect(await comboLevel()).toBe(before - 2);

    // The counter's screen: today's pickups by time; the order moves forward only.
    const listed = (await staff("GET", `/api/v1/box-office/pickups?cinema=${OWN_CINEMA}`)).json().result as Pickup[];
    expect(listed.find((p) => p.code === held.code)).toMatchObject({ status: "paid", pickupCode: paid.pickupCode, total: paid.total });
    for (const status of ["preparing", "ready"] as const) {
      const moved = await staff("POST", `/api/v1/box-office/pickups/${paid.pickupCode}/status`, { status });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().result.status).toBe(status);
    }
    const back = await staff("POST", `/api/v1/box-office/pickups/${paid.pickupCode}/status`, { status: "preparing" });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe("PICKUP_STATUS_INVALID");
    expect((await buyer("GET", `/api/v1/snack-orders/${held.code}`)).json().result.pickupStatus).toBe("ready");
    // By the order's code too (the customer shows the order page).
    expect((await staff("POST", `/api/v1/box-office/pickups/${held.code.toLowerCase()}/status`, { status: "collected" })).json().result.status).toBe(
      "collected",
    );
    expect((await staff("GET", `/api/v1/box-office/pickups?cinema=${OWN_CINEMA}&status=ready`)).json().result.map((p: Pickup) => p.code)).not.toContain(
      held.code,
    );
    // The database refuses going back whatever the caller.
    await expect(t.database.db.execute(sql`update snack_orders set status = 'ready' where order_id = ${held.id}`)).rejects.toThrow();
    // Another customer never sees it.
    expect((await stranger("GET", `/api/v1/snack-orders/${held.code}`)).statusCode).toBe(404);
  });

  it("gives the stock back when the hold lapses, and refuses more than the cinema has", async () => {
    const before = await comboLevel();
    const held = (await order(buyer, body({ items: [{ product: combo.id, quantity: 1 }] }))).json().result as SnackOrder;
    expect(await comboLevel()).toBe(before - 1);
    t.setNow(new Date(Date.parse(held.expiresAt) + 1_000));
    try {
      await expireHolds({ database: t.database, clock: t.now });
    } finally {
      t.setNow(new Date("2026-11-23T03:00:00Z"));
    }
    expect(await comboLevel()).toBe(before);

    const count = await orderCount();
    const tooMany = await order(buyer, body({ items: [{ product: combo.id, quantity: before + 1 }] }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: "OUT_OF_STOCK", details: { productIds: [combo.id] } });
    expect(tooMany.json().error.message).toContain("Combo Bắp Đôi");
    expect(await orderCount()).toBe(count);
    expect(await comboLevel()).toBe(before);
  });

  it("refuses bad pickups and bad lines in Vietnamese, creating nothing", async () => {
    // What the page offers at 10:00: every quarter hour from 10:15 to the counter's 23:00.
    const times = (await t.app.inject({ url: "/api/v1/snack-orders/pickup-times" })).json().result;
    expect(times).toMatchObject({ opens: "09:00", closes: "23:00" });
    expect(times.slots[0]).toBe("2026-11-23T03:15:00.000Z");
    expect(times.slots.at(-1)).toBe("2026-11-23T16:00:00.000Z");
    expect(times.slots).toHaveLength(52);
    const count = await orderCount();
    const cases: [Record<string, unknown>, string][] = [
      [body({ pickupAt: at("10:10") }), "pickupAt"], // less than 15 minutes ahead
      [body({ pickupAt: at("09:30") }), "pickupAt"], // past
      [body({ pickupAt: at("23:30") }), "pickupAt"], // counter closed
      [body({ pickupAt: at("19:30", "2026-11-24") }), "pickupAt"], // tomorrow
      [body({ pickupAt: "tối nay" }), "pickupAt"],
      [body({ items: [] }), "items"],
      [body({ items: [{ product: combo.id, quantity: 0 }] }), "items"],
      [body({ items: [{ product: combo.id, quantity: 21 }] }), "items"],
      [body({ items: [{ product: "bap", quantity: 1 }] }), "items"],
      [body({ items: [{ product: "00000000-0000-4000-8000-000000000000", quantity: 1 }] }), "products"],
      [body({ items: [{ product: notHere.id, quantity: 1 }] }), "products"],
      [body({ cinema: "khong-co-rap-nay" }), "cinema"],
      [{ cinema: OWN_CINEMA }, "items"],
    ];
    for (const [input, field] of cases) {
      const answer = await order(buyer, input);
      expect(answer.statusCode, JSON.stringify(input)).toBe(400);
      const error = answer.json().error;
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(
        Object.keys(error.fields ?? {}).some((key) => key.startsWith(field)),
        `${JSON.stringify(input)} → ${JSON.stringify(error)}`,
      ).toBe(true);
      expect(error.message).toMatch(/[ạảãàáâầấậẩẫăằắặẳẵđêềếệểễơờớợởỡưừứựửữ]/i);
    }
    const anonymous = await t.app.inject({ method: "POST", url: "/api/v1/snack-orders", payload: body() });
    expect(anonymous.statusCode).toBe(401);
    expect(await orderCount()).toBe(count);
  });

  it("keeps the counter's screen to the cinema's own people", async () => {
    const held = (await order(buyer, body({ items: [{ product: water.id, quantity: 1 }] }))).json().result as SnackOrder;
    await payOnGateway(t, await paymentUrlFor(buyer, held.id));
    const code = (await buyer("GET", `/api/v1/snack-orders/${held.code}`)).json().result.pickupCode as string;
    await expectGuarded(t, { method: "GET", url: `/api/v1/box-office/pickups?cinema=${OWN_CINEMA}` }, { minRole: "staff", cinema: OWN_CINEMA });
    await expectGuarded(
      t,
      { method: "POST", url: `/api/v1/box-office/pickups/${code}/status`, payload: { status: "preparing" } },
      { minRole: "staff", cinema: OWN_CINEMA },
    );
    // The foreign cinema's staff see their own (empty) list, never this order.
    const foreign = await signedIn(t, "staff", [FOREIGN_CINEMA]);
    expect((await staff("GET", `/api/v1/box-office/pickups?cinema=${other.slug}`, undefined, foreign)).json().result).toEqual([]);
    for (const role of ["manager", "admin"] as const) {
      const cookie = await signedIn(t, role, role === "manager" ? [OWN_CINEMA] : undefined);
      expect((await staff("GET", `/api/v1/box-office/pickups?cinema=${OWN_CINEMA}`, undefined, cookie)).statusCode, role).toBe(200);
    }
    // An order not paid is not on the counter's screen and cannot move.
    const unpaid = (await order(buyer, body({ items: [{ product: water.id, quantity: 1 }] }))).json().result as SnackOrder;
    expect((await staff("POST", `/api/v1/box-office/pickups/${unpaid.code}/status`, { status: "preparing" })).json().error.code).toBe("PICKUP_STATUS_INVALID");
    for (const bad of [{ status: "paid" }, { status: "xong" }, {}])
      expect((await staff("POST", `/api/v1/box-office/pickups/${code}/status`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await staff("POST", `/api/v1/box-office/pickups/KHONGCO/status`, { status: "ready" })).statusCode).toBe(404);
    expect((await staff("GET", `/api/v1/box-office/pickups?cinema=${OWN_CINEMA}&status=xong`)).statusCode).toBe(400);
  });
});
