import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { queryRows } from "../../db/client.ts";
import { loadSite } from "../../site.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { SITE } from "../auth/auth-test-kit.ts";
import { localPart, injectFetch } from "../payments/payments-test-kit.ts";
import type { Customer } from "../booking/booking-test-kit.ts";

/** Test support for the checkout integration tests (not a test itself). */

export type CheckoutTestApp = TestApp & {
  /** IPNs the local gateway sent (full URLs), delivered or not. */
  ipns: string[];
  /** While true, the local gateway's IPNs are lost on the way (the gateway logs and redirects anyway). */
  dropIpns: boolean;
};

/**
 * The real app (local gateway included) on a fresh database, whose outgoing HTTP — the gateway's
 * IPN, our querydr and refund calls — goes through `app.inject`: no port, no internet.
 */
export async function createCheckoutTestApp(options: { now: Date }): Promise<CheckoutTestApp> {
  const database = await createTestDatabase();
  let now = options.now;
  let app: FastifyInstance | null = null;
  const state = { ipns: [] as string[], dropIpns: false };
  const fetchThroughApp: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/v1/payments/vnpay/ipn")) {
      state.ipns.push(url);
      if (state.dropIpns) throw new TypeError("fetch failed");
    }
    return injectFetch(app!)(input, init);
  };
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: process.env.CHECKOUT_TEST_LOG ?? "silent", DATA_DIR: mkdtempSync(path.join(tmpdir(), "hancine-checkout-")), CAPTCHA_ENABLED: "false" });
  app = await buildApp({ config, database, site: loadSite({}), clock: () => now, fetch: fetchThroughApp });
  await app.ready();
  return Object.assign(state, {
    app,
    database,
    setNow(date: Date) {
      now = date;
    },
    async close() {
      await app!.close();
      await database.dispose();
    },
  }) as CheckoutTestApp;
}

/** Opens the local gateway's page for a payment URL and makes the buyer's choice; returns where the buyer lands. */
export async function payOnGateway(t: CheckoutTestApp, paymentUrl: string, choice: "pay" | "cancel" | "bank_error" = "pay"): Promise<string> {
  const page = await t.app.inject({ method: "GET", url: localPart(paymentUrl) });
  if (page.statusCode !== 200) throw new Error(`gateway page: ${page.statusCode} ${page.body.slice(0, 200)}`);
  const chosen = await t.app.inject({
    method: "POST",
    url: "/dev/gateway/vnpay/paymentv2/choice",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ request: paymentUrl.slice(paymentUrl.indexOf("?") + 1), choice }).toString(),
  });
  if (chosen.statusCode !== 303) throw new Error(`gateway choice: ${chosen.statusCode}`);
  return chosen.headers.location as string;
}

/** Follows the gateway's redirect back to our return route; answers our redirect's target. */
export async function comeBack(t: CheckoutTestApp, landing: string): Promise<string> {
  const back = await t.app.inject({ method: "GET", url: localPart(landing) });
  if (back.statusCode !== 303) throw new Error(`return: ${back.statusCode}`);
  return back.headers.location as string;
}

export async function checkout(customer: Customer, orderId: string, body: Record<string, unknown> = { method: "vnpay", ageConfirmed: true }) {
  return customer("POST", `/api/v1/orders/${orderId}/checkout`, body);
}

export const ipnPath = (url: string) => localPart(url);

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(t.database.db, query);
}

/** Every captured payment (the gateway took money) must end paying its order or refunded. */
export async function capturedPaymentsNotSettled(t: TestApp): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id
        where p.provider_txn_id is not null
          and not ((p.status = 'paid' and o.status = 'paid')
                   or (p.status = 'refunded' and exists (select 1 from refunds r where r.payment_id = p.id)))`,
  );
  return row!.n;
}

export { SITE };
