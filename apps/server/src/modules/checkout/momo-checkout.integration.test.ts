import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import {
  capturedPaymentsNotSettled,
  comeBack,
  createCheckoutTestApp,
  heldOrderIn,
  payWithIpnLost,
  payOnGateway,
  rows,
  type CheckoutTestApp,
  paymentUrlFor,
} from "./checkout-test-kit.ts";

/** The whole purchase paid with MoMo: the real MoMo adapter against the site's local MoMo gateway. */

let t: CheckoutTestApp;
let scene: Scene;
let alice: Customer;
let bob: Customer;
const minutes = (n: number) => new Date(BOOKING_NOW.getTime() + n * 60_000);

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  scene = await createScene(t);
  [alice, bob] = (await customers(t, 2)) as [Customer, Customer];
});
afterAll(() => t.close());

const heldOrder = (customer: Customer, labels: string[]) => heldOrderIn(scene, customer, labels);

const orderOf = async (customer: Customer, id: string) => (await customer("GET", `/api/v1/orders/${id}`)).json().result as Order;
const paymentOf = async (txnRef: string) =>
  (
    await rows(t, sql<{ method: string; status: string; response_code: string }>`select method, status, response_code from payments where txn_ref = ${txnRef}`)
  )[0];
const momoIpn = (body: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/v1/payments/momo/ipn", payload: body });

describe("paying with MoMo through the local MoMo gateway", () => {
  it("pay: the signed IPN pays the order once, with one ticket per seat; the buyer comes back to the order page", async () => {
    const order = await heldOrder(alice, ["C1", "C2"]);
    const url = await paymentUrlFor(alice, order.id, "momo");
    expect(new URL(url).pathname).toBe("/dev/gateway/momo/v2/gateway/pay");
    expect((await orderOf(alice, order.id)).status).toBe("pending_payment");

    const landing = await payOnGateway(t, url);
    expect(t.momoIpns).toHaveLength(1);
    expect(t.momoIpns[0]).toMatchObject({ orderId: `${order.code}-1`, amount: order.total, resultCode: 0 });
    expect(await comeBack(t, landing)).toBe(`/orders/${order.code}`);
    const paid = await orderOf(alice, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.tickets!.map((x) => x.seatLabel)).toEqual(["C1", "C2"]);
    expect(await paymentOf(`${order.code}-1`)).toEqual({ method: "momo", status: "paid", response_code: "0" });

    // MoMo retrying the same notification changes nothing (still 204, still one set of tickets).
    const again = await momoIpn(t.momoIpns[0]!);
    expect(again.statusCode).toBe(204);
    expect((await orderOf(alice, order.id)).tickets).toHaveLength(2);
  });

  it("cancel (1006) and insufficient funds (1001) leave the order held, and a next attempt pays it", async () => {
    const order = await heldOrder(bob, ["D1", "D2"]);
    await payOnGateway(t, await paymentUrlFor(bob, order.id, "momo"), "cancel");
    expect(await paymentOf(`${order.code}-1`)).toEqual({ method: "momo", status: "failed", response_code: "1006" });
    expect((await orderOf(bob, order.id)).status).toBe("held");
    await payOnGateway(t, await paymentUrlFor(bob, order.id, "momo"), "insufficient_funds");
    expect(await paymentOf(`${order.code}-2`)).toEqual({ method: "momo", status: "failed", response_code: "1001" });
    expect((await orderOf(bob, order.id)).status).toBe("held");
    await payOnGateway(t, await paymentUrlFor(bob, order.id, "momo"));
    expect((await orderOf(bob, order.id)).status).toBe("paid");
  });

  it("a forged IPN (amount changed after signing) is refused with 400 and changes nothing", async () => {
    const order = await heldOrder(bob, ["D5"]);
    await payWithIpnLost(t, await paymentUrlFor(bob, order.id, "momo"));
    const forged = await momoIpn({ ...t.momoIpns.at(-1)!, amount: 1_000 });
    expect(forged.statusCode).toBe(400);
    expect((await orderOf(bob, order.id)).status).toBe("pending_payment");
    expect((await momoIpn(t.momoIpns.at(-1)!)).statusCode).toBe(204);
    expect((await orderOf(bob, order.id)).status).toBe("paid");
  });

  it("no notification: after 10 s the order page's check asks MoMo (query) and the order is paid", async () => {
    const order = await heldOrder(alice, ["F3"]);
    await payWithIpnLost(t, await paymentUrlFor(alice, order.id, "momo"));
    t.setNow(new Date(BOOKING_NOW.getTime() + 11_000));
    const checked = (await alice("POST", `/api/v1/orders/${order.id}/payment-check`)).json().result as Order;
    expect(checked.status).toBe("paid");
    expect(checked.tickets).toHaveLength(1);
    t.setNow(BOOKING_NOW);
  });

  it("paid after the seats were resold: reconciliation refunds through MoMo, and MoMo's books say refunded", async () => {
    const order = await heldOrder(alice, ["E10"]);
    await payWithIpnLost(t, await paymentUrlFor(alice, order.id, "momo"));
    t.setNow(minutes(12));
    const bobs = await heldOrder(bob, ["E10"]);
    await payOnGateway(t, await paymentUrlFor(bob, bobs.id, "momo"));
    expect((await orderOf(bob, bobs.id)).status).toBe("paid");
    t.setNow(minutes(14));
    expect(await t.services.checkout.reconcile()).toBe(1);
    expect((await orderOf(alice, order.id)).status).toBe("refunded");
    const [refund] = await rows(
      t,
      sql<{ status: string }>`select r.status from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id}`,
    );
    expect(refund).toEqual({ status: "done" });
    expect((await t.services.checkout.providers.momo!.query({ txnRef: `${order.code}-1`, createdAt: BOOKING_NOW })).state).toBe("refunded");
    expect(await capturedPaymentsNotSettled(t)).toBe(0);
    t.setNow(BOOKING_NOW);
  });
});
