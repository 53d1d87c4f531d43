import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { emailsTo, lastEmailTo, signUp } from "../auth/auth-test-kit.ts";
import { BOOKING_NOW, createScene, customerFor, hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { expireHolds } from "../booking/release-order.ts";
import { balanceAndLedger, blockGiftCard } from "../gift-cards/gift-cards-repository.ts";
import { issueGiftCard, type IssuedGiftCard } from "../gift-cards/gift-cards.ts";
import { checkout, createCheckoutTestApp, payOnGateway, rows, type CheckoutTestApp } from "./checkout-test-kit.ts";

// Paying with gift cards at checkout and the refunds of such orders (issue 35, decision 080).
// More than 300.000 ₫ of cards on one order asks for an e-mailed code here; a refund onto a card adds 10 %.
let t: CheckoutTestApp;
let scene: Scene;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW, env: { GIFT_CARD_OTP_ABOVE: "300000", GIFT_CARD_REFUND_BONUS_PERCENT: "10", MAX_OPEN_ORDERS: "5" } });
  scene = await createScene(t);
});
afterAll(() => t?.close());

type Buyer = { customer: Customer; email: string };
async function buyer(): Promise<Buyer> {
  const { cookie, address, body } = await signUp(t);
  return { customer: customerFor(t, cookie, address), email: String(body.email).toLowerCase() };
}

const issue = (amountVnd: number, now = t.now()): Promise<IssuedGiftCard> =>
  issueGiftCard(t.database.db, t.config.sessionSecret, { amountVnd, design: "song-han", actorUserId: null, now });
const balanceOf = async (card: IssuedGiftCard) => (await balanceAndLedger(t.database.db, card.id)).balance;
const given = (card: IssuedGiftCard) => ({ code: card.code, pin: card.pin });

/** A held order of `n` seats side by side (from the third of the first row) of a showtime of its own. */
async function heldOrder(who: Buyer, n = 1): Promise<Order> {
  const own = await createScene(t);
  const res = await hold(who.customer, own.showtimeId, own.seats.slice(2, 2 + n));
  if (res.statusCode !== 201) throw new Error(`hold failed: ${res.body}`);
  return res.json().result as Order;
}
const orderOf = async (who: Buyer, id: string) => (await who.customer("GET", `/api/v1/orders/${id}`)).json().result as Order;
const paymentsOf = (orderId: string) =>
  rows(t, sql<{ amount: number; status: string }>`select amount_vnd as amount, status from payments where order_id = ${orderId} order by created_at`);
const movementsOf = (card: IssuedGiftCard) =>
  rows(t, sql<{ kind: string; amount: number }>`select kind, amount_vnd as amount from gift_card_movements where gift_card_id = ${card.id} order by seq`);

describe("POST /orders/:id/checkout with gift cards", () => {
  it("takes the card's balance first and sends the rest to VNPay; paid, the card's part stays taken", async () => {
    const who = await buyer();
    const order = await heldOrder(who, 2);
    const card = await issue(50_000);
    const res = await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.giftCards).toEqual([{ card: `••••-••••-••••-${card.code.slice(-4)}`, amount: 50_000 }]);
    expect(result.gatewayAmount).toBe(order.total - 50_000);
    expect(result.paid).toBeUndefined();
    expect(new URL(result.paymentUrl).searchParams.get("vnp_Amount")).toBe(String((order.total - 50_000) * 100));
    expect(await balanceOf(card)).toBe(0);

    await payOnGateway(t, result.paymentUrl);
    const paid = await orderOf(who, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.tickets).toHaveLength(2);
    expect(paid.giftCards).toEqual([{ card: `••••-••••-••••-${card.code.slice(-4)}`, amount: 50_000, status: "captured" }]);
    expect(paid.gatewayAmount).toBe(order.total - 50_000);
    expect(paid.afterSale?.refund).toEqual({ amount: order.total, to: "Thẻ quà tặng và VNPay" });
    expect(await paymentsOf(order.id)).toEqual([{ amount: order.total - 50_000, status: "paid" }]);
    expect(await movementsOf(card)).toEqual([
      { kind: "issue", amount: 50_000 },
      { kind: "spend", amount: -50_000 },
    ]);
    const mail = await lastEmailTo(t, who.email, "Vé");
    expect(mail.text).toContain("Thẻ quà tặng và VNPay");
  });

  it("pays the whole order with two cards, in the given order, without a gateway", async () => {
    const who = await buyer();
    const order = await heldOrder(who, 2);
    const first = await issue(30_000);
    const second = await issue(500_000);
    const res = await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(first), given(second)] });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result.paid).toBe(true);
    expect(result.gatewayAmount).toBe(0);
    expect(result.paymentUrl).toMatch(new RegExp(`/dat-ve/.*${order.code}|${order.code}`));
    expect(result.giftCards.map((part: { amount: number }) => part.amount)).toEqual([30_000, order.total - 30_000]);
    expect(await balanceOf(first)).toBe(0);
    expect(await balanceOf(second)).toBe(500_000 - (order.total - 30_000));
    const paid = await orderOf(who, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.tickets).toHaveLength(2);
    expect(await paymentsOf(order.id)).toEqual([]);
    // The seats are sold on the map.
    const map = await t.app.inject({ url: `/api/v1/showtimes/${paid.showtime.id}/seats` });
    const sold = (map.json().result.rows as { seats: { id: string; status: string }[] }[])
      .flatMap((r) => r.seats)
      .filter((s) => paid.seats.some((p) => p.id === s.id));
    expect(sold.map((s) => s.status)).toEqual(["sold", "sold"]);
  });

  it("gives the card's money back when the gateway says no, and when the hold runs out", async () => {
    const who = await buyer();
    const order = await heldOrder(who);
    const card = await issue(40_000);
    const res = await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] });
    expect(await balanceOf(card)).toBe(0);
    await payOnGateway(t, res.json().result.paymentUrl, "bank_error");
    expect((await orderOf(who, order.id)).status).toBe("held");
    expect(await balanceOf(card)).toBe(40_000);

    // Tried again, then the hold runs out: the expiry job gives it back once more.
    const again = await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] });
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(card)).toBe(0);
    const later = new Date(new Date(order.expiresAt).getTime() + 1_000);
    expect(await expireHolds({ database: t.database, clock: () => later })).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(card)).toBe(40_000);
    const ledger = await balanceAndLedger(t.database.db, card.id);
    expect(ledger.ledger).toBe(ledger.balance);
    expect((await movementsOf(card)).map((m) => m.kind)).toEqual(["issue", "spend", "refund", "spend", "refund"]);
  });

  it("trying to pay again takes the card once, not twice; without the card the earlier part goes back", async () => {
    const who = await buyer();
    const order = await heldOrder(who);
    const card = await issue(200_000);
    const body = { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] };
    // The card covers the order: paid at once. Another order tries twice with a small card.
    const small = await issue(20_000);
    const first = await checkout(who.customer, order.id, { ...body, giftCards: [given(small)] });
    expect(first.statusCode).toBe(200);
    const second = await checkout(who.customer, order.id, { ...body, giftCards: [given(small)] });
    expect(second.statusCode).toBe(200);
    expect(await balanceOf(small)).toBe(0);
    expect((await movementsOf(small)).reduce((sum, m) => sum + m.amount, 0)).toBe(0);
    const third = await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true });
    expect(third.statusCode).toBe(200);
    expect(await balanceOf(small)).toBe(20_000);
    expect(third.json().result.giftCards).toBeUndefined();
    expect(await balanceOf(card)).toBe(200_000);
  });

  it("refuses a wrong PIN exactly like an unknown card, a blocked or expired card, and an empty card, taking nothing", async () => {
    const who = await buyer();
    const order = await heldOrder(who);
    const card = await issue(60_000);
    const wrongPin = await checkout(who.customer, order.id, {
      method: "vnpay",
      giftCards: [{ code: card.code, pin: card.pin === "000000" ? "000001" : "000000" }],
    });
    const unknown = await checkout(who.customer, order.id, { method: "vnpay", giftCards: [{ code: "0000000000000000", pin: card.pin }] });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json()).toEqual(unknown.json());
    expect(wrongPin.json().error.code).toBe("GIFT_CARD_INVALID");

    const blocked = await issue(60_000);
    await blockGiftCard(t.database.db, blocked.id, t.now());
    const refused = await checkout(who.customer, order.id, { method: "vnpay", giftCards: [given(card), given(blocked)] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("GIFT_CARD_UNUSABLE");
    expect(refused.json().error.message).toContain(blocked.code.slice(-4));

    const expired = await issue(60_000, new Date(BOOKING_NOW.getTime() - 400 * 24 * 3_600_000));
    expect((await checkout(who.customer, order.id, { method: "vnpay", giftCards: [given(expired)] })).json().error.code).toBe("GIFT_CARD_UNUSABLE");

    const empty = await issue(10_000);
    const other = await heldOrder(who);
    await checkout(who.customer, other.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(empty)] });
    const low = await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(empty)] });
    expect(low.statusCode).toBe(409);
    expect(low.json().error.code).toBe("GIFT_CARD_BALANCE_LOW");
    expect(low.json().error.message).toMatch(/đã hết số dư/);

    expect(await balanceOf(card)).toBe(60_000);
    expect((await orderOf(who, order.id)).status).toBe("held");
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it("answers bad input of any shape with a Vietnamese 400; anonymous 401; another customer's order 404, the card untouched", async () => {
    const who = await buyer();
    const order = await heldOrder(who);
    const card = await issue(70_000);
    for (const giftCards of [
      "x",
      [{}],
      [{ code: card.code }],
      [{ code: "abc", pin: "1" }],
      [{ code: card.code, pin: 123456 }],
      Array(6).fill(given(card)),
      [null],
    ]) {
      const res = await checkout(who.customer, order.id, { method: "vnpay", giftCards });
      expect(res.statusCode, JSON.stringify(giftCards)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.message).toMatch(/[ạảãàáâậầấẩẫăắằặẳẵđêềếệểễôồốộổỗơờớợởỡưừứựửữ]/);
    }
    const twice = await checkout(who.customer, order.id, { method: "vnpay", giftCards: [given(card), given(card)] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields.giftCards).toMatch(/hai lần/);
    expect((await checkout(who.customer, order.id, { method: "vnpay", giftCardOtp: "12" })).statusCode).toBe(400);

    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${order.id}/checkout`,
      payload: { method: "vnpay", giftCards: [given(card)] },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await buyer();
    const foreign = await checkout(stranger.customer, order.id, { method: "vnpay", giftCards: [given(card)] });
    expect(foreign.statusCode).toBe(404);
    expect(await balanceOf(card)).toBe(70_000);
  });
});

describe("the e-mailed code above GIFT_CARD_OTP_ABOVE", () => {
  it("asks for a code before cards pay more than 300.000 ₫, counts wrong codes, and pays with the right one", async () => {
    const who = await buyer();
    const order = await heldOrder(who, 5);
    expect(order.total).toBeGreaterThan(300_000);
    const card = await issue(1_000_000);
    const body = { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] };
    const asked = await checkout(who.customer, order.id, body);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().error.code).toBe("GIFT_CARD_OTP_REQUIRED");
    expect(asked.json().error.details).toMatchObject({ giftCardAmount: order.total });
    expect(asked.json().error.details.sentTo).toMatch(/•+.*@/);
    expect(await balanceOf(card)).toBe(1_000_000);
    const mail = await lastEmailTo(t, who.email, "Mã xác nhận");
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const wrong = code === "000000" ? "000001" : "000000";
    const bad = await checkout(who.customer, order.id, { ...body, giftCardOtp: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "GIFT_CARD_OTP_INVALID", details: { attemptsLeft: 4 } });
    expect(bad.json().error.message).toContain("còn 4 lần");

    const ok = await checkout(who.customer, order.id, { ...body, giftCardOtp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.paid).toBe(true);
    expect(await balanceOf(card)).toBe(1_000_000 - order.total);
    // Used once: the same code again is refused as used.
    const other = await heldOrder(who, 5);
    const reused = await checkout(who.customer, other.id, { ...body, giftCardOtp: code });
    expect(reused.json().error.code).toBe("GIFT_CARD_OTP_EXPIRED");
  });

  it("a code dies after 5 wrong tries, even for the right code; asked again within a minute, no second code is sent", async () => {
    const who = await buyer();
    const order = await heldOrder(who, 5);
    const card = await issue(1_000_000);
    const body = { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] };
    expect((await checkout(who.customer, order.id, body)).statusCode).toBe(403);
    const code = /\b(\d{6})\b/.exec((await lastEmailTo(t, who.email, "Mã xác nhận")).text)![1]!;
    // Asked again at once: the same code stands, no second e-mail.
    expect((await checkout(who.customer, order.id, body)).statusCode).toBe(403);
    expect((await emailsTo(t, who.email)).filter((mail) => mail.subject.startsWith("Mã xác nhận"))).toHaveLength(1);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 4; i++)
      expect((await checkout(who.customer, order.id, { ...body, giftCardOtp: wrong })).json().error.code).toBe("GIFT_CARD_OTP_INVALID");
    const fifth = await checkout(who.customer, order.id, { ...body, giftCardOtp: wrong });
    expect(fifth.json().error.code).toBe("GIFT_CARD_OTP_EXPIRED");
    expect(fifth.json().error.message).toMatch(/sai mã xác nhận 5 lần/);
    // Even the right code is dead now.
    expect((await checkout(who.customer, order.id, { ...body, giftCardOtp: code })).json().error.code).toBe("GIFT_CARD_OTP_EXPIRED");
    expect(await balanceOf(card)).toBe(1_000_000);
  });
});

describe("refunds of orders paid by gift card", () => {
  it("a cancel gives the card's part back onto the card and the gateway's part through the gateway", async () => {
    const who = await buyer();
    const order = await heldOrder(who, 2);
    const card = await issue(50_000);
    const started = await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] });
    await payOnGateway(t, started.json().result.paymentUrl);
    const res = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    const cancelled = res.json().result as Order;
    expect(cancelled.status).toBe("refunded");
    expect(await balanceOf(card)).toBe(50_000);
    await t.services.checkout.runRefunds();
    const after = await orderOf(who, order.id);
    expect(after.refunds).toEqual([
      { to: "gift_card", label: `Thẻ quà tặng ••••-••••-••••-${card.code.slice(-4)}`, amount: 50_000, bonus: 0, status: "done" },
      { to: "gateway", label: "VNPay", amount: order.total - 50_000, bonus: 0, status: "done" },
    ]);
    const mail = await lastEmailTo(t, who.email, "Hoàn tiền");
    expect(mail.text).toContain(`Thẻ quà tặng ••••-••••-••••-${card.code.slice(-4)} và VNPay`);
  });

  it("a cancel of an order paid by card alone gives it all back onto the card", async () => {
    const who = await buyer();
    const order = await heldOrder(who);
    const card = await issue(250_000);
    expect((await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] })).json().result.paid).toBe(true);
    const res = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe("refunded");
    expect(await balanceOf(card)).toBe(250_000);
    expect((await movementsOf(card)).map((m) => m.kind)).toEqual(["issue", "spend", "refund"]);
    // A second cancel changes nothing.
    expect((await who.customer("POST", `/api/v1/orders/${order.id}/cancel`)).statusCode).toBe(409);
    expect(await balanceOf(card)).toBe(250_000);
  });

  it("refundTo gift_card puts the gateway's part plus the 10 % bonus on a new card e-mailed to the buyer, or on the buyer's card", async () => {
    const who = await buyer();
    const order = await heldOrder(who);
    await payOnGateway(t, (await checkout(who.customer, order.id)).json().result.paymentUrl);
    const res = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`, { refundTo: "gift_card" });
    expect(res.statusCode).toBe(200);
    const bonus = Math.round(order.total * 0.1);
    const refunds = (res.json().result as Order).refunds!;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ to: "gift_card", amount: order.total, bonus, status: "done" });
    const mail = await lastEmailTo(t, who.email, "Thẻ quà tặng");
    const code = /Mã thẻ: ([0-9A-Z-]+)/.exec(mail.text)![1]!;
    const pin = /Mã PIN: (\d{6})/.exec(mail.text)![1]!;
    const lookUp = await t.app.inject({ method: "POST", url: "/api/v1/gift-cards/balance", payload: { code, pin } });
    expect(lookUp.json().result.balance).toBe(order.total + bonus);
    // Nothing goes to the gateway.
    expect((await t.services.checkout.runRefunds()).done).toBe(0);

    const second = await heldOrder(who);
    await payOnGateway(t, (await checkout(who.customer, second.id)).json().result.paymentUrl);
    const own = await issue(10_000);
    const onto = await who.customer("POST", `/api/v1/orders/${second.id}/cancel`, { refundTo: "gift_card", giftCard: given(own) });
    expect(onto.statusCode).toBe(200);
    expect(await balanceOf(own)).toBe(10_000 + second.total + Math.round(second.total * 0.1));
    const wrongPin = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`, { refundTo: "gift_card", giftCard: { code: own.code, pin: "000000" } });
    expect([400, 409]).toContain(wrongPin.statusCode);
    const bad = await who.customer("POST", `/api/v1/orders/${order.id}/cancel`, { refundTo: "cash" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.refundTo).toMatch(/thẻ quà tặng/);
  });

  it("an order paid partly by card is not exchanged", async () => {
    const who = await buyer();
    const order = await heldOrder(who);
    const card = await issue(10_000);
    await payOnGateway(t, (await checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] })).json().result.paymentUrl);
    const paid = await orderOf(who, order.id);
    expect(paid.afterSale?.canExchange).toBe(false);
    const res = await who.customer("POST", `/api/v1/orders/${order.id}/exchange`, { showtimeId: scene.showtimeId, seatIds: [scene.seats[80]!.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/thẻ quà tặng/);
  });
});

describe("50 checkouts racing for one card's last 100.000 ₫", () => {
  it("get exactly what the balance allows", async () => {
    const card = await issue(100_000);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer()));
    const orders: { who: Buyer; order: Order }[] = [];
    for (const who of buyers) orders.push({ who, order: await heldOrder(who) });
    const price = orders[0]!.order.total;
    const answers = await Promise.all(
      orders.map(({ who, order }) => checkout(who.customer, order.id, { method: "vnpay", ageConfirmed: true, giftCards: [given(card)] })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().error.code).toBe("GIFT_CARD_BALANCE_LOW");
    const paidAtOnce = answers.filter((a) => a.statusCode === 200 && a.json().result.paid === true).length;
    const partly = answers.filter((a) => a.statusCode === 200 && !a.json().result.paid);
    expect(paidAtOnce).toBe(Math.floor(100_000 / price));
    expect(partly.length).toBe(100_000 % price === 0 ? 0 : 1);
    if (partly[0]) expect(partly[0].json().result.giftCards[0].amount).toBe(100_000 % price);
    const ledger = await balanceAndLedger(t.database.db, card.id);
    expect(ledger).toEqual({ balance: 0, ledger: 0 });
    const [spent] = await rows(
      t,
      sql<{ n: number }>`select coalesce(-sum(amount_vnd), 0)::int as n from gift_card_movements where gift_card_id = ${card.id} and kind = 'spend'`,
    );
    expect(spent!.n).toBe(100_000);
    // 50 sign-ups and holds before the race itself.
  }, 180_000);
});
