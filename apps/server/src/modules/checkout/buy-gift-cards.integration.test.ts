import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GiftCardOrder } from "@hancine/contract/gift-cards";
import { nextClientAddress } from "#server/testing/client-address.ts";
import { asUser, signedIn } from "#server/testing/back-office-test-kit.ts";
import { createCinema } from "#server/db/seed/factories.ts";
import { loadSite } from "#server/site.ts";
import { customers, type Customer } from "../booking/booking-test-kit.ts";
import { comeBack, createCheckoutTestApp, ipnPath, payOnGateway, paymentUrlFor, rows, type CheckoutTestApp } from "./checkout-test-kit.ts";
import { deliverDueGiftCards } from "../gift-cards/gift-card-delivery.ts";

// 10:00 in Hồ Chí Minh City on 29 November 2026.
const NOW = new Date("2026-11-29T03:00:00Z");

let t: CheckoutTestApp;
let buyer: Customer;
let stranger: Customer;
beforeAll(async () => {
  t = await createCheckoutTestApp({ now: NOW });
  const people = await customers(t, 2);
  buyer = people[0]!;
  stranger = people[1]!;
  await createCinema(t.database.db, { slug: "hancine-song-han" });
});
afterAll(() => t?.close());

let friends = 0;
const card = (overrides: Record<string, unknown> = {}) => {
  friends += 1;
  return {
    amount: 500_000,
    design: "sen-vang",
    recipientName: "Lan Anh",
    recipientEmail: `ban${friends}@example.vn`,
    message: "Chúc mừng sinh nhật!",
    ...overrides,
  };
};

async function buy(who: Customer, body: Record<string, unknown> = card()): Promise<GiftCardOrder> {
  const res = await who("POST", "/api/v1/gift-cards", body);
  if (res.statusCode !== 201) throw new Error(`buy failed: ${res.body}`);
  return res.json().result as GiftCardOrder;
}

const mailsTo = (address: string) =>
  rows(
    t,
    sql<{ subject: string; text: string; html: string }>`select subject, text, html from outbox_emails where to_address = ${address} order by created_at`,
  );

/** The code and PIN as the recipient reads them in the e-mail's text. */
function credentialsIn(text: string) {
  const code = /Mã thẻ: ([0-9A-Z-]{19})/.exec(text)?.[1];
  const pin = /Mã PIN: (\d{6})/.exec(text)?.[1];
  if (!code || !pin) throw new Error(`no code or PIN in: ${text.slice(0, 300)}`);
  return { code, pin };
}

/** The "gift-card-deliveries" job, run once at the test's clock. */
const deliveryJob = () => deliverDueGiftCards({ database: t.database, clock: t.now, config: t.config, site: loadSite({}) });

const balanceOf = (credentials: { code: string; pin: string }) =>
  t.app.inject({ method: "POST", url: "/api/v1/gift-cards/balance", payload: credentials, remoteAddress: nextClientAddress() });

describe("POST /gift-cards", () => {
  it("holds a gift-card order; paid on the gateway, the card is issued once and the friend's e-mail opens it", async () => {
    const body = card({ amount: 300_000 });
    const held = await buy(buyer, body);
    expect(held).toMatchObject({ kind: "gift_card", status: "held", amount: 300_000, total: 300_000, recipientEmail: body.recipientEmail, card: null });
    // GET /me/orders lists ticket orders only: the apps read a showtime on every one.
    expect((await buyer("GET", "/api/v1/me/orders")).json().result).toEqual([]);

    const paymentUrl = await paymentUrlFor(buyer, held.id);
    expect(new URL(paymentUrl).searchParams.get("vnp_Amount")).toBe("30000000");
    const landing = await payOnGateway(t, paymentUrl);
    expect(await comeBack(t, landing)).toBe(`/the-qua-tang/don/${held.code}`);

    const paid = (await buyer("GET", `/api/v1/gift-cards/orders/${held.code}`)).json().result as GiftCardOrder;
    expect(paid.status).toBe("paid");
    expect(paid.card).toMatchObject({ initial: 300_000, balance: 300_000, status: "active", recipientEmail: body.recipientEmail });
    expect(paid.card!.code).toMatch(/^••••-••••-••••-[0-9A-Z]{4}$/);
    expect(paid.card!.sentAt).not.toBeNull();

    // The gateway calls back again (and again): still one card, one e-mail.
    const ipn = t.ipns.at(-1)!;
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: "GET", url: ipnPath(ipn) })).json()).toMatchObject({ RspCode: "02" });
    const [cards] = await rows(t, sql<{ n: number }>`select count(*)::int as n from gift_cards where order_id = ${held.id}`);
    expect(cards!.n).toBe(1);

    const mails = await mailsTo(body.recipientEmail as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/tặng bạn thẻ quà tặng HanCine 300\.000\s₫/);
    expect(mails[0]!.text).toContain("Chúc mừng sinh nhật!");
    const credentials = credentialsIn(mails[0]!.text);
    expect(credentials.code.slice(-4)).toBe(paid.card!.code.slice(-4));
    const balance = await balanceOf(credentials);
    expect(balance.statusCode).toBe(200);
    expect(balance.json().result).toMatchObject({ balance: 300_000, currency: "VND" });

    // The buyer sees the card (masked) among theirs; nothing carries its PIN or whole code.
    const mine = (await buyer("GET", "/api/v1/me/gift-cards")).json().result;
    expect(mine).toEqual([expect.objectContaining({ id: paid.card!.id, balance: 300_000, orderCode: held.code })]);
    expect(JSON.stringify(mine)).not.toContain(credentials.pin);
    expect(JSON.stringify(mine)).not.toContain(credentials.code.replaceAll("-", "").slice(0, 8));
  });

  it("sends a card chosen for a later day on that day, at 08:00, once", async () => {
    const body = card({ sendAt: "2026-12-02" });
    const held = await buy(buyer, body);
    expect(held.sendAt).toBe("2026-12-02T01:00:00.000Z");
    await payOnGateway(t, await paymentUrlFor(buyer, held.id));
    expect(await mailsTo(body.recipientEmail as string)).toHaveLength(0);
    const [sealed] = await rows(t, sql<{ sealed: string | null }>`select sealed_delivery as sealed from gift_cards where order_id = ${held.id}`);
    expect(sealed!.sealed).toMatch(/^v1\./);

    t.setNow(new Date("2026-12-02T00:59:00Z"));
    try {
      expect(await deliveryJob()).toBe(0);
      t.setNow(new Date("2026-12-02T01:00:00Z"));
      expect(await deliveryJob()).toBe(1);
      expect(await deliveryJob()).toBe(0);
    } finally {
      t.setNow(NOW);
    }
    const mails = await mailsTo(body.recipientEmail as string);
    expect(mails).toHaveLength(1);
    expect((await balanceOf(credentialsIn(mails[0]!.text))).json().result.balance).toBe(500_000);
    const [after] = await rows(t, sql<{ sealed: string | null }>`select sealed_delivery as sealed from gift_cards where order_id = ${held.id}`);
    expect(after!.sealed).toBeNull();
  });

  it("refuses amounts, designs, addresses and days outside the contract with Vietnamese field messages", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [card({ amount: 50_000 }), "amount", /từ 100\.000 ₫ đến 5\.000\.000 ₫/],
      [card({ amount: 5_010_000 }), "amount", /từ 100\.000 ₫ đến 5\.000\.000 ₫/],
      [card({ amount: 123_456 }), "amount", /bội số của 10\.000 ₫/],
      [card({ amount: "nhiều" }), "amount", /./],
      [card({ design: "rong-vang" }), "design", /mẫu thẻ/],
      [card({ recipientEmail: "lan-anh" }), "recipientEmail", /không hợp lệ/],
      [card({ recipientName: " " }), "recipientName", /tên người nhận/],
      [card({ message: "x".repeat(301) }), "message", /300 ký tự/],
      [card({ sendAt: "2026-02-30" }), "sendAt", /không tồn tại/],
      // Not a date at all (the started fuzz found these answering 500).
      [card({ sendAt: "%" }), "sendAt", /YYYY-MM-DD/],
      [card({ sendAt: "NaN" }), "sendAt", /YYYY-MM-DD/],
      [card({ sendAt: "2026-11-28" }), "sendAt", /từ hôm nay/],
      [card({ sendAt: "2028-01-01" }), "sendAt", /365 ngày/],
    ];
    for (const [body, field, message] of cases) {
      const res = await buyer("POST", "/api/v1/gift-cards", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.fields[field], field).toMatch(message);
    }
    for (const payload of [[], 42]) {
      const res = await buyer("POST", "/api/v1/gift-cards", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/[ạảãáàêôơư]/);
    }
  });

  it("is for anyone signed in, whatever their role; anonymous → 401; another's order is 404", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/v1/gift-cards", payload: card(), headers: { origin: "http://localhost:3000" } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/me/gift-cards" })).statusCode).toBe(401);
    for (const role of ["staff", "manager", "admin"] as const) {
      const cookie = await signedIn(t, role, role === "admin" ? undefined : ["hancine-song-han"]);
      const res = await asUser(t, cookie, { method: "POST", url: "/api/v1/gift-cards", payload: card() });
      expect(res.statusCode, role).toBe(201);
    }
    const held = await buy(buyer);
    expect((await stranger("GET", `/api/v1/gift-cards/orders/${held.code}`)).statusCode).toBe(404);
    expect((await stranger("POST", `/api/v1/orders/${held.id}/checkout`, { method: "vnpay" })).statusCode).toBe(404);
    // The ticket-order endpoints do not read a gift card's order as a ticket order.
    expect((await buyer("GET", `/api/v1/orders/${held.id}`)).statusCode).toBe(404);
    const patch = await buyer("PATCH", `/api/v1/orders/${held.id}`, { voucherCode: "GIAM10" });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.message).toMatch(/thẻ quà tặng/);
  });

  it("keeps at most MAX_OPEN_ORDERS unpaid gift-card orders per account", async () => {
    const [someone] = await customers(t, 1);
    for (let i = 0; i < t.config.holdLimits.maxOpenOrders; i++) await buy(someone!);
    const res = await someone!("POST", "/api/v1/gift-cards", card());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("HOLD_LIMIT_REACHED");
  });

  it("a paid gift-card order cannot be cancelled or exchanged like tickets", async () => {
    const held = await buy(buyer);
    await payOnGateway(t, await paymentUrlFor(buyer, held.id));
    const cancel = await buyer("POST", `/api/v1/orders/${held.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toMatch(/không phải đơn vé xem phim/);
  });

  it("the chain's reports count the cards sold today and what is left on usable cards (admins; a cinema's report has none)", async () => {
    const admin = await signedIn(t, "admin");
    const before = (await asUser(t, admin, { url: "/api/v1/admin/reports/overview" })).json().result.giftCards;
    const held = await buy(buyer, card({ amount: 1_000_000 }));
    await payOnGateway(t, await paymentUrlFor(buyer, held.id));
    const overview = await asUser(t, admin, { url: "/api/v1/admin/reports/overview" });
    expect(overview.statusCode).toBe(200);
    const after = overview.json().result.giftCards;
    expect(after.cardsSold).toBe(before.cardsSold + 1);
    expect(after.soldAmount).toBe(before.soldAmount + 1_000_000);
    expect(after.outstanding).toBe(before.outstanding + 1_000_000);
    // Independent of the report: the balances of usable cards, summed here.
    const [sum] = await rows(
      t,
      sql<{ n: number }>`select coalesce(sum(balance_vnd), 0)::int as n from gift_cards where blocked_at is null and expires_at > now()`,
    );
    expect(after.outstanding).toBe(sum!.n);
    const dashboard = await asUser(t, admin, { url: "/api/v1/admin/reports/dashboard?from=2026-11-29&to=2026-11-29" });
    expect(dashboard.json().result.giftCards).toEqual(after);
    const manager = await signedIn(t, "manager", ["hancine-song-han"]);
    expect((await asUser(t, manager, { url: "/api/v1/admin/reports/overview" })).json().result.giftCards).toBeNull();
    const customer = await asUser(t, await signedIn(t, "customer"), { url: "/api/v1/admin/reports/overview" });
    expect(customer.statusCode).toBe(403);
  });
});
