import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GiftCardOrder } from "@hancine/contract/gift-cards";
import type { SnackOrder } from "@hancine/contract/snack-orders";
import { createProduct, type Product } from "#server/db/seed/factories.ts";
import { asUser, createOrderDeskTestApp, OWN_CINEMA, signedIn } from "#server/testing/back-office-test-kit.ts";
import { customerSaying, emailsTo, SITE } from "../auth/auth-test-kit.ts";
import { comeBack, payOnGateway, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { issueGiftCard } from "../gift-cards/gift-cards.ts";

// Issue 37, decision 098: gift-card and snack orders keep the language of the page that made them
// (the browser's Accept-Language is its page's <html lang>): back from the gateway on their English
// page, their e-mails in English linking the English pages; the refusals on these flows in the
// request's language. Vietnamese, the default, as before (the other suites hold its words).
// The test's clock: 10:00 in Hồ Chí Minh City on 23 November 2026.
const at = (hhmm: string) => `2026-11-23T${hhmm}:00+07:00`;
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/iu;

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

type Buyer = Awaited<ReturnType<typeof customerSaying>>;

const localeOf = async (orderId: string) => (await rows(t, sql<{ locale: string }>`select locale from orders where id = ${orderId}`))[0]!.locale;
/** The e-mails to `to`, oldest first; money's no-break space read as a space. */
const mailsTo = async (to: string) =>
  (await emailsTo(t, to))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((mail) => ({ subject: mail.subject.replace(/\u00a0/g, " "), html: mail.html, text: mail.text.replace(/\u00a0/g, " ") }));
/** The text of an e-mail with the chain's own words (marked `lang="vi"` in its HTML), people's names and the company's footer taken out. */
const withoutChainWords = (mail: { text: string }, ...words: string[]) =>
  words.reduce((text, word) => text.split(word).join(""), mail.text.split("\n--\n")[0]!);

async function buyGiftCard(who: Buyer, recipientEmail: string): Promise<{ order: GiftCardOrder; back: string }> {
  const held = await who.customer("POST", "/api/v1/gift-cards", { amount: 300_000, design: "sen-vang", recipientName: "Alex Taylor", recipientEmail });
  expect(held.statusCode).toBe(201);
  const order = held.json().result as GiftCardOrder;
  const started = await who.customer("POST", `/api/v1/orders/${order.id}/checkout`, { method: "vnpay" });
  const back = await comeBack(t, await payOnGateway(t, started.json().result.paymentUrl));
  return { order: (await who.customer("GET", `/api/v1/gift-cards/orders/${order.code}`)).json().result as GiftCardOrder, back };
}

async function orderSnacks(who: Buyer): Promise<{ order: SnackOrder; back: string }> {
  const placed = await who.customer("POST", "/api/v1/snack-orders", { cinema: OWN_CINEMA, items: [{ product: combo.id, quantity: 1 }], pickupAt: at("19:30") });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().result as SnackOrder;
  const started = await who.customer("POST", `/api/v1/orders/${order.id}/checkout`, { method: "vnpay" });
  const back = await comeBack(t, await payOnGateway(t, started.json().result.paymentUrl));
  return { order: (await who.customer("GET", `/api/v1/snack-orders/${order.code}`)).json().result as SnackOrder, back };
}

describe("a gift card bought on the English site", () => {
  it("is English: back on its English page, the card e-mailed in English with the English balance page", async () => {
    const who = await customerSaying(t, "en");
    const to = `alex.${Date.now()}@example.com`;
    const { order, back } = await buyGiftCard(who, to);
    expect(order.status).toBe("paid");
    expect(await localeOf(order.id)).toBe("en");
    expect(back).toBe(`/en/the-qua-tang/don/${order.code}`);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toMatch(/^.+ sent you a HanCine gift card of 300\.000 ₫$/);
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.text).toContain("Hi Alex Taylor,");
    expect(mail!.text).toMatch(/Card number: \w{4}-\w{4}-\w{4}-\w{4}\nPIN: \d{6}\nBalance: 300\.000 ₫\nValid until: the end of \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(mail!.text).toMatch(/Check the card's balance: http:\/\/[^/]+\/en\/the-qua-tang/);
    expect(mail!.html).toContain("Gift card · Golden lotus");
    expect(withoutChainWords(mail!, who.name)).not.toMatch(VIETNAMESE);
  });

  it("is Vietnamese from the Vietnamese site (no Accept-Language), as before", async () => {
    const who = await customerSaying(t);
    const to = `lan.${Date.now()}@example.vn`;
    const { order, back } = await buyGiftCard(who, to);
    expect(await localeOf(order.id)).toBe("vi");
    expect(back).toBe(`/the-qua-tang/don/${order.code}`);
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toMatch(/tặng bạn thẻ quà tặng HanCine 300\.000 ₫$/);
    expect(mail!.html).toContain('<html lang="vi">');
    expect(mail!.text).toMatch(/Kiểm tra số dư thẻ: http:\/\/[^/]+\/the-qua-tang/);
  });

  it("cancelled: the refund e-mail in English, its link to the English gift cards page", async () => {
    const who = await customerSaying(t, "en");
    const { order } = await buyGiftCard(who, `sam.${Date.now()}@example.com`);
    const res = await who.customer("POST", `/api/v1/gift-cards/orders/${order.code}/cancel`, { refundTo: "original" });
    expect(res.statusCode).toBe(200);
    const mail = (await mailsTo(who.email)).find((m) => m.subject.startsWith("Refund of 300.000 ₫ for order"))!;
    expect(mail.text).toContain(`Gift card order ${order.code}: a card of 300.000 ₫ for Alex Taylor.`);
    expect(mail.text).toMatch(new RegExp(`You cancelled order ${order.code}\\. Card ••••-••••-••••-\\w{4} has been blocked`));
    expect(mail.text).toMatch(/Buy another gift card: http:\/\/[^/]+\/en\/the-qua-tang/);
    expect(withoutChainWords(mail, who.name)).not.toMatch(VIETNAMESE);
  });

  it("answers the balance look-up's refusal in the request's language", async () => {
    const card = await issueGiftCard(t.database.db, t.config.sessionSecret, { amountVnd: 100_000, design: "song-han", actorUserId: null, now: t.now() });
    const wrong = card.pin === "000000" ? "111111" : "000000";
    const ask = (language?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/gift-cards/balance",
        headers: { origin: SITE, ...(language && { "accept-language": language }) },
        payload: { code: card.code, pin: wrong },
      });
    expect((await ask("en")).json().error.message).toBe("The gift card number or PIN is wrong. Please check them on the card.");
    expect((await ask()).json().error.message).toMatch(VIETNAMESE);
  });
});

describe("snacks ordered on the English site", () => {
  it("are English: back on the English order page, the pickup and ready e-mails in English, the chain's words marked", async () => {
    const who = await customerSaying(t, "en");
    const { order, back } = await orderSnacks(who);
    expect(order.status).toBe("paid");
    expect(await localeOf(order.id)).toBe("en");
    expect(back).toBe(`/en/bap-nuoc/don/${order.code}`);
    const pickup = (await mailsTo(who.email)).find((m) => m.subject.startsWith("Snack pickup code"))!;
    expect(pickup.subject).toMatch(new RegExp(`^Snack pickup code ${order.pickupCode} – .+, 19:30 today$`));
    expect(pickup.html).toContain('<html lang="en">');
    expect(pickup.html).toContain('<span lang="vi">Combo Bắp Đôi</span>');
    expect(pickup.html).toContain(`alt="QR code of pickup code ${order.pickupCode}"`);
    expect(pickup.text).toContain("Pickup: 19:30 today\nItems: 1 × Combo Bắp Đôi\nTotal: 109.000 ₫");
    expect(pickup.text).toMatch(new RegExp(`See your order and its status: http://[^/]+/en/bap-nuoc/don/${order.code}`));
    expect(withoutChainWords(pickup, who.name, "Combo Bắp Đôi", order.cinema.name, order.cinema.address)).not.toMatch(VIETNAMESE);

    const moved = async (status: string) =>
      asUser(t, staffCookie, { method: "POST", url: `/api/v1/box-office/pickups/${order.pickupCode}/status`, payload: { status } });
    expect((await moved("preparing")).statusCode).toBe(200);
    expect((await moved("ready")).statusCode).toBe(200);
    const ready = (await mailsTo(who.email)).find((m) => m.subject.startsWith("Your snacks are ready"))!;
    expect(ready.subject).toBe(`Your snacks are ready – code ${order.pickupCode}`);
    expect(ready.text).toMatch(new RegExp(`Open the pickup code: http://[^/]+/en/bap-nuoc/don/${order.code}`));
  });

  it("cancelled onto a new gift card: the refund and the card's e-mails in English", async () => {
    const who = await customerSaying(t, "en");
    const { order } = await orderSnacks(who);
    const res = await who.customer("POST", `/api/v1/snack-orders/${order.code}/cancel`, { refundTo: "gift_card" });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(who.email);
    const refund = mails.find((m) => m.subject.startsWith("Refund of 109.000 ₫ for order"))!;
    expect(refund.text).toMatch(new RegExp(`Snack order ${order.code}: pickup at .+ at 19:30 on Mon, 23 Nov\\.`));
    expect(refund.text).toContain(`You cancelled order ${order.code}. The counter will not prepare this order and the pickup code no longer works.`);
    expect(refund.text).toMatch(/Order other snacks: http:\/\/[^/]+\/en\/bap-nuoc/);
    expect(withoutChainWords(refund, who.name, order.cinema.name)).not.toMatch(VIETNAMESE);
    const card = mails.find((m) => m.subject.includes("— the refund of order"))!;
    expect(card.subject).toMatch(new RegExp(`^HanCine gift card of [\\d.]+ ₫ — the refund of order ${order.code}$`));
    expect(card.text).toMatch(/Card number: \w{4}-\w{4}-\w{4}-\w{4}\nPIN: \d{6}/);
    expect(withoutChainWords(card, who.name)).not.toMatch(VIETNAMESE);
  });

  it("refuses a pickup time too soon in the request's language", async () => {
    const english = await customerSaying(t, "en");
    const refused = await english.customer("POST", "/api/v1/snack-orders", {
      cinema: OWN_CINEMA,
      items: [{ product: combo.id, quantity: 1 }],
      pickupAt: at("10:00"),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.pickupAt).toMatch(/^Please choose a pickup time at least 15 minutes from now/);
    const vietnamese = await customerSaying(t);
    const same = await vietnamese.customer("POST", "/api/v1/snack-orders", {
      cinema: OWN_CINEMA,
      items: [{ product: combo.id, quantity: 1 }],
      pickupAt: at("10:00"),
    });
    expect(same.json().error.fields.pickupAt).toMatch(/^Hãy chọn giờ nhận sau ít nhất 15 phút nữa/);
  });
});
