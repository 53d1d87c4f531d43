import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, type Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { BOOKING_NOW, customers, hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { expireHolds } from "../booking/release-order.ts";
import { paymentUrlFor, payWithIpnLost, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { lowStockAlerts } from "../reports/overview.ts";

let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let scene: Scene;
let staff: string;
let manager: string;
let admin: string;
let shiftId: string;
let buyers: Customer[];
const item = { popcorn: "", soda: "", combo: "" };
const at = (local: string) => new Date(`${local}+07:00`);
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

beforeAll(async () => {
  ({ t, own, other, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00")));
  const db = t.database.db;
  staff = await signedIn(t, "staff", [own.slug]);
  manager = await signedIn(t, "manager", [own.slug]);
  admin = await signedIn(t, "admin");
  item.popcorn = (await createProduct(db, { kind: "snack", name: "Bắp rang bơ thử", price: 59_000 })).id;
  item.soda = (await createProduct(db, { kind: "drink", name: "Nước ngọt thử", price: 39_000 })).id;
  item.combo = (await createProduct(db, { kind: "combo", name: "Combo Đôi thử", price: 109_000 })).id;
  // One popcorn and two sodas make the combo (its recipe).
  await db.execute(
    sql`insert into product_recipes (product_id, item_id, quantity) values (${item.combo}, ${item.popcorn}, 1), (${item.combo}, ${item.soda}, 2)`,
  );
  const opened = await send(staff, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 0 });
  shiftId = opened.json().result.id;
  buyers = await customers(t, 8);
}, 60_000);
afterAll(() => t.close());

const send = (cookie: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
const move = (kind: string, product: string, quantity: number, cookie = manager) =>
  send(cookie, "POST", "/admin/stock/movements", { cinema: own.slug, product, quantity, kind });
async function levels(): Promise<Record<"popcorn" | "soda", number>> {
  const answer = await send(staff, "GET", `/admin/stock?cinema=${own.slug}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const items = answer.json().result.items as { product: { id: string }; level: number }[];
  return { popcorn: items.find((i) => i.product.id === item.popcorn)!.level, soda: items.find((i) => i.product.id === item.soda)!.level };
}
/** Sets both levels by a count, as a manager would after counting the shelf. */
async function countTo(popcorn: number, soda: number): Promise<void> {
  expect((await move("count", item.popcorn, popcorn)).statusCode).toBe(201);
  expect((await move("count", item.soda, soda)).statusCode).toBe(201);
}
/** A hold of the two seats at the left end of a row (no single seat left between). */
async function heldOrder(buyer: Customer, row: string): Promise<string> {
  const answer = await hold(buyer, scene.showtimeId, [scene.seat(`${row}1`), scene.seat(`${row}2`)]);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().result.id as string;
}
const setProducts = (buyer: Customer, orderId: string, products: { productId: string; quantity: number }[]) =>
  buyer("PATCH", `/api/v1/orders/${orderId}`, { products });
const sellAtCounter = (products: { id: string; quantity: number }[], price: number, cookie = staff, shift = shiftId) =>
  send(cookie, "POST", "/box-office/sales", { shiftId: shift, showtimeId: scene.showtimeId, products, payments: [{ method: "cash", amount: price }] });

describe("who may read and change stock", () => {
  it("staff of the cinema read it, managers and admins record; 401, customers 403, another cinema's staff and manager 403", async () => {
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/stock?cinema=${own.slug}` }, { minRole: "staff", cinema: own.slug });
    await expectGuarded(
      t,
      { method: "POST", url: "/api/v1/admin/stock/movements", payload: { cinema: own.slug, product: item.soda, quantity: 1, kind: "delivery" } },
      { minRole: "manager", cinema: own.slug },
    );
    await expectGuarded(
      t,
      { method: "PUT", url: "/api/v1/admin/stock/thresholds", payload: { cinema: own.slug, product: item.soda, lowAt: 5 } },
      { minRole: "manager", cinema: own.slug },
    );
    expect((await move("delivery", item.soda, 1, staff)).statusCode).toBe(403);
    for (const cookie of [staff, manager, admin]) expect((await send(cookie, "GET", `/admin/stock?cinema=${own.slug}`)).statusCode).toBe(200);
    expect((await send(admin, "GET", `/admin/stock?cinema=${other.slug}`)).json().result.cinema.slug).toBe(other.slug);
    expect((await move("delivery", item.soda, 1, admin)).statusCode).toBe(201);
  });
});

describe("deliveries, counts and waste", () => {
  it("a delivery adds, waste takes away, a count sets what was counted and records the difference; each in the ledger and the audit log", async () => {
    await countTo(0, 0);
    const delivered = await move("delivery", item.popcorn, 40);
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect(delivered.json().result).toMatchObject({ kind: "delivery", quantity: 40, levelAfter: 40, product: { id: item.popcorn, name: "Bắp rang bơ thử" } });
    expect((await move("waste", item.popcorn, 3)).json().result).toMatchObject({ kind: "waste", quantity: -3, levelAfter: 37 });
    expect((await move("count", item.popcorn, 30)).json().result).toMatchObject({ kind: "count", quantity: -7, levelAfter: 30 });
    expect((await levels()).popcorn).toBe(30);
    const report = (await send(staff, "GET", `/admin/stock?cinema=${own.slug}`)).json().result;
    expect(report.movements.slice(0, 3).map((m: { kind: string; quantity: number }) => [m.kind, m.quantity])).toEqual([
      ["count", -7],
      ["waste", -3],
      ["delivery", 40],
    ]);
    const [audited] = await rows(
      t,
      sql<{
        n: number;
      }>`select count(*)::int as n from audit_log where entity = 'product' and entity_id = ${item.popcorn} and action like 'product.stock_%' and cinema_id = ${own.id}`,
    );
    expect(audited!.n).toBeGreaterThanOrEqual(3);
  });

  it("an item at or below its threshold shows low; the threshold is the manager's to set", async () => {
    await countTo(30, 12);
    const set = await send(manager, "PUT", "/admin/stock/thresholds", { cinema: own.slug, product: item.soda, lowAt: 12 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result).toMatchObject({ level: 12, lowAt: 12, low: true });
    expect((await send(manager, "PUT", "/admin/stock/thresholds", { cinema: own.slug, product: item.soda, lowAt: 11 })).json().result.low).toBe(false);
  });

  it("bad input is a Vietnamese 400 and changes nothing; an unknown cinema 404", async () => {
    await countTo(30, 12);
    for (const body of [
      { cinema: own.slug, product: item.popcorn, quantity: -1, kind: "delivery" },
      { cinema: own.slug, product: item.popcorn, quantity: "mười", kind: "delivery" },
      { cinema: own.slug, product: item.popcorn, quantity: 1.5, kind: "delivery" },
      { cinema: own.slug, product: item.popcorn, quantity: 0, kind: "delivery" },
      { cinema: own.slug, product: item.popcorn, quantity: 0, kind: "waste" },
      { cinema: own.slug, product: item.popcorn, quantity: 1, kind: "sale" },
      { cinema: own.slug, product: item.popcorn, quantity: 1_000_000, kind: "delivery" },
      { cinema: own.slug, quantity: 1, kind: "delivery" },
      { cinema: own.slug, product: "not-a-uuid", quantity: 1, kind: "delivery" },
      { cinema: own.slug, product: "00000000-0000-4000-8000-000000000000", quantity: 1, kind: "delivery" },
      { cinema: own.slug, product: item.combo, quantity: 1, kind: "delivery" },
      { cinema: own.slug, product: item.popcorn, quantity: 31, kind: "waste" },
      { cinema: "Rạp!", product: item.popcorn, quantity: 1, kind: "delivery" },
    ]) {
      const answer = await send(manager, "POST", "/admin/stock/movements", body as object);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(answer.json().error.message).toMatch(VIETNAMESE);
    }
    expect(
      (await send(manager, "POST", "/admin/stock/movements", { cinema: own.slug, product: item.popcorn, quantity: 31, kind: "waste" })).json().error.fields
        .quantity,
    ).toMatch(/Chỉ còn 30/);
    expect((await send(manager, "GET", "/admin/stock")).statusCode).toBe(400);
    expect((await send(manager, "PUT", "/admin/stock/thresholds", { cinema: own.slug, product: item.soda, lowAt: -2 })).statusCode).toBe(400);
    expect((await send(admin, "GET", "/admin/stock?cinema=khong-co-rap-nay")).statusCode).toBe(404);
    expect(await levels()).toEqual({ popcorn: 30, soda: 12 });
  });
});

describe("every sale takes its stock in its own transaction", () => {
  it("online: products added to a hold are taken, changed ones adjusted, a combo takes its recipe; cancelling the hold gives them back", async () => {
    await countTo(10, 10);
    const orderId = await heldOrder(buyers[0]!, "A");
    expect((await setProducts(buyers[0]!, orderId, [{ productId: item.popcorn, quantity: 3 }])).statusCode).toBe(200);
    expect(await levels()).toEqual({ popcorn: 7, soda: 10 });
    const changed = await setProducts(buyers[0]!, orderId, [
      { productId: item.popcorn, quantity: 1 },
      { productId: item.combo, quantity: 2 },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    // 1 popcorn + 2 combos × (1 popcorn, 2 sodas).
    expect(await levels()).toEqual({ popcorn: 7, soda: 6 });
    expect((await buyers[0]!("DELETE", `/api/v1/orders/${orderId}`)).statusCode).toBe(200);
    expect(await levels()).toEqual({ popcorn: 10, soda: 10 });
  });

  it("an expired hold gives its products back when the expiry job closes it", async () => {
    await countTo(10, 10);
    const orderId = await heldOrder(buyers[1]!, "B");
    expect((await setProducts(buyers[1]!, orderId, [{ productId: item.combo, quantity: 1 }])).statusCode).toBe(200);
    expect(await levels()).toEqual({ popcorn: 9, soda: 8 });
    expect(await expireHolds({ database: t.database, clock: () => new Date(BOOKING_NOW.getTime() + 30 * 60_000) })).toBeGreaterThanOrEqual(1);
    expect(await levels()).toEqual({ popcorn: 10, soda: 10 });
  });

  it("at the counter: a sale takes its items in its transaction, a refund gives them back", async () => {
    await countTo(10, 10);
    const sold = await sellAtCounter([{ id: item.combo, quantity: 2 }], 218_000);
    expect(sold.statusCode, sold.body).toBe(201);
    expect(await levels()).toEqual({ popcorn: 8, soda: 6 });
    const managerShift = (await send(manager, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 500_000 })).json().result.id;
    const refunded = await send(manager, "POST", `/box-office/orders/${sold.json().result.order.code}/refund`, {
      shiftId: managerShift,
      reason: "Khách đổi ý",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await levels()).toEqual({ popcorn: 10, soda: 10 });
    const ledger = (await send(manager, "GET", `/admin/stock?cinema=${own.slug}`)).json().result.movements as { kind: string; orderCode: string | null }[];
    expect(ledger.filter((m) => m.orderCode === sold.json().result.order.code).map((m) => m.kind)).toEqual(["return", "return", "sale", "sale"]);
  });
});

describe("OUT_OF_STOCK: never below zero", () => {
  it("online: more than is left → 409 naming the product in Vietnamese; the order and the level unchanged", async () => {
    await countTo(1, 10);
    const orderId = await heldOrder(buyers[2]!, "C");
    const refused = await setProducts(buyers[2]!, orderId, [{ productId: item.popcorn, quantity: 2 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("OUT_OF_STOCK");
    expect(refused.json().error.message).toContain("Bắp rang bơ thử");
    expect(refused.json().error.details.productIds).toEqual([item.popcorn]);
    const combo = await setProducts(buyers[2]!, orderId, [
      { productId: item.combo, quantity: 1 },
      { productId: item.popcorn, quantity: 1 },
    ]);
    expect(combo.statusCode).toBe(409);
    expect(await levels()).toEqual({ popcorn: 1, soda: 10 });
    const order = (await buyers[2]!("GET", `/api/v1/orders/${orderId}`)).json().result;
    expect(order.products).toEqual([]);
    // What the order holds already is its own: keeping the one popcorn it has is fine.
    expect((await setProducts(buyers[2]!, orderId, [{ productId: item.popcorn, quantity: 1 }])).statusCode).toBe(200);
    expect((await setProducts(buyers[2]!, orderId, [{ productId: item.popcorn, quantity: 1 }])).statusCode).toBe(200);
    expect(await levels()).toEqual({ popcorn: 0, soda: 10 });
    expect((await buyers[2]!("DELETE", `/api/v1/orders/${orderId}`)).statusCode).toBe(200);
  });

  it("at the counter: more than is left → 409 OUT_OF_STOCK, nothing sold (seats free, no order)", async () => {
    await countTo(1, 1);
    const before = await rows(t, sql<{ n: number }>`select count(*)::int as n from orders where shift_id = ${shiftId}::uuid`);
    const refused = await send(staff, "POST", "/box-office/sales", {
      shiftId,
      showtimeId: scene.showtimeId,
      seatIds: [scene.seat("H1").id],
      products: [{ id: item.combo, quantity: 1 }],
      payments: [{ method: "cash", amount: scene.seat("H1").price + 109_000 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("OUT_OF_STOCK");
    expect(refused.json().error.message).toContain("Combo Đôi thử");
    const after = await rows(t, sql<{ n: number }>`select count(*)::int as n from orders where shift_id = ${shiftId}::uuid`);
    expect(after).toEqual(before);
    const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
    const h1 = (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === "H1")!;
    expect(h1.status).toBe("available");
    expect(await levels()).toEqual({ popcorn: 1, soda: 1 });
  });

  it("the database itself refuses a level below zero, whoever writes it", async () => {
    await countTo(0, 0);
    await expect(t.database.db.execute(sql`update stock_levels set level = level - 1 where product_id = ${item.popcorn}`)).rejects.toThrow();
    expect(await levels()).toEqual({ popcorn: 0, soda: 0 });
  });
});

describe("what a cinema cannot make is not offered", () => {
  it("the website's menu for the cinema leaves out an item that ran out and every combo that needs it; the counter and the manager see it marked", async () => {
    await countTo(0, 10);
    const menu = await t.app.inject({ url: `/api/v1/products?cinema=${own.slug}` });
    const offered = (menu.json().result as { id: string }[]).map((p) => p.id);
    expect(offered).toContain(item.soda);
    expect(offered).not.toContain(item.popcorn);
    expect(offered).not.toContain(item.combo);
    // Elsewhere (no stock counted there) they are still offered.
    const elsewhere = (await t.app.inject({ url: `/api/v1/products?cinema=${other.slug}` })).json().result.map((p: { id: string }) => p.id);
    expect(elsewhere).toEqual(expect.arrayContaining([item.popcorn, item.combo]));
    const report = (await send(staff, "GET", `/admin/stock?cinema=${own.slug}`)).json().result;
    const byId = new Map((report.products as { id: string; canMake: number | null; outOfStock: boolean; recipe: unknown[] }[]).map((p) => [p.id, p]));
    expect(byId.get(item.combo)).toMatchObject({ canMake: 0, outOfStock: true, recipe: [expect.anything(), expect.anything()] });
    expect(byId.get(item.soda)).toMatchObject({ canMake: 10, outOfStock: false, price: 39_000 });
  });
});

describe("low stock on the manager's overview", () => {
  it("one low_stock alert per cinema with items at or below their threshold, naming them, linking to its stock page; none elsewhere", async () => {
    await countTo(0, 30);
    expect((await send(manager, "PUT", "/admin/stock/thresholds", { cinema: own.slug, product: item.soda, lowAt: 30 })).statusCode).toBe(200);
    const alerts = await lowStockAlerts(t.database.db, [own.id]);
    expect(alerts).toEqual([
      {
        kind: "low_stock",
        message: expect.stringMatching(/Bắp rang bơ thử \(hết\).*Nước ngọt thử \(còn 30\)|Nước ngọt thử \(còn 30\).*Bắp rang bơ thử \(hết\)/),
        link: `/admin/stock?cinema=${own.slug}`,
      },
    ]);
    expect(await lowStockAlerts(t.database.db, [other.id])).toEqual([]);
    await countTo(31, 31);
    expect(await lowStockAlerts(t.database.db, "all")).toEqual([]);
  });
});

describe("recipes", () => {
  it("admins read and set a combo's items; everyone else 401/403; bad recipes are Vietnamese 400s", async () => {
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/products/${item.combo}/recipe` }, { minRole: "admin" });
    await expectGuarded(
      t,
      { method: "PUT", url: `/api/v1/admin/products/${item.combo}/recipe`, payload: { items: [{ product: item.popcorn, quantity: 1 }] } },
      { minRole: "admin" },
    );
    const read = await send(admin, "GET", `/admin/products/${item.combo}/recipe`);
    expect(read.json().result.items).toEqual([
      { product: { id: item.popcorn, name: "Bắp rang bơ thử" }, quantity: 1 },
      { product: { id: item.soda, name: "Nước ngọt thử" }, quantity: 2 },
    ]);
    expect(read.json().result.candidates.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([item.popcorn, item.soda]));
    expect(read.json().result.candidates.map((c: { id: string }) => c.id)).not.toContain(item.combo);
    for (const [items, words] of [
      [[{ product: item.combo, quantity: 1 }], "chính nó"],
      [[{ product: item.popcorn, quantity: 0 }], "ít nhất là 1"],
      [
        [
          { product: item.popcorn, quantity: 1 },
          { product: item.popcorn, quantity: 2 },
        ],
        "một lần",
      ],
      [[{ product: "00000000-0000-4000-8000-000000000000", quantity: 1 }], "không tồn tại"],
    ] as const) {
      const answer = await send(admin, "PUT", `/admin/products/${item.combo}/recipe`, { items });
      expect(answer.statusCode, JSON.stringify(items)).toBe(400);
      expect(answer.json().error.message + JSON.stringify(answer.json().error.fields ?? {})).toContain(words);
    }
    // An item cannot be made of items while it is in a recipe, nor a combo be an item.
    expect((await send(admin, "PUT", `/admin/products/${item.popcorn}/recipe`, { items: [{ product: item.soda, quantity: 1 }] })).statusCode).toBe(400);
    expect((await send(admin, "GET", `/admin/products/${item.combo}/recipe`)).json().result.items).toHaveLength(2);
  });

  it("a recipe changed while an order holds the combo: the order gives back exactly what it took", async () => {
    await countTo(10, 10);
    const orderId = await heldOrder(buyers[3]!, "D");
    expect((await setProducts(buyers[3]!, orderId, [{ productId: item.combo, quantity: 2 }])).statusCode).toBe(200);
    expect(await levels()).toEqual({ popcorn: 8, soda: 6 });
    const changed = await send(admin, "PUT", `/admin/products/${item.combo}/recipe`, { items: [{ product: item.popcorn, quantity: 2 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result.items).toEqual([{ product: { id: item.popcorn, name: "Bắp rang bơ thử" }, quantity: 2 }]);
    expect((await buyers[3]!("DELETE", `/api/v1/orders/${orderId}`)).statusCode).toBe(200);
    expect(await levels()).toEqual({ popcorn: 10, soda: 10 });
    // The new recipe counts for what is sold from now on.
    expect((await sellAtCounter([{ id: item.combo, quantity: 1 }], 109_000)).statusCode).toBe(201);
    expect(await levels()).toEqual({ popcorn: 8, soda: 10 });
    expect(
      (
        await send(admin, "PUT", `/admin/products/${item.combo}/recipe`, {
          items: [
            { product: item.popcorn, quantity: 1 },
            { product: item.soda, quantity: 2 },
          ],
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("a payment that comes after the hold ran out", () => {
  it("keeps its products only if the cinema still has them: else the payment is refunded, and the level stays 0", async () => {
    await countTo(1, 10);
    const orderId = await heldOrder(buyers[4]!, "E");
    expect((await setProducts(buyers[4]!, orderId, [{ productId: item.popcorn, quantity: 1 }])).statusCode).toBe(200);
    // Paid in time, but the gateway's notice is lost; the hold runs out and gives the popcorn back.
    await payWithIpnLost(t, await paymentUrlFor(buyers[4]!, orderId));
    const later = new Date(BOOKING_NOW.getTime() + 14 * 60_000);
    t.setNow(later);
    try {
      await expireHolds({ database: t.database, clock: () => later });
      expect(await levels()).toEqual({ popcorn: 1, soda: 10 });
      // The counter sells it; then the reconciliation job finds the captured payment.
      expect((await sellAtCounter([{ id: item.popcorn, quantity: 1 }], 59_000)).statusCode).toBe(201);
      expect(await t.services.checkout.reconcile()).toBe(1);
      const order = (await buyers[4]!("GET", `/api/v1/orders/${orderId}`)).json().result;
      expect(order.status).toBe("refunded");
      const [refund] = await rows(
        t,
        sql<{ reason: string }>`select reason from refunds r join payments p on p.id = r.payment_id where p.order_id = ${orderId}`,
      );
      expect(refund!.reason).toBe("Thanh toán đến muộn, rạp đã hết bắp nước của đơn");
      expect(await levels()).toEqual({ popcorn: 0, soda: 10 });
    } finally {
      t.setNow(BOOKING_NOW);
    }
  });
});
