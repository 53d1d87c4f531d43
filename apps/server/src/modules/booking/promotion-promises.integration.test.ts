import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, Seat, Showtime } from "@hancine/contract/booking";
import type { PromotionDetail, Product } from "@hancine/contract/catalog";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { signUp } from "../auth/auth-test-kit.ts";
import { customerFor, type Customer } from "./booking-test-kit.ts";

// The demo chain on a Monday morning: what its promotion pages promise is what checkout takes off.
const NOW = new Date("2026-11-23T03:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: NOW, env: { CAPTCHA_ENABLED: "false" } });
});
afterAll(() => t.close());

const get = async <T>(url: string) => (await t.app.inject(url)).json().result as T;
const promotion = (slug: string) => get<PromotionDetail>(`/api/v1/promotions/${slug}`);

/** A customer holding one standard seat of a 2D evening showtime, with these concessions. */
async function heldOrder(customer: Customer, products: { productId: string; quantity: number }[] = []): Promise<Order> {
  const showtimes = await get<Showtime[]>("/api/v1/showtimes?city=da-nang&date=2026-11-24");
  const showtime = showtimes.find((s) => s.format === "2D")!;
  const rows = (await get<{ rows: { seats: Seat[] }[] }>(`/api/v1/showtimes/${showtime.id}/seats`)).rows;
  const seat = rows.flatMap((r) => r.seats).find((s) => s.type === "standard" && s.status === "available" && s.x > 4)!;
  const held = await customer("POST", "/api/v1/orders", { showtimeId: showtime.id, seatIds: [seat.id] });
  expect(held.statusCode, held.body).toBe(201);
  const order = held.json().result as Order;
  if (products.length === 0) return order;
  return (await customer("PATCH", `/api/v1/orders/${order.id}`, { products })).json().result as Order;
}

describe("what the promotion pages promise is what checkout charges", () => {
  it("'Giảm 10K combo bắp nước': the 89K Combo Sông Hàn costs 79K with the code the page shows", async () => {
    const page = await promotion("giam-10k-combo-bap-nuoc");
    expect(page.body).toContain("chỉ còn 79K thay vì 89K");
    expect(page.voucher?.benefit).toMatch(/Giảm 10\.000\s₫ mỗi combo/);
    const combo = (await get<Product[]>("/api/v1/products")).find((p) => p.slug === "combo-song-han")!;
    expect(combo.price).toBe(89_000);

    const customer = customerFor(t, (await signUp(t)).cookie);
    const order = await heldOrder(customer, [{ productId: combo.id, quantity: 1 }]);
    const applied = (await customer("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: page.voucher!.code })).json().result as Order;
    expect(applied.discount).toBe(10_000);
    expect(applied.total).toBe(order.total - 89_000 + 79_000);
  });

  it("'Tháng sinh nhật': 10K off each ticket in the birth month only, as its conditions say", async () => {
    const page = await promotion("thang-sinh-nhat");
    expect(page.title).not.toMatch(/bắp/); // no free popcorn is promised any more: checkout has no way to give it
    expect(page.voucher?.conditions).toContain("Dùng trong tháng sinh nhật của bạn (theo ngày sinh trong tài khoản).");
    const june = customerFor(t, (await signUp(t, { dateOfBirth: "1995-06-14" })).cookie);
    const november = customerFor(t, (await signUp(t, { dateOfBirth: "1995-11-02" })).cookie);

    const refused = await june("PATCH", `/api/v1/orders/${(await heldOrder(june)).id}`, { voucherCode: page.voucher!.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "VOUCHER_UNAVAILABLE" });
    const order = await heldOrder(november);
    const applied = (await november("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: page.voucher!.code })).json().result as Order;
    expect(applied.discount).toBe(10_000);
  });

  it("'Thành viên mới' is for a first order, 'Ví MoMo' names its payment method and minimum", async () => {
    expect((await promotion("thanh-vien-moi-giam-10k")).voucher?.conditions).toContain("Dành cho đơn hàng đầu tiên của tài khoản.");
    const momo = await promotion("giam-5k-vi-momo");
    expect(momo.summary).toContain("từ 90K");
    expect(momo.voucher).toMatchObject({ code: "GIAM5K", paymentMethods: ["momo"] });
    expect(momo.voucher?.conditions).toEqual(expect.arrayContaining(["Đơn hàng từ 90.000\u00a0₫ trở lên.", "Thanh toán bằng Ví MoMo."]));
  });

  it("every promotion that advertises a code shows its benefit, conditions and dates; the others none", async () => {
    const all = await get<{ slug: string }[]>("/api/v1/promotions");
    const details = await Promise.all(all.map((p) => promotion(p.slug)));
    const withCode = details.filter((p) => p.voucher);
    expect(withCode.length).toBeGreaterThanOrEqual(8);
    for (const p of withCode) {
      expect(p.voucher!.benefit.length, p.slug).toBeGreaterThan(10);
      expect(p.body, p.slug).toContain(p.voucher!.code);
      expect(p.voucher!.conditions.at(-1), p.slug).toMatch(/^Hiệu lực từ \d{2}\/\d{2}\/\d{4} đến hết \d{2}\/\d{2}\/\d{4}\.$/);
    }
  });
});
