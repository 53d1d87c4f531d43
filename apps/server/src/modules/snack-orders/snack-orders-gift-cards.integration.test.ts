import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SnackOrder } from "@hancine/contract/snack-orders";
import type { GiftCardOrder } from "@hancine/contract/gift-cards";
import { createProduct, type Product } from "#server/db/seed/factories.ts";
import { createOrderDeskTestApp, OWN_CINEMA } from "#server/testing/back-office-test-kit.ts";
import { customers, type Customer } from "../booking/booking-test-kit.ts";
import { checkout, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { balanceAndLedger } from "../gift-cards/gift-cards-repository.ts";
import { issueGiftCard, type IssuedGiftCard } from "../gift-cards/gift-cards.ts";

// Gift cards pay snacks ordered on their own (decisions 080, 083), never another gift card.
// The test's clock: 10:00 in Hồ Chí Minh City on 23 November 2026 (BOOKING_NOW).
const at = (hhmm: string) => `2026-11-23T${hhmm}:00+07:00`;

let t: CheckoutTestApp;
let buyer: Customer;
let combo: Product;
beforeAll(async () => {
  ({ t } = await createOrderDeskTestApp(new Date("2026-11-23T12:00:00Z")));
  [buyer] = (await customers(t, 1)) as [Customer];
  combo = await createProduct(t.database.db, { name: "Combo Bắp Đôi", price: 109_000 });
});
afterAll(() => t?.close());

const issue = (amountVnd: number): Promise<IssuedGiftCard> =>
  issueGiftCard(t.database.db, t.config.sessionSecret, { amountVnd, design: "song-han", actorUserId: null, now: t.now() });
const given = (card: IssuedGiftCard) => ({ code: card.code, pin: card.pin });
const balanceOf = async (card: IssuedGiftCard) => (await balanceAndLedger(t.database.db, card.id)).balance;
const masked = (card: IssuedGiftCard) => `••••-••••-••••-${card.code.slice(-4)}`;
const snackOrder = async (quantity = 2): Promise<SnackOrder> => {
  const res = await buyer("POST", "/api/v1/snack-orders", { cinema: OWN_CINEMA, items: [{ product: combo.id, quantity }], pickupAt: at("19:30") });
  if (res.statusCode !== 201) throw new Error(`snack order failed: ${res.body}`);
  return res.json().result as SnackOrder;
};
const viewed = async (order: { code: string }) => (await buyer("GET", `/api/v1/snack-orders/${order.code}`)).json().result as SnackOrder;
const paymentsOf = (orderId: string) =>
  rows(t, sql<{ amount: number; status: string }>`select amount_vnd as amount, status from payments where order_id = ${orderId}`);

describe("gift cards pay snacks ordered on their own", () => {
  it("a card pays its balance and VNPay the rest; once paid, the pickup code appears and the card's part stays taken", async () => {
    const order = await snackOrder(2);
    const card = await issue(100_000);
    const res = await checkout(buyer, order.id, { method: "vnpay", giftCards: [given(card)] });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.giftCards).toEqual([{ card: masked(card), amount: 100_000 }]);
    expect(result.gatewayAmount).toBe(218_000 - 100_000);
    expect(new URL(result.paymentUrl).searchParams.get("vnp_Amount")).toBe(String(118_000 * 100));
    expect(new URL(result.paymentUrl).searchParams.get("vnp_OrderInfo")).toContain("bap nuoc");
    expect(await balanceOf(card)).toBe(0);

    await payOnGateway(t, result.paymentUrl);
    const paid = await viewed(order);
    expect(paid).toMatchObject({ status: "paid", pickupStatus: "paid" });
    expect(paid.pickupCode).toMatch(/^[2-9A-Z]{6}$/);
    expect(await paymentsOf(order.id)).toEqual([{ amount: 118_000, status: "paid" }]);
    const [part] = await rows(t, sql<{ status: string }>`select status from order_gift_card_payments where order_id = ${order.id}`);
    expect(part!.status).toBe("captured");
  });

  it("cards covering the whole order pay it without a gateway and lead to the pickup page", async () => {
    const order = await snackOrder(1);
    const card = await issue(500_000);
    const res = await checkout(buyer, order.id, { method: "vnpay", giftCards: [given(card)] });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ paid: true, gatewayAmount: 0 });
    expect(res.json().result.paymentUrl).toContain(`/bap-nuoc/don/${order.code}`);
    expect(await balanceOf(card)).toBe(500_000 - 109_000);
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await viewed(order)).toMatchObject({ status: "paid", pickupStatus: "paid" });
  });

  it("a gift card does not buy a gift card: 400 in Vietnamese saying why, the card untouched", async () => {
    const held = await buyer("POST", "/api/v1/gift-cards", { amount: 200_000, design: "sen-vang", recipientName: "Lan", recipientEmail: "lan@example.vn" });
    expect(held.statusCode).toBe(201);
    const order = held.json().result as GiftCardOrder;
    const card = await issue(500_000);
    const res = await checkout(buyer, order.id, { method: "vnpay", giftCards: [given(card)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_FAILED");
    expect(res.json().error.fields.giftCards).toContain("không dùng để mua thẻ quà tặng khác");
    expect(await balanceOf(card)).toBe(500_000);
    expect((await buyer("GET", `/api/v1/gift-cards/orders/${order.code}`)).json().result.status).toBe("held");
  });
});
