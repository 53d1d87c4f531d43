import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@hancine/contract/booking";
import { BOOKING_NOW, createScene, customers, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import { LOCAL_ZALOPAY_KEY2 } from "../payments/payments-config.ts";
import { callbackMac } from "../payments/zalopay/zalopay-signatures.ts";
import {
  capturedPaymentsNotSettled,
  comeBack,
  createCheckoutTestApp,
  heldOrderIn,
  payOnGateway,
  payWithIpnLost,
  rows,
  type CheckoutTestApp,
  paymentUrlFor,
} from "./checkout-test-kit.ts";

/**
 * The whole purchase paid with ZaloPay: the real ZaloPay adapter (signatures checked against ZaloPay's
 * published examples in zalopay-signatures.test.ts) against the site's local ZaloPay gateway.
 */

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
    await rows(
      t,
      sql<{ method: string; status: string; response_code: string | null }>`select method, status, response_code from payments where txn_ref = ${txnRef}`,
    )
  )[0];
const callback = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: "POST", url: "/api/v1/payments/zalopay/ipn", payload: body });
  expect(res.statusCode).toBe(200);
  return res.json() as { return_code: number; return_message: string };
};
/** A callback for the same payment with one field of its data changed, signed properly with the gateway's key2. */
function resigned(original: Record<string, unknown>, change: Record<string, unknown>) {
  const data = JSON.stringify({ ...(JSON.parse(String(original.data)) as Record<string, unknown>), ...change });
  return { data, mac: callbackMac(LOCAL_ZALOPAY_KEY2, data), type: 1 };
}

describe("paying with ZaloPay through the local ZaloPay gateway", () => {
  it("is offered beside VNPay and MoMo", async () => {
    const methods = (await alice("GET", "/api/v1/payment-methods")).json().result as { id: string; name: string }[];
    expect(methods.map((m) => m.id)).toEqual(["vnpay", "momo", "zalopay"]);
    expect(methods.find((m) => m.id === "zalopay")!.name).toBe("ZaloPay");
  });

  it("pay: the signed callback pays the order once, one ticket per seat; a repeated callback is answered 'duplicate' and changes nothing", async () => {
    const order = await heldOrder(alice, ["C1", "C2"]);
    const url = await paymentUrlFor(alice, order.id, "zalopay");
    expect(new URL(url).pathname).toBe("/dev/gateway/zalopay/pay");
    expect((await orderOf(alice, order.id)).status).toBe("pending_payment");

    const landing = await payOnGateway(t, url);
    expect(t.zalopayCallbacks).toHaveLength(1);
    const data = JSON.parse(String(t.zalopayCallbacks[0]!.data)) as Record<string, unknown>;
    // app_trans_id is yymmdd (Ho Chi Minh City's day of BOOKING_NOW) + "_" + our reference.
    expect(data).toMatchObject({ app_trans_id: `261123_${order.code}-1`, amount: order.total });
    expect(new URL(landing).searchParams.get("status")).toBe("1");
    expect(await comeBack(t, landing)).toBe(`/orders/${order.code}`);
    const paid = await orderOf(alice, order.id);
    expect(paid.status).toBe("paid");
    expect(paid.tickets!.map((x) => x.seatLabel)).toEqual(["C1", "C2"]);
    expect(await paymentOf(`${order.code}-1`)).toEqual({ method: "zalopay", status: "paid", response_code: "1" });

    expect(await callback(t.zalopayCallbacks[0]!)).toMatchObject({ return_code: 2 });
    expect((await orderOf(alice, order.id)).tickets).toHaveLength(2);
  });

  it("a forged callback (data changed after signing, or signed with another key) gets -1 and changes nothing; an amount that is not the order's is not paid", async () => {
    const order = await heldOrder(bob, ["D5"]);
    await payWithIpnLost(t, await paymentUrlFor(bob, order.id, "zalopay"));
    const genuine = t.zalopayCallbacks.at(-1)!;
    const tampered = String(genuine.data).replace(`"amount":${order.total}`, '"amount":1000');
    expect(tampered).not.toBe(genuine.data);
    expect(await callback({ ...genuine, data: tampered })).toMatchObject({ return_code: -1 });
    expect(await callback({ ...genuine, mac: callbackMac("NOT-OUR-KEY2", String(genuine.data)) })).toMatchObject({ return_code: -1 });
    expect((await orderOf(bob, order.id)).status).toBe("pending_payment");

    // Signed with the right key, but for less than the order costs: refused as the wrong amount.
    await callback(resigned(genuine, { amount: order.total - 1_000 }));
    expect((await orderOf(bob, order.id)).status).toBe("pending_payment");
    expect((await paymentOf(`${order.code}-1`))!.status).not.toBe("paid");

    expect(await callback(genuine)).toMatchObject({ return_code: 1 });
    expect((await orderOf(bob, order.id)).status).toBe("paid");
  });

  it("cancel: ZaloPay sends no callback; the order page's check asks ZaloPay (query, return_code 2) and the order is held again", async () => {
    const order = await heldOrder(bob, ["D1", "D2"]);
    const before = t.zalopayCallbacks.length;
    const landing = await payOnGateway(t, await paymentUrlFor(bob, order.id, "zalopay"), "cancel");
    expect(t.zalopayCallbacks).toHaveLength(before);
    expect(new URL(landing).searchParams.get("status")).toBe("2");
    t.setNow(new Date(BOOKING_NOW.getTime() + 11_000));
    const checked = (await bob("POST", `/api/v1/orders/${order.id}/payment-check`)).json().result as Order;
    t.setNow(BOOKING_NOW);
    expect(checked.status).toBe("held");
    expect((await paymentOf(`${order.code}-1`))!.status).toBe("failed");
  });

  it("no callback: after 10 s the order page's check asks ZaloPay (query, return_code 1) and the order is paid", async () => {
    const order = await heldOrder(alice, ["F3"]);
    await payWithIpnLost(t, await paymentUrlFor(alice, order.id, "zalopay"));
    t.setNow(new Date(BOOKING_NOW.getTime() + 11_000));
    const checked = (await alice("POST", `/api/v1/orders/${order.id}/payment-check`)).json().result as Order;
    t.setNow(BOOKING_NOW);
    expect(checked.status).toBe("paid");
    expect(checked.tickets).toHaveLength(1);
  });

  it("paid after the seats were resold: reconciliation refunds through ZaloPay once; a second refund of the same payment is refused by ZaloPay", async () => {
    const order = await heldOrder(alice, ["E10"]);
    await payWithIpnLost(t, await paymentUrlFor(alice, order.id, "zalopay"));
    t.setNow(minutes(12));
    const bobs = await heldOrder(bob, ["E10"]);
    await payOnGateway(t, await paymentUrlFor(bob, bobs.id, "zalopay"));
    expect((await orderOf(bob, bobs.id)).status).toBe("paid");
    t.setNow(minutes(14));
    expect(await t.services.checkout.reconcile()).toBe(1);
    expect((await orderOf(alice, order.id)).status).toBe("refunded");
    const refunds = await rows(
      t,
      sql<{ status: string; amount_vnd: number; provider_txn_id: string }>`
      select r.status, r.amount_vnd, p.provider_txn_id from refunds r join payments p on p.id = r.payment_id where p.order_id = ${order.id}`,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: "done", amount_vnd: order.total });
    expect(await capturedPaymentsNotSettled(t)).toBe(0);

    // ZaloPay's own books: the whole payment is refunded, so even a new refund id gets nothing more.
    const again = await t.services.checkout.providers.zalopay!.refund({
      refundRef: `${order.code}-1-R9`,
      txnRef: `${order.code}-1`,
      providerTxnId: refunds[0]!.provider_txn_id,
      amountVnd: 1_000,
      full: false,
      paymentCreatedAt: BOOKING_NOW,
      reason: "Hoàn thử lần hai",
      requestedBy: "system",
    });
    expect(again).toMatchObject({ valid: true, accepted: false });
    t.setNow(BOOKING_NOW);
  });
});
