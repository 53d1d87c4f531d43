import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { createProduct, createVoucher } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { BOOKING_NOW, createScene, customers, hold, type Customer, type Scene } from "./booking-test-kit.ts";

let t: TestApp;
let scene: Scene;
let alice: Customer;
let bob: Customer;
let combo: { id: string };
let water: { id: string };

beforeAll(async () => {
  t = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
  scene = await createScene(t); // Monday 20:00: standard seats 65.000 ₫, VIP 75.000 ₫
  [alice, bob] = (await customers(t, 2)) as [Customer, Customer];
  combo = await createProduct(t.database.db, { kind: "combo", price: 89_000 });
  water = await createProduct(t.database.db, { kind: "drink", price: 25_000 });
});
afterAll(() => t.close());

/** A customer holds one order per showtime, so each order here gets a showtime of its own. */
async function heldOrder(who: Customer, labels: string[], on?: Scene) {
  const where = on ?? (await createScene(t));
  const res = await hold(
    who,
    where.showtimeId,
    labels.map((l) => where.seat(l)),
  );
  expect(res.statusCode).toBe(201);
  return res.json().result as { id: string };
}

describe("concessions", () => {
  it("adds combos and recomputes the total on the server", async () => {
    const order = await heldOrder(alice, ["C3", "C4"]);
    const res = await alice("PATCH", `/api/v1/orders/${order.id}`, {
      products: [
        { productId: combo.id, quantity: 1 },
        { productId: water.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().result;
    expect(body.products).toHaveLength(2);
    expect(body.subtotal).toBe(2 * 65_000 + 89_000 + 2 * 25_000);
    expect(body.total).toBe(body.subtotal);

    const removed = (await alice("PATCH", `/api/v1/orders/${order.id}`, { products: [{ productId: water.id, quantity: 0 }] })).json().result;
    expect(removed.products).toEqual([]);
    expect(removed.total).toBe(130_000);
  });

  it("refuses unknown products and impossible quantities without changing the order", async () => {
    const order = await heldOrder(bob, ["C8"], scene);
    for (const products of [
      [{ productId: "00000000-0000-0000-0000-000000000009", quantity: 1 }],
      [{ productId: "abc", quantity: 1 }],
      [{ productId: combo.id, quantity: -1 }],
      [{ productId: combo.id, quantity: 1.5 }],
      [{ productId: combo.id, quantity: 21 }],
    ]) {
      const res = await bob("PATCH", `/api/v1/orders/${order.id}`, { products });
      expect(res.statusCode, JSON.stringify(products)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await bob("GET", `/api/v1/orders/${order.id}`)).json().result.total).toBe(65_000);
  });
});

describe("vouchers", () => {
  it("takes a fixed amount off and can be removed again", async () => {
    await createVoucher(t.database.db, {
      code: "GIAM10KTEST",
      rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: {} },
      now: BOOKING_NOW,
    });
    const order = await heldOrder(alice, ["C3", "C4"]);
    const applied = (await alice("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: "giam10ktest" })).json().result;
    expect(applied.voucher.code).toBe("GIAM10KTEST");
    expect(applied.discount).toBe(10_000);
    expect(applied.total).toBe(120_000);
    const removed = (await alice("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: null })).json().result;
    expect(removed.voucher).toBeNull();
    expect(removed.total).toBe(130_000);
  });

  it("explains in Vietnamese why a code does not apply, and changes nothing", async () => {
    await createVoucher(t.database.db, { code: "HETHAN", now: new Date(BOOKING_NOW.getTime() - 60 * 86_400_000) });
    await createVoucher(t.database.db, {
      code: "DONLON",
      rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: { minOrderVnd: 500_000 } },
      now: BOOKING_NOW,
    });
    await createVoucher(t.database.db, {
      code: "CHUNHAT",
      rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: { weekdays: [7] } },
      now: BOOKING_NOW,
    });
    await createVoucher(t.database.db, { code: "MOTLAN", perCustomerLimit: 1, now: BOOKING_NOW });
    const [dana] = (await customers(t, 1)) as [Customer];
    const order = await heldOrder(dana, ["G5", "G6"]);
    // Dana has already used MOTLAN on a paid order.
    const paid = await heldOrder(dana, ["A3"]);
    await t.database.db.execute(sql`insert into voucher_uses (order_id, voucher_code, user_id, reserved_at, held_until)
      select id, 'MOTLAN', user_id, now(), null from orders where id = ${paid.id}`);

    // A code that cannot exist or does not exist is a field error; one that exists but does not fit is VOUCHER_UNAVAILABLE.
    const cases: [string, number, RegExp][] = [
      ["KHONGCO", 400, /không tồn tại/],
      ["<script>", 400, /chỉ gồm chữ, số/],
      ["HETHAN", 409, /đã hết hạn/],
      ["DONLON", 409, /áp dụng cho đơn từ 500\.000/],
      ["CHUNHAT", 409, /chỉ áp dụng cho suất chiếu vào Chủ Nhật/],
      ["MOTLAN", 409, /đã dùng hết số lần/],
    ];
    for (const [code, status, message] of cases) {
      const res = await dana("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code });
      expect(res.statusCode, code).toBe(status);
      const error = res.json().error;
      expect(error.code, code).toBe(status === 400 ? "VALIDATION_FAILED" : "VOUCHER_UNAVAILABLE");
      expect(status === 400 ? error.fields.voucherCode : error.message, code).toMatch(message);
    }
    const unchanged = (await dana("GET", `/api/v1/orders/${order.id}`)).json().result;
    expect(unchanged.voucher).toBeNull();
    expect(unchanged.total).toBe(150_000); // G is a VIP row
  });

  it("sets every ticket to one price on the voucher's weekday, combos untouched", async () => {
    await createVoucher(t.database.db, {
      code: "THUHAI45K",
      rule: { benefit: { kind: "ticket_price", priceVnd: 45_000 }, conditions: { weekdays: [1] } },
      now: BOOKING_NOW,
    });
    const [erin] = (await customers(t, 1)) as [Customer];
    const order = await heldOrder(erin, ["H1", "H2"]); // couple seats: 160.000 ₫ a pair
    await erin("PATCH", `/api/v1/orders/${order.id}`, { products: [{ productId: combo.id, quantity: 1 }] });
    const applied = (await erin("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: "THUHAI45K" })).json().result;
    expect(applied.subtotal).toBe(2 * 160_000 + 89_000);
    expect(applied.total).toBe(4 * 45_000 + 89_000);
  });

  it("records the age confirmation", async () => {
    const [finn] = (await customers(t, 1)) as [Customer];
    const order = await heldOrder(finn, ["B10"]);
    const res = (await finn("PATCH", `/api/v1/orders/${order.id}`, { ageConfirmed: true })).json().result;
    expect(res.ageConfirmed).toBe(true);
    const [row] = await queryRows(t.database.db, sql<{ age_confirmed: boolean }>`select age_confirmed from orders where id = ${order.id}`);
    expect(row!.age_confirmed).toBe(true);
  });
});
