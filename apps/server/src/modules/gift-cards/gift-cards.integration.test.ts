import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { issueGiftCard, spendGiftCard, type IssuedGiftCard } from "./gift-cards.ts";
import { balanceAndLedger, blockGiftCard } from "./gift-cards-repository.ts";

const NOW = new Date("2026-11-29T10:00:00+07:00");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t?.close());

const issue = (amountVnd: number): Promise<IssuedGiftCard> =>
  issueGiftCard(t.database.db, t.config.sessionSecret, { amountVnd, design: "sen-vang", actorUserId: null, now: t.now() });

const lookUp = (payload: unknown, address = nextClientAddress()) =>
  t.app.inject({ method: "POST", url: "/api/v1/gift-cards/balance", payload: payload as object, remoteAddress: address });

/** The code as printed on the card: groups of four, as a person types it. */
const printed = (code: string) => code.match(/.{4}/g)!.join("-").toLowerCase();

describe("POST /gift-cards/balance", () => {
  it("answers a card's balance and expiry for its code and PIN, typed as printed", async () => {
    const card = await issue(300_000);
    const res = await lookUp({ code: printed(card.code), pin: card.pin });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json().result).toEqual({ balance: 300_000, expiresAt: "2027-11-29T03:00:00.000Z", currency: "VND" });
  });

  it("says the same for a wrong PIN and for a card that does not exist", async () => {
    const card = await issue(100_000);
    const wrongPin = await lookUp({ code: card.code, pin: card.pin === "000000" ? "000001" : "000000" });
    const noCard = await lookUp({ code: "0000000000000000", pin: card.pin });
    expect(wrongPin.statusCode).toBe(400);
    expect(noCard.statusCode).toBe(400);
    expect(wrongPin.json()).toEqual(noCard.json());
    expect(wrongPin.json().error.code).toBe("GIFT_CARD_INVALID");
    expect(wrongPin.json().error.message).toMatch(/mã PIN không đúng/);
  });

  it("after 5 wrong PINs for a code answers 429 for an hour, even to the right PIN, from any address", async () => {
    const card = await issue(100_000);
    const wrong = card.pin === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++) expect((await lookUp({ code: card.code, pin: wrong })).statusCode).toBe(400);
    const locked = await lookUp({ code: card.code, pin: card.pin });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(3_500);
    // An unknown code is locked the same way: a 429 does not tell that a card exists.
    for (let i = 0; i < 5; i++) await lookUp({ code: "1111111111111111", pin: "123456" });
    expect((await lookUp({ code: "1111111111111111", pin: "123456" })).statusCode).toBe(429);
    t.setNow(new Date(NOW.getTime() + 61 * 60_000));
    try {
      expect((await lookUp({ code: card.code, pin: card.pin })).statusCode).toBe(200);
    } finally {
      t.setNow(NOW);
    }
  });

  it("after 20 wrong tries from one address answers 429 to that address only", async () => {
    const address = nextClientAddress();
    const cards = await Promise.all(Array.from({ length: 5 }, () => issue(50_000)));
    for (let i = 0; i < 20; i++) await lookUp({ code: cards[i % 5]!.code, pin: i % 2 === 0 ? "000000" : "999999" }, address);
    const fresh = await issue(50_000);
    expect((await lookUp({ code: fresh.code, pin: fresh.pin }, address)).statusCode).toBe(429);
    expect((await lookUp({ code: fresh.code, pin: fresh.pin })).statusCode).toBe(200);
  });

  it("refuses a blocked card with 409, and bad input with a Vietnamese 400 that changes nothing", async () => {
    const card = await issue(200_000);
    await blockGiftCard(t.database.db, card.id, t.now());
    const blocked = await lookUp({ code: card.code, pin: card.pin });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe("GIFT_CARD_UNUSABLE");
    for (const payload of [
      {},
      { code: card.code },
      { code: 12, pin: card.pin },
      { code: card.code, pin: "12ab56" },
      { code: "x".repeat(5_000), pin: "123456" },
      [],
    ]) {
      const res = await lookUp(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.message).toMatch(/[ạảãàáâậầấẩẫăằắẳẵặẹẻẽèéêềếểễệịỉĩìíọỏõòóôồốổỗộơờớởỡợụủũùúưừứửữựỳýỵỷỹđ]/i);
    }
  });
});

describe("spending a card", () => {
  it("takes what the balance allows and no more; every movement is a row and the balance their sum", async () => {
    const card = await issue(100_000);
    const spend = (amountVnd: number) => spendGiftCard(t.database.db, { giftCardId: card.id, amountVnd, orderId: null, actorUserId: null, now: t.now() });
    await spend(60_000);
    await expect(spend(50_000)).rejects.toMatchObject({ code: "GIFT_CARD_BALANCE_LOW" });
    await spend(40_000);
    expect(await balanceAndLedger(t.database.db, card.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("refuses to spend a blocked or expired card", async () => {
    const card = await issue(100_000);
    await blockGiftCard(t.database.db, card.id, t.now());
    await expect(spendGiftCard(t.database.db, { giftCardId: card.id, amountVnd: 1_000, orderId: null, actorUserId: null, now: t.now() })).rejects.toMatchObject(
      {
        code: "GIFT_CARD_UNUSABLE",
      },
    );
    const old = await issue(100_000);
    const nextYear = new Date(NOW.getTime() + 366 * 24 * 3_600_000);
    await expect(spendGiftCard(t.database.db, { giftCardId: old.id, amountVnd: 1_000, orderId: null, actorUserId: null, now: nextYear })).rejects.toMatchObject(
      {
        code: "GIFT_CARD_UNUSABLE",
      },
    );
  });
});

// Fifty connections spending one balance at once is PostgreSQL's to decide (PGlite runs one statement at a time).
describe.skipIf(!process.env.TEST_DATABASE_URL)("50 spends of one card's last 100.000 ₫ at once (PostgreSQL)", () => {
  it("let through exactly what the balance allows, never below zero", async () => {
    for (let round = 0; round < 5; round++) {
      const card = await issue(100_000);
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () =>
          t.database.db.transaction((tx) => spendGiftCard(tx, { giftCardId: card.id, amountVnd: 30_000, orderId: null, actorUserId: null, now: t.now() })),
        ),
      );
      const spent = results.filter((r) => r.status === "fulfilled").length;
      const refused = results.filter((r) => r.status === "rejected" && (r.reason as { code?: string }).code === "GIFT_CARD_BALANCE_LOW").length;
      expect({ spent, refused }, `round ${round}`).toEqual({ spent: 3, refused: 47 });
      expect(await balanceAndLedger(t.database.db, card.id)).toEqual({ balance: 10_000, ledger: 10_000 });
    }
  });
});
