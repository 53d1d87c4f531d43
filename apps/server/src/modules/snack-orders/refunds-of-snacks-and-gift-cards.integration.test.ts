import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SnackOrder } from "@hancine/contract/snack-orders";
import type { GiftCardOrder } from "@hancine/contract/gift-cards";
import { createProduct, type Product } from "#server/db/seed/factories.ts";
import { loadSite } from "#server/site.ts";
import { asUser, createOrderDeskTestApp, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { emailsTo, lastEmailTo, signUp } from "../auth/auth-test-kit.ts";
import { customerFor, type Customer } from "../booking/booking-test-kit.ts";
import { checkout, payOnGateway, paymentUrlFor, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { deliverDueGiftCards } from "../gift-cards/gift-card-delivery.ts";
import { balanceAndLedger } from "../gift-cards/gift-cards-repository.ts";
import { issueGiftCard, type IssuedGiftCard } from "../gift-cards/gift-cards.ts";

// Refunds of snacks ordered on their own and of bought gift cards (issue 35; decisions 079, 080, 083).
// The test's clock: 10:00 in Hồ Chí Minh City on 23 November 2026 (BOOKING_NOW).
const at = (hhmm: string) => `2026-11-23T${hhmm}:00+07:00`;

let t: CheckoutTestApp;
let combo: Product;
let staffCookie: string;
beforeAll(async () => {
  ({ t } = await createOrderDeskTestApp(new Date("2026-11-23T12:00:00Z")));
  combo = await createProduct(t.database.db, { name: "Combo Bắp Đôi", price: 109_000 });
  await t.database.db.execute(
    sql`insert into stock_levels (cinema_id, product_id, level, tracked_since, updated_at)
        select id, ${combo.id}, 500, now() - interval '30 days', now() from cinemas where slug = ${OWN_CINEMA}`,
  );
  staffCookie = await signedIn(t, "staff", [OWN_CINEMA]);
});
afterAll(() => t?.close());

type Buyer = { customer: Customer; email: string };
async function buyer(): Promise<Buyer> {
  const { cookie, address, body } = await signUp(t);
  return { customer: customerFor(t, cookie, address), email: String(body.email).toLowerCase() };
}
const issue = (amountVnd: number): Promise<IssuedGiftCard> =>
  issueGiftCard(t.database.db, t.config.sessionSecret, { amountVnd, design: "song-han", actorUserId: null, now: t.now() });
const balanceOf = async (cardId: string) => (await balanceAndLedger(t.database.db, cardId)).balance;
const comboLevel = async () =>
  (
    await rows(
      t,
      sql<{
        level: number;
      }>`select l.level from stock_levels l join cinemas c on c.id = l.cinema_id where c.slug = ${OWN_CINEMA} and l.product_id = ${combo.id}`,
    )
  )[0]!.level;

async function paidSnackOrder(who: Buyer, quantity: number, card?: IssuedGiftCard): Promise<SnackOrder> {
  const placed = await who.customer("POST", "/api/v1/snack-orders", { cinema: OWN_CINEMA, items: [{ product: combo.id, quantity }], pickupAt: at("19:30") });
  if (placed.statusCode !== 201) throw new Error(`snack order failed: ${placed.body}`);
  const order = placed.json().result as SnackOrder;
  const res = await checkout(who.customer, order.id, { method: "vnpay", ...(card && { giftCards: [{ code: card.code, pin: card.pin }] }) });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  if (!res.json().result.paid) await payOnGateway(t, res.json().result.paymentUrl);
  return (await who.customer("GET", `/api/v1/snack-orders/${order.code}`)).json().result as SnackOrder;
}
const cancelSnacks = (who: Buyer, order: { code: string }, body?: Record<string, unknown>) =>
  who.customer("POST", `/api/v1/snack-orders/${order.code}/cancel`, body);
const toStatus = (code: string, status: string) =>
  asUser(t, staffCookie, { method: "POST", url: `/api/v1/box-office/pickups/${code}/status`, payload: { status } });
const refundsOf = (orderId: string) =>
  rows(
    t,
    sql<{
      amount: number;
      status: string;
    }>`select r.amount_vnd as amount, r.status from refunds r join payments p on p.id = r.payment_id where p.order_id = ${orderId}`,
  );

describe("a customer cancels snacks ordered on their own", () => {
  it("before the counter starts: the card's part back onto the card, the gateway's through the gateway, the stock back, an e-mail", async () => {
    const who = await buyer();
    const card = await issue(100_000);
    const before = await comboLevel();
    const order = await paidSnackOrder(who, 2, card);
    expect(order.status).toBe("paid");
    expect(await comboLevel()).toBe(before - 2);
    expect(await balanceOf(card.id)).toBe(0);

    const res = await cancelSnacks(who, order);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: "refunded", pickupCode: null });
    expect(await balanceOf(card.id)).toBe(100_000);
    expect(await refundsOf(order.id)).toEqual([{ amount: 218_000 - 100_000, status: "done" }]);
    expect(await comboLevel()).toBe(before);
    const mail = await lastEmailTo(t, who.email, "Hoàn tiền 218.000");
    expect(mail.text).toContain(`Đơn bắp nước ${order.code}`);
    expect(mail.text).toContain("19:30");
    expect(mail.text).toMatch(/Thẻ quà tặng ••••-••••-••••-\w{4} và VNPay/);
    // Off the counter's screen; the counter cannot start it any more.
    const listed = await asUser(t, staffCookie, { url: `/api/v1/box-office/pickups?cinema=${OWN_CINEMA}` });
    expect(listed.json().result.map((p: { code: string }) => p.code)).not.toContain(order.code);
    expect((await toStatus(order.code, "preparing")).json().error.code).toBe("PICKUP_STATUS_INVALID");
    // Twice: already refunded.
    expect((await cancelSnacks(who, order)).json().error.code).toBe("ALREADY_REFUNDED");
    // The audit log has the customer's cancel against the cinema.
    const [audit] = await rows(t, sql<{ n: number }>`select count(*)::int as n from audit_log where action = 'order.cancel' and entity_id = ${order.id}`);
    expect(audit!.n).toBe(1);
  });

  it("once the counter is preparing them: 409 in Vietnamese, nothing refunded, the stock still taken", async () => {
    const who = await buyer();
    const order = await paidSnackOrder(who, 1);
    const level = await comboLevel();
    expect((await toStatus(order.pickupCode!, "preparing")).statusCode).toBe(200);
    const res = await cancelSnacks(who, order);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("CANCEL_WINDOW_CLOSED");
    expect(res.json().error.message).toContain("Quầy đã bắt đầu chuẩn bị");
    expect(await refundsOf(order.id)).toEqual([]);
    expect(await comboLevel()).toBe(level);
  });

  it("only its buyer: anonymous 401, another customer 404, bad codes 404; the ticket cancel still says it is not a ticket order", async () => {
    const who = await buyer();
    const stranger = await buyer();
    const order = await paidSnackOrder(who, 1);
    const anonymous = await t.app.inject({ method: "POST", url: `/api/v1/snack-orders/${order.code}/cancel`, headers: { origin: "http://localhost:3000" } });
    expect(anonymous.statusCode).toBe(401);
    expect((await cancelSnacks(stranger, order)).statusCode).toBe(404);
    expect((await cancelSnacks(who, { code: "không-có" })).statusCode).toBe(404);
    expect((await cancelSnacks(who, order, { refundTo: "ví" })).statusCode).toBe(400);
    expect((await who.customer("POST", `/api/v1/orders/${order.id}/cancel`)).statusCode).toBe(409);
    expect((await who.customer("GET", `/api/v1/snack-orders/${order.code}`)).json().result.status).toBe("paid");
  });

  it("a cancel and the counter's 'preparing' at the same moment: exactly one wins, every time", async () => {
    for (let round = 0; round < 6; round++) {
      const who = await buyer();
      const order = await paidSnackOrder(who, 1);
      const level = await comboLevel();
      const [cancel, step] = await Promise.all([cancelSnacks(who, order), toStatus(order.pickupCode!, "preparing")]);
      expect([cancel.statusCode, step.statusCode].sort(), `round ${round}: ${cancel.body} / ${step.body}`).toEqual([200, 409]);
      const [state] = await rows(
        t,
        sql<{
          status: string;
          pickup: string;
        }>`select o.status, s.status as pickup from orders o join snack_orders s on s.order_id = o.id where o.id = ${order.id}`,
      );
      if (cancel.statusCode === 200) {
        expect(state).toEqual({ status: "refunded", pickup: "paid" });
        expect(await comboLevel()).toBe(level + 1);
      } else {
        expect(state).toEqual({ status: "paid", pickup: "preparing" });
        expect(await comboLevel()).toBe(level);
        expect(await refundsOf(order.id)).toEqual([]);
      }
    }
  });
});

describe("a customer cancels a bought gift card", () => {
  const buy = async (who: Buyer, body: Record<string, unknown> = {}): Promise<GiftCardOrder> => {
    const held = await who.customer("POST", "/api/v1/gift-cards", {
      amount: 300_000,
      design: "sen-vang",
      recipientName: "Lan Anh",
      recipientEmail: `lan.${Date.now()}.${Math.random().toString(36).slice(2)}@example.vn`,
      ...body,
    });
    if (held.statusCode !== 201) throw new Error(`gift card failed: ${held.body}`);
    const order = held.json().result as GiftCardOrder;
    await payOnGateway(t, await paymentUrlFor(who.customer, order.id));
    return (await who.customer("GET", `/api/v1/gift-cards/orders/${order.code}`)).json().result as GiftCardOrder;
  };
  const cancelCard = (who: Buyer, order: { code: string }, body?: Record<string, unknown>) =>
    who.customer("POST", `/api/v1/gift-cards/orders/${order.code}/cancel`, body);
  const cardRow = async (orderId: string) =>
    (
      await rows(
        t,
        sql<{
          id: string;
          blocked: boolean;
          balance: number;
          sealed: boolean;
        }>`select id, blocked_at is not null as blocked, balance_vnd as balance, sealed_delivery is not null as sealed from gift_cards where order_id = ${orderId}`,
      )
    )[0]!;
  const overview = async () => (await asUser(t, await signedIn(t, "admin"), { url: "/api/v1/admin/reports/overview" })).json().result.giftCards;

  it("delivered but unused: refunded through the gateway, the card blocked and emptied, the reports take the sale and the liability back", async () => {
    const who = await buyer();
    const before = await overview();
    const order = await buy(who);
    expect(order.status).toBe("paid");
    const sold = await overview();
    expect(sold).toMatchObject({ cardsSold: before.cardsSold + 1, soldAmount: before.soldAmount + 300_000, outstanding: before.outstanding + 300_000 });

    const res = await cancelCard(who, order);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.status).toBe("refunded");
    expect(res.json().result.card).toMatchObject({ status: "blocked", balance: 0 });
    const card = await cardRow(order.id);
    expect(card).toMatchObject({ blocked: true, balance: 0 });
    expect(await refundsOf(order.id)).toEqual([{ amount: 300_000, status: "done" }]);
    const movements = await rows(
      t,
      sql<{ kind: string; amount: number }>`select kind, amount_vnd as amount from gift_card_movements where gift_card_id = ${card.id} order by seq`,
    );
    expect(movements).toEqual([
      { kind: "issue", amount: 300_000 },
      { kind: "expire", amount: -300_000 },
    ]);
    expect(await overview()).toEqual(before);
    const mail = await lastEmailTo(t, who.email, "Hoàn tiền 300.000");
    expect(mail.text).toContain("Đơn mua thẻ quà tặng");
    expect(mail.text).toMatch(/Thẻ ••••-••••-••••-\w{4} đã bị khoá/);
    expect((await cancelCard(who, order)).json().error.code).toBe("ALREADY_REFUNDED");
  });

  it("for a later day: refunded before its day, the card is never sent", async () => {
    const who = await buyer();
    const order = await buy(who, { sendAt: "2026-11-25" });
    expect((await cardRow(order.id)).sealed).toBe(true);
    expect((await cancelCard(who, order)).statusCode).toBe(200);
    expect(await cardRow(order.id)).toMatchObject({ blocked: true, sealed: false, balance: 0 });
    t.setNow(new Date("2026-11-25T02:00:00Z"));
    try {
      expect(await deliverDueGiftCards({ database: t.database, clock: t.now, config: t.config, site: loadSite({}) })).toBe(0);
    } finally {
      t.setNow(new Date("2026-11-23T03:00:00Z"));
    }
  });

  it("delivered and used: 409 in Vietnamese, the card still usable; onto a gift card: 400; others 404", async () => {
    const who = await buyer();
    const order = await buy(who);
    const cardId = (await cardRow(order.id)).id;
    // Spent once (a snack order paid with it, then cancelled: the money is back but the card was used).
    await t.database.db.execute(sql`insert into gift_card_movements (gift_card_id, kind, amount_vnd, at) values (${cardId}, 'spend', -50000, now())`);
    const res = await cancelCard(who, order);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("đã được dùng để thanh toán");
    expect(await cardRow(order.id)).toMatchObject({ blocked: false, balance: 250_000 });
    const other = await buy(who);
    const onto = await cancelCard(who, other, { refundTo: "gift_card" });
    expect(onto.statusCode).toBe(400);
    expect(onto.json().error.fields.refundTo).toContain("không dùng để mua thẻ quà tặng khác");
    expect((await cancelCard(await buyer(), other)).statusCode).toBe(404);
    expect((await who.customer("GET", `/api/v1/gift-cards/orders/${other.code}`)).json().result.status).toBe("paid");
  });
});

describe("the pickup e-mails", () => {
  it("paid: the pickup code, its QR, the cinema, the time and the items; ready: a short note; once each", async () => {
    const who = await buyer();
    const order = await paidSnackOrder(who, 2);
    const mails = await emailsTo(t, who.email);
    const pickup = mails.filter((mail) => mail.subject.startsWith("Mã nhận bắp nước"));
    expect(pickup).toHaveLength(1);
    const mail = pickup[0]!;
    expect(mail.subject).toBe(`Mã nhận bắp nước ${order.pickupCode} – ${order.cinema.name}, 19:30 hôm nay`);
    expect(mail.text).toContain(`Mã nhận bắp nước: ${order.pickupCode}`);
    expect(mail.text).toContain(`Rạp: ${order.cinema.name}`);
    expect(mail.text).toContain("Giờ nhận: 19:30 hôm nay");
    expect(mail.text).toContain("Món: 2 × Combo Bắp Đôi");
    expect(mail.text).toMatch(/Tổng tiền: 218\.000\s₫/);
    expect(mail.text).toContain(`/bap-nuoc/don/${order.code}`);
    // The QR inline, reading what the counter's scanner reads.
    const [qr] = mail.attachments ?? [];
    expect(qr).toMatchObject({ contentType: "image/png", cid: "ma-nhan@hancine" });
    expect(mail.html).toContain('src="cid:ma-nhan@hancine"');
    expect(Buffer.from(qr!.contentBase64, "base64").subarray(1, 4).toString()).toBe("PNG");

    for (const status of ["preparing", "ready"]) expect((await toStatus(order.pickupCode!, status)).statusCode).toBe(200);
    const ready = (await emailsTo(t, who.email)).filter((m) => m.subject.startsWith("Bắp nước của bạn đã sẵn sàng"));
    expect(ready).toHaveLength(1);
    expect(ready[0]!.subject).toBe(`Bắp nước của bạn đã sẵn sàng – mã ${order.pickupCode}`);
    expect(ready[0]!.text).toContain(order.cinema.name);
    expect((await toStatus(order.pickupCode!, "collected")).statusCode).toBe(200);
    expect((await emailsTo(t, who.email)).filter((m) => m.subject.includes("bắp nước") || m.subject.includes("Bắp nước"))).toHaveLength(2);
  });
});
