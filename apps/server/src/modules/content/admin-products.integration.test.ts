import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCinema } from "#server/db/seed/factories.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { NOW } from "../auth/auth-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { uploadedImage } from "../catalog/films-test-kit.ts";

/** Issue 15, "Content" part 2: popcorn, drinks and combos in the back office (`/admin/products`). */

let t: TestApp;
let admin: string;
let square: string;
let wide: string;
let cinemaA: string;
let cinemaB: string;

const uploaded = (width: number, height: number, colour: string) => uploadedImage(t, admin, width, height, colour);

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW });
  admin = await signedIn(t, "admin");
  [square, wide] = await Promise.all([uploaded(800, 800, "#ffbe0b"), uploaded(1280, 720, "#3a86ff")]);
  cinemaA = (await createCinema(t.database.db)).id;
  cinemaB = (await createCinema(t.database.db)).id;
});
afterAll(() => t.close());

const productBody = (overrides: Record<string, unknown> = {}) => ({
  kind: "combo",
  name: `Combo Sông Hàn ${Math.random().toString(36).slice(2, 7)}`,
  price: 119_000,
  imageMediaId: square,
  description: "1 bắp lớn vị caramel và 2 nước ngọt.",
  cinemaIds: [cinemaA],
  active: true,
  ...overrides,
});

const publicMenu = async () => (await t.app.inject("/api/v1/products")).json().result as { id: string; price: number }[];

describe("who may change products", () => {
  it("refuses every product endpoint to anyone but an admin (401 signed out, 403 customer, staff, manager)", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    await expectGuarded(t, { method: "GET", url: "/api/v1/admin/products" }, { minRole: "admin" });
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/products", payload: productBody() }, { minRole: "admin" });
    await expectGuarded(t, { method: "GET", url: `/api/v1/admin/products/${id}` }, { minRole: "admin" });
    await expectGuarded(t, { method: "PATCH", url: `/api/v1/admin/products/${id}`, payload: {} }, { minRole: "admin" });
  });
});

describe("products", () => {
  it("the demo's products are sold at every cinema (migration 0021)", async () => {
    const list = (await asUser(t, admin, { method: "GET", url: "/api/v1/admin/products" })).json().result.items as { cinemaIds: string[] }[];
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) expect(product.cinemaIds.length).toBeGreaterThan(0);
  });

  it("adds a combo sold at one cinema, puts it on the menu, changes its price and cinemas, archives it, and audits each step", async () => {
    const created = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/products", payload: productBody() });
    expect(created.statusCode).toBe(201);
    const product = created.json().result;
    expect(product).toMatchObject({ kind: "combo", price: 119_000, cinemaIds: [cinemaA], active: true, imageMediaId: expect.any(String) });
    expect((await publicMenu()).find((p) => p.id === product.id)?.price).toBe(119_000);

    const changed = await asUser(t, admin, {
      method: "PATCH",
      url: `/api/v1/admin/products/${product.id}`,
      payload: { price: 129_000, cinemaIds: [cinemaB, cinemaA] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result.price).toBe(129_000);
    expect([...changed.json().result.cinemaIds].sort()).toEqual([cinemaA, cinemaB].sort());
    expect((await publicMenu()).find((p) => p.id === product.id)?.price).toBe(129_000);

    const archived = await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/products/${product.id}`, payload: { active: false } });
    expect(archived.json().result.active).toBe(false);
    expect((await publicMenu()).map((p) => p.id)).not.toContain(product.id);

    const audit = (await asUser(t, admin, { method: "GET", url: `/api/v1/admin/audit?entity=product&id=${product.id}` })).json().result;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(["product.archive", "product.update", "product.create"]);
    // A save that changes nothing writes nothing.
    await asUser(t, admin, { method: "PATCH", url: `/api/v1/admin/products/${product.id}`, payload: { active: false } });
    expect((await asUser(t, admin, { method: "GET", url: `/api/v1/admin/audit?entity=product&id=${product.id}` })).json().result).toHaveLength(3);
  });

  it("refuses a price of 0, a negative or fractional price, in Vietnamese", async () => {
    for (const price of [0, -1000, 45_000.5]) {
      const bad = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/products", payload: productBody({ price }) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.price).toMatch(/Giá bán/);
    }
  });

  it("refuses an unknown cinema with a Vietnamese message, and no cinema at all, and stores nothing", async () => {
    const before = (await asUser(t, admin, { method: "GET", url: "/api/v1/admin/products" })).json().result.total;
    const unknown = await asUser(t, admin, {
      method: "POST",
      url: "/api/v1/admin/products",
      payload: productBody({ cinemaIds: [cinemaA, "00000000-0000-4000-8000-000000000000"] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.cinemaIds).toBe("Có rạp không tồn tại trong chuỗi. Bạn hãy tải lại trang và chọn lại các rạp.");
    const none = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/products", payload: productBody({ cinemaIds: [] }) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.cinemaIds).toMatch(/ít nhất một rạp/);
    const wrongShape = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/products", payload: productBody({ imageMediaId: wide, name: "" }) });
    expect(wrongShape.statusCode).toBe(400);
    expect(Object.keys(wrongShape.json().error.fields)).toEqual(["name"]);
    const misshapen = await asUser(t, admin, { method: "POST", url: "/api/v1/admin/products", payload: productBody({ imageMediaId: wide }) });
    expect(misshapen.json().error.fields.imageMediaId).toMatch(/vuông/);
    expect((await asUser(t, admin, { method: "GET", url: "/api/v1/admin/products" })).json().result.total).toBe(before);
  });

  it("refuses an unknown cinema on a change too, and leaves the product as it was", async () => {
    const product = (await asUser(t, admin, { method: "POST", url: "/api/v1/admin/products", payload: productBody() })).json().result;
    const bad = await asUser(t, admin, {
      method: "PATCH",
      url: `/api/v1/admin/products/${product.id}`,
      payload: { cinemaIds: ["00000000-0000-4000-8000-000000000001"], price: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.cinemaIds).toMatch(/rạp không tồn tại/);
    expect((await asUser(t, admin, { method: "GET", url: `/api/v1/admin/products/${product.id}` })).json().result).toMatchObject({
      price: 119_000,
      cinemaIds: [cinemaA],
    });
  });
});
