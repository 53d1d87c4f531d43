import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { issueGiftCard, spendGiftCard, type IssuedGiftCard } from "./gift-cards.ts";

const NOW = new Date("2026-11-29T10:00:00+07:00");
const OWN = "hancine-song-han";
const FOREIGN = "hancine-son-tra";

let t: TestApp;
let staff: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, seed: true });
  staff = await signedIn(t, "staff", [OWN]);
  manager = await signedIn(t, "manager", [OWN]);
}, 120_000);
afterAll(() => t?.close());

const issue = (amountVnd: number): Promise<IssuedGiftCard> =>
  issueGiftCard(t.database.db, t.config.sessionSecret, {
    amountVnd,
    design: "sen-vang",
    recipientName: "Lan",
    recipientEmail: "lan@example.vn",
    actorUserId: null,
    now: t.now(),
  });
const lookUp = (cookie: string | undefined, code: unknown) => asUser(t, cookie, { method: "POST", url: "/api/v1/admin/gift-cards/lookup", payload: { code } });
const block = (cookie: string | undefined, id: string, reason: unknown = "Khách báo mất thẻ") =>
  asUser(t, cookie, { method: "POST", url: `/api/v1/admin/gift-cards/${id}/block`, payload: { reason } });

describe("the order desk's gift cards", () => {
  it("staff of any cinema look a card up by its code: masked code, balance and ledger; the look-up is audited", async () => {
    const card = await issue(300_000);
    await spendGiftCard(t.database.db, { giftCardId: card.id, amountVnd: 120_000, orderId: null, actorUserId: null, now: t.now() });
    const foreignStaff = await signedIn(t, "staff", [FOREIGN]);
    for (const cookie of [staff, foreignStaff]) {
      const res = await lookUp(cookie, card.code.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json().result;
      expect(found).toMatchObject({ id: card.id, initial: 300_000, balance: 180_000, status: "active", recipientName: "Lan", blockedAt: null });
      expect(found.code).toBe(`••••-••••-••••-${card.code.slice(-4)}`);
      expect(res.body).not.toContain(card.code);
      expect(found.movements.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
        ["issue", 300_000],
        ["spend", -120_000],
      ]);
    }
    const lookups = await queryRows(
      t.database.db,
      sql<{ n: number }>`select count(*)::int as n from audit_log where action = 'gift_card.lookup' and details->>'giftCardId' = ${card.id}`,
    );
    expect(lookups[0]!.n).toBe(2);
  });

  it("an unknown code → 404, bad input → a Vietnamese 400; customers and anonymous are refused", async () => {
    expect((await lookUp(staff, "0000000000000000")).statusCode).toBe(404);
    for (const code of [undefined, 12, "abc", "x".repeat(500)]) {
      const res = await lookUp(staff, code);
      expect(res.statusCode, String(code).slice(0, 20)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
    }
    const card = await issue(100_000);
    await expectGuarded(t, { method: "POST", url: "/api/v1/admin/gift-cards/lookup", payload: { code: card.code } }, { minRole: "staff" });
  });

  it("a manager blocks a lost card with a reason: nothing can be spent from it, its balance says so, a second block → 409", async () => {
    const card = await issue(200_000);
    await expectGuarded(t, { method: "POST", url: `/api/v1/admin/gift-cards/${card.id}/block`, payload: { reason: "Mất thẻ" } }, { minRole: "manager" });
    expect((await block(manager, card.id, "ab")).statusCode).toBe(400);
    expect((await block(manager, "not-a-card")).statusCode).toBe(400);
    expect((await block(manager, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const res = await block(manager, card.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: "blocked", balance: 200_000 });
    const again = await block(manager, card.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Thẻ quà tặng này đã bị khoá trước đó.");
    await expect(spendGiftCard(t.database.db, { giftCardId: card.id, amountVnd: 1_000, orderId: null, actorUserId: null, now: t.now() })).rejects.toMatchObject(
      {
        code: "GIFT_CARD_UNUSABLE",
      },
    );
    const balance = await t.app.inject({
      method: "POST",
      url: "/api/v1/gift-cards/balance",
      payload: { code: card.code, pin: card.pin },
      remoteAddress: nextClientAddress(),
    });
    expect(balance.statusCode).toBe(409);
    // Cards are the chain's, not a cinema's: their trail is the admins' to read.
    const trail = await asUser(t, await signedIn(t, "admin"), { method: "GET", url: `/api/v1/admin/audit?entity=gift_card&id=${card.id}` });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(JSON.stringify(trail.json().result)).toContain("Khách báo mất thẻ");
  });
});
