import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { queryRows, type RowOf } from "#server/db/client.ts";
import { loadSite } from "#server/site.ts";
import { createTestDatabase } from "#server/testing/test-database.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { SITE } from "../auth/auth-test-kit.ts";
import { localPart, injectFetch } from "../payments/payments-test-kit.ts";
import { hold, type Customer, type Scene } from "../booking/booking-test-kit.ts";
import type { Order } from "@hancine/contract/booking";

/** Test support for the checkout integration tests (not a test itself). */

export type CheckoutTestApp = TestApp & {
  /** IPNs the local VNPay gateway sent (full URLs), delivered or not. */
  ipns: string[];
  /** IPNs the local MoMo gateway sent (their JSON bodies), delivered or not. */
  momoIpns: Record<string, unknown>[];
  /** Callbacks the local ZaloPay gateway sent (their JSON bodies: data, mac, type), delivered or not. */
  zalopayCallbacks: Record<string, unknown>[];
  /** While true, the local gateway's IPNs are lost on the way (the gateway logs and redirects anyway). */
  dropIpns: boolean;
};

/**
 * The real app (local gateway included) on a fresh database, whose outgoing HTTP — the gateway's
 * IPN, our querydr and refund calls — goes through `app.inject`: no port, no internet.
 */
export async function createCheckoutTestApp(options: { now: Date; env?: Record<string, string> }): Promise<CheckoutTestApp> {
  const database = await createTestDatabase();
  let now = options.now;
  let app: FastifyInstance | null = null;
  const state = { ipns: [] as string[], momoIpns: [] as Record<string, unknown>[], zalopayCallbacks: [] as Record<string, unknown>[], dropIpns: false };
  const fetchThroughApp: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const ipnOf = /\/api\/v1\/payments\/(vnpay|momo|zalopay)\/ipn/.exec(url)?.[1];
    if (ipnOf === "vnpay") state.ipns.push(url);
    if (ipnOf === "momo") state.momoIpns.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    if (ipnOf === "zalopay") state.zalopayCallbacks.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    if (ipnOf && state.dropIpns) throw new TypeError("fetch failed");
    return injectFetch(app!)(input, init);
  };
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: process.env.CHECKOUT_TEST_LOG ?? "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "hancine-checkout-")),
    CAPTCHA_ENABLED: "false",
    ...options.env,
  });
  const built = await buildApp({ config, database, site: loadSite({}), clock: () => now, fetch: fetchThroughApp });
  app = built.app;
  await app.ready();
  return Object.assign(state, {
    app,
    services: built.services,
    database,
    config,
    now: () => now,
    setNow(date: Date) {
      now = date;
    },
    async close() {
      await app!.close();
      await database.dispose();
    },
  }) as CheckoutTestApp;
}

/**
 * Opens the local gateway's page for a payment URL (VNPay's, MoMo's or ZaloPay's) and makes the buyer's choice
 * ("bank_error" on VNPay's page, "insufficient_funds" on MoMo's); returns where the buyer lands.
 */
export async function payOnGateway(
  t: CheckoutTestApp,
  paymentUrl: string,
  choice: "pay" | "cancel" | "bank_error" | "insufficient_funds" = "pay",
): Promise<string> {
  const page = await t.app.inject({ method: "GET", url: localPart(paymentUrl) });
  if (page.statusCode !== 200) throw new Error(`gateway page: ${page.statusCode} ${page.body.slice(0, 200)}`);
  const url = new URL(paymentUrl);
  const form = url.pathname.startsWith("/dev/gateway/momo/")
    ? { path: "/dev/gateway/momo/v2/gateway/pay/choice", fields: { t: url.searchParams.get("t") ?? "", choice } as Record<string, string> }
    : url.pathname.startsWith("/dev/gateway/zalopay/")
      ? { path: "/dev/gateway/zalopay/pay/choice", fields: { order: url.searchParams.get("order") ?? "", choice } as Record<string, string> }
      : { path: "/dev/gateway/vnpay/paymentv2/choice", fields: { request: paymentUrl.slice(paymentUrl.indexOf("?") + 1), choice } };
  const chosen = await t.app.inject({
    method: "POST",
    url: form.path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form.fields).toString(),
  });
  if (chosen.statusCode !== 303) throw new Error(`gateway choice: ${chosen.statusCode}`);
  return chosen.headers.location as string;
}

/** The buyer pays, but the gateway's IPN is lost on the way (the gateway redirects anyway); returns where the buyer lands. */
export async function payWithIpnLost(t: CheckoutTestApp, paymentUrl: string): Promise<string> {
  t.dropIpns = true;
  try {
    return await payOnGateway(t, paymentUrl);
  } finally {
    t.dropIpns = false;
  }
}

/** Follows the gateway's redirect back to our return route; answers our redirect's target. */
export async function comeBack(t: CheckoutTestApp, landing: string): Promise<string> {
  const back = await t.app.inject({ method: "GET", url: localPart(landing) });
  if (back.statusCode !== 303) throw new Error(`return: ${back.statusCode}`);
  return back.headers.location as string;
}

/** Holds these seats of the scene's showtime for the customer; the held order. */
export async function heldOrderIn(scene: Scene, customer: Customer, labels: string[]): Promise<Order> {
  const res = await hold(
    customer,
    scene.showtimeId,
    labels.map((l) => scene.seat(l)),
  );
  if (res.statusCode !== 201) throw new Error(`hold failed: ${res.body}`);
  return res.json().result as Order;
}

export async function checkout(customer: Customer, orderId: string, body: Record<string, unknown> = { method: "vnpay", ageConfirmed: true }) {
  return customer("POST", `/api/v1/orders/${orderId}/checkout`, body);
}

/** Starts checkout with `method` and returns the gateway page's URL (the test fails if checkout is refused). */
export async function paymentUrlFor(customer: Customer, orderId: string, method: "vnpay" | "momo" | "zalopay" = "vnpay"): Promise<string> {
  const res = await checkout(customer, orderId, { method, ageConfirmed: true });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  return res.json().result.paymentUrl as string;
}

/** Holds these seats of the scene's showtime for the customer and pays for them on the local VNPay gateway; the paid order. */
export async function paidOrderIn(t: CheckoutTestApp, scene: Scene, customer: Customer, labels: string[]): Promise<Order> {
  const held = await heldOrderIn(scene, customer, labels);
  await payOnGateway(t, await paymentUrlFor(customer, held.id));
  const order = (await customer("GET", `/api/v1/orders/${held.id}`)).json().result as Order;
  if (order.status !== "paid") throw new Error(`order ${order.code} is ${order.status}, not paid`);
  return order;
}

export const ipnPath = (url: string) => localPart(url);

export async function rows<Query extends SQL<unknown>>(t: TestApp, query: Query): Promise<RowOf<Query>[]> {
  return queryRows(t.database.db, query);
}

/** Every captured payment (the gateway took money) must end paying its order or refunded. */
export async function capturedPaymentsNotSettled(t: TestApp): Promise<number> {
  const [row] = await rows(
    t,
    sql<{ n: number }>`select count(*)::int as n from payments p join orders o on o.id = p.order_id
        where p.provider_txn_id is not null
          and not ((p.status = 'paid' and o.status = 'paid')
                   or (p.status = 'refunded' and exists (select 1 from refunds r where r.payment_id = p.id)))`,
  );
  return row!.n;
}

export { SITE };
