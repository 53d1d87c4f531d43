import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { createVoucher } from "#server/db/seed/factories.ts";
import { BOOKING_NOW, createScene, customers, type Customer } from "../booking/booking-test-kit.ts";
import {
  capturedPaymentsNotSettled,
  checkout,
  createCheckoutTestApp,
  heldOrderIn,
  payOnGateway,
  payWithIpnLost,
  rows,
  type CheckoutTestApp,
} from "./checkout-test-kit.ts";

let t: CheckoutTestApp;
const minutes = (n: number) => new Date(BOOKING_NOW.getTime() + n * 60_000);
const tenOff = { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: {} } as const;

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
});
afterAll(() => t.close());

/** A held order of one standard seat (65.000 ₫) on a showtime of its own, with the code applied. */
async function orderWithVoucher(customer: Customer, code: string, seat = "C6"): Promise<Order> {
  const order = await heldOrderIn(await createScene(t), customer, [seat]);
  const applied = await customer("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code });
  expect(applied.statusCode, applied.body).toBe(200);
  return applied.json().result as Order;
}

const uses = (code: string) =>
  rows(t, sql<{ order_id: string; held_until: Date | null }>`select order_id, held_until from voucher_uses where voucher_code = ${code}`);
const keptUses = async (code: string) => (await uses(code)).filter((use) => use.held_until === null).length;

async function pay(customer: Customer, order: Order, method = "vnpay"): Promise<void> {
  const res = await checkout(customer, order.id, { method, ageConfirmed: true });
  expect(res.statusCode, res.body).toBe(200);
  await payOnGateway(t, res.json().result.paymentUrl);
  const paid = (await customer("GET", `/api/v1/orders/${order.id}`)).json().result as Order;
  expect(paid.status).toBe("paid");
}

describe("a voucher's conditions at checkout", () => {
  it("a code for MoMo applies to the order, then refuses VNPay at checkout and pays with MoMo, 5.000 ₫ off", async () => {
    await createVoucher(t.database.db, {
      code: "CHIMOMO",
      rule: { benefit: { kind: "order_amount", amountVnd: 5_000 }, conditions: { paymentMethods: ["momo"] } },
      now: BOOKING_NOW,
    });
    const [alice] = (await customers(t, 1)) as [Customer];
    const order = await orderWithVoucher(alice, "CHIMOMO");
    expect(order.total).toBe(60_000);
    expect(order.voucher?.paymentMethods).toEqual(["momo"]);

    const vnpay = await checkout(alice, order.id, { method: "vnpay", ageConfirmed: true });
    expect(vnpay.statusCode).toBe(409);
    expect(vnpay.json().error).toMatchObject({ code: "VOUCHER_UNAVAILABLE" });
    expect(vnpay.json().error.message).toMatch(/chỉ áp dụng khi thanh toán bằng Ví MoMo/);
    expect(await uses("CHIMOMO")).toHaveLength(0);

    await pay(alice, order, "momo");
    const [payment] = await rows(t, sql<{ amount_vnd: number }>`select amount_vnd from payments where order_id = ${order.id} and status = 'paid'`);
    expect(payment!.amount_vnd).toBe(60_000);
    expect(await keptUses("CHIMOMO")).toBe(1);
  });

  it("a first-order code is refused to a customer who has paid before, and a birthday code outside the birth month", async () => {
    await createVoucher(t.database.db, { code: "LANDAU", rule: { ...tenOff, conditions: { firstOrder: true } }, now: BOOKING_NOW });
    await createVoucher(t.database.db, { code: "SINHNHATTHU", rule: { ...tenOff, conditions: { birthdayMonth: true } }, now: BOOKING_NOW });
    const [bob] = (await customers(t, 1)) as [Customer]; // born 29/02/2000; "now" is in November
    await pay(bob, await heldOrderIn(await createScene(t), bob, ["C6"]));

    const order = await heldOrderIn(await createScene(t), bob, ["C6"]);
    for (const [code, reason] of [
      ["LANDAU", /đơn hàng đầu tiên/],
      ["SINHNHATTHU", /tháng sinh nhật của bạn \(tháng 2\)/],
    ] as const) {
      const res = await bob("PATCH", `/api/v1/orders/${order.id}`, { voucherCode: code });
      expect(res.statusCode, code).toBe(409);
      expect(res.json().error.message).toMatch(reason);
    }
  });
});

describe("a voucher's limits are reserved at checkout", () => {
  it("the same customer's two orders: the second checkout is refused while the first holds the one use, and one redemption in the end", async () => {
    await createVoucher(t.database.db, { code: "MOTLANTHOI", rule: tenOff, perCustomerLimit: 1, now: BOOKING_NOW });
    const [carol] = (await customers(t, 1)) as [Customer];
    const first = await orderWithVoucher(carol, "MOTLANTHOI");
    const second = await orderWithVoucher(carol, "MOTLANTHOI", "D6"); // applying reserves nothing yet

    expect((await checkout(carol, first.id)).statusCode).toBe(200);
    const refused = await checkout(carol, second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/đã dùng hết số lần được áp dụng mã MOTLANTHOI/);

    await pay(carol, first);
    expect((await checkout(carol, second.id)).statusCode).toBe(409);
    expect(await keptUses("MOTLANTHOI")).toBe(1);
  });

  it("a failed payment gives the use back at once, and an expired hold at its end", async () => {
    await createVoucher(t.database.db, { code: "CONMOT", rule: tenOff, totalLimit: 1, now: BOOKING_NOW });
    const [dan, eve, finn] = (await customers(t, 3)) as [Customer, Customer, Customer];
    const dans = await orderWithVoucher(dan, "CONMOT");
    const eves = await orderWithVoucher(eve, "CONMOT");
    const started = await checkout(dan, dans.id);
    expect((await checkout(eve, eves.id)).statusCode).toBe(409);

    await payOnGateway(t, started.json().result.paymentUrl, "bank_error");
    expect((await dan("GET", `/api/v1/orders/${dans.id}`)).json().result.status).toBe("held");
    const evesCheckout = await checkout(eve, eves.id);
    expect(evesCheckout.statusCode, evesCheckout.body).toBe(200);

    // While Eve's checkout holds it, Finn cannot even apply it; when her hold ends (10 minutes) unpaid, he can.
    const finns = await heldOrderIn(await createScene(t), finn, ["C6"]);
    const busy = await finn("PATCH", `/api/v1/orders/${finns.id}`, { voucherCode: "CONMOT" });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toMatch(/đã hết lượt sử dụng/);
    t.setNow(minutes(10));
    const later = await orderWithVoucher(finn, "CONMOT");
    expect((await checkout(finn, later.id)).statusCode).toBe(200);
    t.setNow(BOOKING_NOW);
  });

  it("a hold replaced by other seats of the same showtime gives its use back at once", async () => {
    await createVoucher(t.database.db, { code: "DOIGHE", rule: tenOff, totalLimit: 1, now: BOOKING_NOW });
    const [gus, hana] = (await customers(t, 2)) as [Customer, Customer];
    const scene = await createScene(t);
    const first = await heldOrderIn(scene, gus, ["C6"]);
    expect((await gus("PATCH", `/api/v1/orders/${first.id}`, { voucherCode: "DOIGHE" })).statusCode).toBe(200);
    expect((await checkout(gus, first.id)).statusCode).toBe(200);
    const hanas = await heldOrderIn(await createScene(t), hana, ["C6"]);
    const busy = await hana("PATCH", `/api/v1/orders/${hanas.id}`, { voucherCode: "DOIGHE" });
    expect(busy.json().error.message).toMatch(/đã hết lượt sử dụng/); // the one use is Gus's while his checkout runs

    const second = await heldOrderIn(scene, gus, ["D6"]);
    expect(second.status).toBe("held");
    expect((await gus("GET", `/api/v1/orders/${first.id}`)).json().result.status).toBe("cancelled");
    expect((await hana("PATCH", `/api/v1/orders/${hanas.id}`, { voucherCode: "DOIGHE" })).statusCode).toBe(200);
    expect((await checkout(hana, hanas.id)).statusCode).toBe(200);
  });

  it("a payment found after the hold, once someone else took the last use, is refunded and the buyer told why", async () => {
    await createVoucher(t.database.db, { code: "CUOICUNG", rule: tenOff, totalLimit: 1, now: BOOKING_NOW });
    const [gia, hana] = (await customers(t, 2)) as [Customer, Customer];
    const late = await orderWithVoucher(gia, "CUOICUNG");
    await payWithIpnLost(t, (await checkout(gia, late.id)).json().result.paymentUrl);
    // Gia's hold (and with it the reservation) runs out; Hana takes the last use and pays.
    t.setNow(minutes(12));
    await pay(hana, await orderWithVoucher(hana, "CUOICUNG"));
    // The reconciliation job finds Gia's captured payment: the voucher is gone, so it goes back.
    t.setNow(minutes(14));
    expect(await t.services.checkout.reconcile()).toBe(1);
    expect((await gia("GET", `/api/v1/orders/${late.id}`)).json().result.status).toBe("refunded");
    expect(await keptUses("CUOICUNG")).toBe(1);
    expect(await capturedPaymentsNotSettled(t)).toBe(0);
    const [mail] = await rows(t, sql<{ html: string }>`select html from outbox_emails where subject like ${`Hoàn tiền%${late.code}%`}`);
    expect(mail!.html).toContain("mã khuyến mãi CUOICUNG đã hết lượt sử dụng");
    t.setNow(BOOKING_NOW);
  });

  it("50 customers racing to check out with a voucher of one use: exactly one gets it, and one redemption", async () => {
    await createVoucher(t.database.db, { code: "MOTLUOT", rule: tenOff, totalLimit: 1, now: BOOKING_NOW });
    const racers = await customers(t, 50);
    // Applying reserves nothing: all 50 orders carry the code until checkout decides.
    const orders: Order[] = [];
    for (const racer of racers) orders.push(await orderWithVoucher(racer, "MOTLUOT"));
    const answers = await Promise.all(racers.map((racer, i) => checkout(racer, orders[i]!.id)));
    const won = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409 && res.json().error.code === "VOUCHER_UNAVAILABLE")).toHaveLength(49);

    await payOnGateway(t, answers[won[0]!]!.json().result.paymentUrl);
    expect(await keptUses("MOTLUOT")).toBe(1);
    expect(await uses("MOTLUOT")).toHaveLength(1);
  });
});
