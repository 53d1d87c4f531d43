import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { installErrorHandling } from "#server/http/error-handler.ts";
import { localGatewayRoutes } from "./local-gateway/local-gateway-routes.ts";
import { paymentCallbackRoutes, type PaymentOutcome, type PaymentOutcomeHandler } from "./payment-callback-routes.ts";
import { createPaymentProviders, type PaymentProviders } from "./payment-providers.ts";
import {
  LOCAL_MOMO_ACCESS_KEY,
  LOCAL_MOMO_GATEWAY_PATH,
  LOCAL_MOMO_PARTNER_CODE,
  LOCAL_MOMO_SECRET_KEY,
  LOCAL_ZALOPAY_APP_ID,
  LOCAL_ZALOPAY_GATEWAY_PATH,
  LOCAL_ZALOPAY_KEY1,
  LOCAL_ZALOPAY_KEY2,
  type PaymentsConfig,
} from "./payments-config.ts";

/** Test support for the payments tests (not a test itself). */
export const SITE = "http://localhost:3000";
export const TEST_PAYMENTS: PaymentsConfig = {
  vnpay: {
    tmnCode: "HCTEST01",
    hashSecret: "TESTSECRETTESTSECRETTESTSECRET12",
    paymentUrl: `${SITE}/dev/gateway/vnpay/paymentv2/vpcpay.html`,
    apiUrl: `${SITE}/dev/gateway/vnpay/merchant_webapi/api/transaction`,
  },
  momo: { endpoint: "https://test-payment.momo.vn", partnerCode: "HANCINE", accessKey: "ACCESSKEY123", secretKey: "SECRETKEY456" },
  localGateway: {
    enabled: true,
    ipnUrl: `${SITE}/api/v1/payments/vnpay/ipn`,
    momo: {
      endpoint: `${SITE}${LOCAL_MOMO_GATEWAY_PATH}`,
      partnerCode: LOCAL_MOMO_PARTNER_CODE,
      accessKey: LOCAL_MOMO_ACCESS_KEY,
      secretKey: LOCAL_MOMO_SECRET_KEY,
    },
    zalopay: { endpoint: `${SITE}${LOCAL_ZALOPAY_GATEWAY_PATH}`, appId: LOCAL_ZALOPAY_APP_ID, key1: LOCAL_ZALOPAY_KEY1, key2: LOCAL_ZALOPAY_KEY2 },
  },
  zalopay: undefined,
};

/** The same, with MoMo pointed at the local MoMo gateway (as outside production by default). */
export const LOCAL_MOMO_PAYMENTS: PaymentsConfig = { ...TEST_PAYMENTS, momo: TEST_PAYMENTS.localGateway.momo };

/**
 * A `fetch` that answers through `app.inject` (no port). Calls to other hosts go to `elsewhere`
 * (a fake MoMo written in the test), or fail like an unreachable host.
 */
export function injectFetch(app: FastifyInstance, options: { seen?: string[]; elsewhere?: typeof fetch } = {}): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    options.seen?.push(url.toString());
    if (url.origin !== SITE) {
      if (options.elsewhere) return options.elsewhere(input, init);
      throw new TypeError("fetch failed");
    }
    const res = await app.inject({
      method: (init?.method ?? "GET") as NonNullable<InjectOptions["method"]>,
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === "string" && { payload: init.body }),
    });
    const headers = Object.entries(res.headers).filter((e): e is [string, string] => typeof e[1] === "string");
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  }) as typeof fetch;
}

export type PaymentsTestApp = {
  app: FastifyInstance;
  providers: PaymentProviders;
  /** Every URL the gateway or the providers fetched. */
  fetched: string[];
  setNow(date: Date): void;
  close(): Promise<void>;
};

/**
 * A Fastify instance with the local gateway and the IPN/return routes, wired like the site (the
 * callback routes under /api/v1), with a handler the test provides.
 */
export async function createPaymentsTestApp(options: {
  now: Date;
  handler: PaymentOutcomeHandler;
  momo?: typeof fetch;
  payments?: PaymentsConfig;
}): Promise<PaymentsTestApp> {
  const payments = options.payments ?? TEST_PAYMENTS;
  let now = options.now;
  const clock = () => now;
  const fetched: string[] = [];
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const fetchThroughApp = injectFetch(app, { seen: fetched, ...(options.momo && { elsewhere: options.momo }) });
  const providers = createPaymentProviders(payments, { clock, fetch: fetchThroughApp });
  await app.register(localGatewayRoutes, {
    merchant: payments.vnpay,
    ipnUrl: payments.localGateway.ipnUrl,
    momo: payments.localGateway.momo,
    zalopay: payments.localGateway.zalopay,
    dataDir: mkdtempSync(path.join(tmpdir(), "hancine-gateway-")),
    merchantName: "Công ty Cổ phần Điện ảnh HanCine",
    clock,
    fetch: fetchThroughApp,
  });
  await app.register(paymentCallbackRoutes, { prefix: "/api/v1", providers, handler: options.handler });
  await app.ready();
  return {
    app,
    providers,
    fetched,
    setNow: (date) => {
      now = date;
    },
    close: () => app.close(),
  };
}

/** A tiny shop: the orders the handler knows, and every outcome it was given. */
export function testShop() {
  const orders = new Map<string, { amountVnd: number; status: "held" | "paid" | "failed" }>();
  const outcomes: PaymentOutcome[] = [];
  const handler: PaymentOutcomeHandler = {
    async applyPayment(outcome) {
      outcomes.push(outcome);
      const order = orders.get(outcome.txnRef);
      if (!order) return "order_not_found";
      if (order.amountVnd !== outcome.amountVnd) return "invalid_amount";
      if (order.status === "paid") return "already_confirmed";
      order.status = outcome.success ? "paid" : "failed";
      return outcome.success ? "confirmed" : "failed_recorded";
    },
    returnPath: (landing) => (landing.verified ? `/don-hang/${landing.txnRef}` : "/thanh-toan/khong-xac-minh"),
  };
  return { orders, outcomes, handler };
}

/** The path and query of an absolute URL on the site, for `app.inject`. */
export function localPart(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** The same, with ZaloPay pointed at the local ZaloPay gateway (as outside production by default). */
export const LOCAL_ZALOPAY_PAYMENTS: PaymentsConfig = { ...TEST_PAYMENTS, zalopay: TEST_PAYMENTS.localGateway.zalopay };
