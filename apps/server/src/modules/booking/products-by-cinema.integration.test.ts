import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { queryRows } from "#server/db/client.ts";
import { createProduct } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { BOOKING_NOW, createScene, customers, hold, type Customer, type Scene } from "./booking-test-kit.ts";

/** Issue 15, "products and combos … which cinemas sell them": the checkout offers the showtime's cinema's menu only (decision 048). */

let t: TestApp;
let here: Scene;
let elsewhere: Scene;
let an: Customer;
let everywhere: { id: string };
let onlyElsewhere: { id: string; name: string };
let cinemaName: string;

beforeAll(async () => {
  t = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
  [here, elsewhere] = [await createScene(t), await createScene(t)];
  everywhere = await createProduct(t.database.db, { name: "Combo Sông Hàn", price: 89_000 });
  onlyElsewhere = await createProduct(t.database.db, { name: "Combo Cầu Rồng", price: 99_000 });
  // Sold at the other scene's cinema only, as the product editor stores it.
  await t.database.db.execute(
    sql`delete from product_cinemas where product_id = ${onlyElsewhere.id} and cinema_id <> (select id from cinemas where slug = ${elsewhere.cinemaSlug!})`,
  );
  cinemaName = (await queryRows(t.database.db, sql<{ name: string }>`select name from cinemas where slug = ${here.cinemaSlug!}`))[0]!.name;
});
afterAll(() => t.close());

const menu = async (query: string) => ((await t.app.inject(`/api/v1/products${query}`)).json().result as { id: string }[]).map((p) => p.id);

/** A new customer's held order (one seat, 65.000 ₫): a customer holds one order per showtime. */
async function heldOrder(scene: Scene, seat: string): Promise<Order> {
  [an] = (await customers(t, 1)) as [Customer];
  const held = await hold(an, scene.showtimeId, [scene.seat(seat)]);
  expect(held.statusCode, held.body).toBe(201);
  return held.json().result as Order;
}

describe("the menu of a cinema", () => {
  it("GET /products?cinema= lists what that cinema sells; without it, everything on sale", async () => {
    expect(await menu(`?cinema=${here.cinemaSlug}`)).toContain(everywhere.id);
    expect(await menu(`?cinema=${here.cinemaSlug}`)).not.toContain(onlyElsewhere.id);
    expect(await menu(`?cinema=${elsewhere.cinemaSlug}&kind=combo`)).toEqual(expect.arrayContaining([everywhere.id, onlyElsewhere.id]));
    expect(await menu("")).toEqual(expect.arrayContaining([everywhere.id, onlyElsewhere.id]));
    expect(await menu("?cinema=khong-co-rap-nay")).toEqual([]);
  });

  it("refuses a cinema that is no slug, in Vietnamese", async () => {
    const bad = await t.app.inject("/api/v1/products?cinema=%3Cscript%3E");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cinema).toMatch(/chữ thường không dấu/);
  });
});

describe("concessions of an order", () => {
  it("adds a combo the showtime's cinema sells", async () => {
    const order = await heldOrder(elsewhere, "C6");
    const res = await an("PATCH", `/api/v1/orders/${order.id}`, { products: [{ productId: onlyElsewhere.id, quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.total).toBe(65_000 + 2 * 99_000);
  });

  it("refuses a combo the cinema does not sell (400, naming it and the cinema), and the order stays as it was", async () => {
    const order = await heldOrder(here, "C6");
    expect((await an("PATCH", `/api/v1/orders/${order.id}`, { products: [{ productId: everywhere.id, quantity: 1 }] })).statusCode).toBe(200);
    const refused = await an("PATCH", `/api/v1/orders/${order.id}`, {
      products: [
        { productId: everywhere.id, quantity: 2 },
        { productId: onlyElsewhere.id, quantity: 1 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("VALIDATION_FAILED");
    expect(refused.json().error.message).toBe(`“Combo Cầu Rồng” không bán ở ${cinemaName}. Bạn hãy chọn món khác trong thực đơn của rạp nhé.`);
    expect(refused.json().error.fields.products).toBe(refused.json().error.message);
    const after = (await an("GET", `/api/v1/orders/${order.id}`)).json().result;
    expect(after.products.map((p: { quantity: number }) => p.quantity)).toEqual([1]);
    expect(after.total).toBe(65_000 + 89_000);
  });

  it("a product taken off the cinema's menu after it was added can still be removed", async () => {
    const order = await heldOrder(elsewhere, "C7");
    const combo = await createProduct(t.database.db, { name: "Combo Hoàng hôn", price: 79_000 });
    expect((await an("PATCH", `/api/v1/orders/${order.id}`, { products: [{ productId: combo.id, quantity: 1 }] })).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from product_cinemas where product_id = ${combo.id}`);
    const removed = await an("PATCH", `/api/v1/orders/${order.id}`, { products: [{ productId: combo.id, quantity: 0 }] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().result.total).toBe(65_000);
  });
});
