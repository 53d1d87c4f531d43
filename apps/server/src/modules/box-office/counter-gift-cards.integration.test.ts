import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cinema } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, signedIn } from "#server/testing/back-office-test-kit.ts";
import type { Scene } from "../booking/booking-test-kit.ts";
import type { CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { balanceAndLedger } from "../gift-cards/gift-cards-repository.ts";
import { issueGiftCard, type IssuedGiftCard } from "../gift-cards/gift-cards.ts";

// Gift cards at the box office (issue 35, decision 080): a payment method alone or mixed, and a counter refund back onto the card.
let t: CheckoutTestApp;
let own: Cinema;
let scene: Scene;
let manager: string;
let shiftId: string;
const at = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  ({ t, own, scene } = await createOrderDeskTestApp(at("2026-11-28T19:00:00")));
  manager = await signedIn(t, "manager", [own.slug]);
  shiftId = (await send(manager, "POST", "/box-office/shifts", { cinema: own.slug, openingFloat: 500_000 })).json().result.id;
});
afterAll(() => t.close());

function send(cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) {
  return asUser(t, cookie, { method, url: `/api/v1${url}`, ...(payload !== undefined && { payload }) });
}
const issue = (amountVnd: number): Promise<IssuedGiftCard> =>
  issueGiftCard(t.database.db, t.config.sessionSecret, { amountVnd, design: "song-han", actorUserId: null, now: t.now() });
const balanceOf = async (card: IssuedGiftCard) => (await balanceAndLedger(t.database.db, card.id)).balance;
const sell = (labels: string[], payments: object[], cookie = manager) =>
  send(cookie, "POST", "/box-office/sales", { shiftId, showtimeId: scene.showtimeId, seatIds: labels.map((l) => scene.seat(l).id), payments });
const priceOf = (labels: string[]) => labels.reduce((sum, l) => sum + scene.seat(l).price, 0);

describe("gift cards at the counter", () => {
  it("pays a sale with a gift card alone, and mixed with cash; a counter refund gives the card's part back onto it", async () => {
    const card = await issue(1_000_000);
    const alone = await sell(["F1"], [{ method: "gift_card", amount: priceOf(["F1"]), giftCard: { code: card.code, pin: card.pin } }]);
    expect(alone.statusCode, alone.body).toBe(201);
    expect(await balanceOf(card)).toBe(1_000_000 - priceOf(["F1"]));

    const small = await issue(30_000);
    const total = priceOf(["F3", "F4"]);
    const mixed = await sell(
      ["F3", "F4"],
      [
        { method: "gift_card", amount: 30_000, giftCard: { code: small.code.toLowerCase().match(/.{4}/g)!.join("-"), pin: small.pin } },
        { method: "cash", amount: total - 30_000, tendered: 500_000 },
      ],
    );
    expect(mixed.statusCode, mixed.body).toBe(201);
    expect(mixed.json().result.change).toBe(500_000 - (total - 30_000));
    expect(await balanceOf(small)).toBe(0);

    const code = mixed.json().result.order.code as string;
    const refund = await send(manager, "POST", `/box-office/orders/${code}/refund`, { shiftId, reason: "Khách đổi ý" });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().result.byMethod).toMatchObject({ cash: total - 30_000, gift_card: 30_000 });
    expect(await balanceOf(small)).toBe(30_000);
    const ledger = await balanceAndLedger(t.database.db, small.id);
    expect(ledger.ledger).toBe(ledger.balance);
  });

  it("refuses a wrong PIN like an unknown card, a card short of its line, and a line without the card: nothing sold, nothing taken", async () => {
    const card = await issue(50_000);
    const price = priceOf(["G1"]);
    const wrong = await sell(["G1"], [{ method: "gift_card", amount: price, giftCard: { code: card.code, pin: card.pin === "000000" ? "000001" : "000000" } }]);
    const unknown = await sell(["G1"], [{ method: "gift_card", amount: price, giftCard: { code: "0000000000000000", pin: card.pin } }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    const short = await sell(["G1"], [{ method: "gift_card", amount: price, giftCard: { code: card.code, pin: card.pin } }]);
    expect(price).toBeGreaterThan(50_000);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe("GIFT_CARD_BALANCE_LOW");
    expect(short.json().error.message).toContain(card.code.slice(-4));
    const bare = await sell(["G1"], [{ method: "gift_card", amount: price }]);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.payments).toMatch(/mã thẻ và mã PIN/);
    const badPin = await sell(["G1"], [{ method: "gift_card", amount: price, giftCard: { code: card.code, pin: "12" } }]);
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().error.fields.payments).toMatch(/6 chữ số/);
    expect(await balanceOf(card)).toBe(50_000);
    const map = await t.app.inject({ url: `/api/v1/showtimes/${scene.showtimeId}/seats` });
    const g1 = (map.json().result.rows as { seats: { label: string; status: string }[] }[]).flatMap((r) => r.seats).find((s) => s.label === "G1")!;
    expect(g1.status).toBe("available");
  });
});
