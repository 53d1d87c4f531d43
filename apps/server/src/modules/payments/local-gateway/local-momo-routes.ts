import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { MomoMerchant } from "../momo/momo-merchant.ts";
import { MOMO_RESULT_FIELDS, momoSignature } from "../momo/momo-signatures.ts";
import { LOCAL_MOMO_GATEWAY_PATH } from "../payments-config.ts";
import { gatewayPageCsp, sendGatewayError, sendGatewayHtml, withQuery } from "./local-gateway-http.ts";
import { MOMO_LOOK, renderPaymentPage } from "./local-gateway-page.ts";
import { LOCAL_MOMO_CHOICE_PATH, LOCAL_MOMO_PAY_PATH } from "./local-gateway-paths.ts";
import { badSignatureError, expiredError, finishedError } from "./local-gateway-request.ts";
import { answerCreate, answerQuery, answerRefund } from "./local-momo-api.ts";
import { createMomoLedger, type MomoLedgerPayment, type MomoLedgerResult } from "./local-momo-ledger.ts";
import { momoPageToken, readMomoPageToken } from "./local-momo-page-token.ts";
import { MOMO_CHOICES, momoResultOfChoice, type MomoChoice } from "./local-momo-result.ts";

export type LocalMomoOptions = {
  /** The one partner account this gateway knows (ours). */
  merchant: MomoMerchant;
  merchantName: string;
  dataDir: string;
  clock: () => Date;
  fetch?: typeof fetch;
};

const NOT_FOUND = {
  title: "Không tìm thấy giao dịch",
  message: "Cổng MoMo thử nghiệm không có giao dịch này. Bạn hãy quay lại trang của người bán và thử lại.",
  code: "42",
};

/** The signed result: a JSON body for the IPN (numbers as numbers), a query string for the redirect. */
const signedResult = (merchant: MomoMerchant, result: MomoLedgerResult) => ({
  ...result.fields,
  signature: momoSignature(MOMO_RESULT_FIELDS, merchant, result.fields),
});

async function deliverIpn(options: LocalMomoOptions, payment: MomoLedgerPayment, result: MomoLedgerResult, log: FastifyBaseLogger) {
  try {
    const response = await (options.fetch ?? fetch)(payment.ipnUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(signedResult(options.merchant, result)),
      signal: AbortSignal.timeout(10_000),
    });
    // MoMo expects 204 No Content once the merchant has taken the result.
    log[response.status === 204 ? "info" : "warn"]({ orderId: payment.orderId, status: response.status }, "local MoMo gateway: IPN answered");
  } catch (err) {
    // MoMo would retry; here the merchant's own query/reconciliation picks it up.
    log.warn({ err, orderId: payment.orderId }, "local MoMo gateway: IPN not delivered");
  }
}

/**
 * "Cổng MoMo thử nghiệm": the gateway side of MoMo's API v2 (captureWallet), so the real MoMo adapter
 * runs end to end offline. Registered by localGatewayRoutes, whose scope reads the choice form.
 */
export const localMomoRoutes: FastifyPluginAsync<LocalMomoOptions> = async (app, options) => {
  const { merchant } = options;
  const ledger = createMomoLedger(options.dataDir);
  const payUrlOf = (payment: MomoLedgerPayment) => `${merchant.endpoint.replace(/\/+$/, "")}/v2/gateway/pay?t=${momoPageToken(merchant, payment.orderId)}`;
  const api = (name: string) => `${LOCAL_MOMO_GATEWAY_PATH}/v2/gateway/api/${name}`;

  app.get(LOCAL_MOMO_PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).t;
    const orderId = readMomoPageToken(merchant, token);
    if (!orderId) return sendGatewayError(reply, MOMO_LOOK, badSignatureError("11"));
    const entry = await ledger.find(merchant.partnerCode, orderId);
    if (!entry) return sendGatewayError(reply, MOMO_LOOK, NOT_FOUND);
    const { payment, result } = entry;
    if (result) return sendGatewayError(reply, MOMO_LOOK, finishedError(String(result.resultCode)));
    if (options.clock().getTime() > new Date(payment.expiresAt).getTime()) return sendGatewayError(reply, MOMO_LOOK, expiredError("1005"));
    const html = renderPaymentPage({
      look: MOMO_LOOK,
      merchantName: options.merchantName,
      merchantCode: merchant.partnerCode,
      reference: payment.orderId,
      orderInfo: payment.orderInfo,
      amountVnd: payment.amountVnd,
      expiresAt: new Date(payment.expiresAt),
      action: LOCAL_MOMO_CHOICE_PATH,
      hidden: { t: String(token) },
      language: payment.lang ?? "vi",
    });
    return sendGatewayHtml(reply, 200, html, gatewayPageCsp(new URL(payment.redirectUrl).origin));
  });

  app.post(LOCAL_MOMO_CHOICE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const choice = form.choice as MomoChoice;
    if (!MOMO_CHOICES.includes(choice)) {
      return sendGatewayError(reply, MOMO_LOOK, {
        title: "Yêu cầu không hợp lệ",
        message: "Bạn hãy mở lại trang thanh toán từ trang của người bán.",
        code: "20",
      });
    }
    const orderId = readMomoPageToken(merchant, form.t);
    if (!orderId) return sendGatewayError(reply, MOMO_LOOK, badSignatureError("11"));
    const entry = await ledger.find(merchant.partnerCode, orderId);
    if (!entry) return sendGatewayError(reply, MOMO_LOOK, NOT_FOUND);

    // The first choice is the result; a second click only replays it.
    const { created, result } = await ledger.recordResult(merchant.partnerCode, orderId, momoResultOfChoice(entry.payment, choice, options.clock()));
    if (created) {
      if (result.transId !== 0) await ledger.link(`trans-${result.transId}`, merchant.partnerCode, orderId);
      await deliverIpn(options, entry.payment, result, request.log);
    }
    const query = new URLSearchParams(Object.entries(signedResult(merchant, result)).map(([k, v]) => [k, String(v)])).toString();
    reply.header("cache-control", "no-store");
    return reply.redirect(withQuery(entry.payment.redirectUrl, query), 303);
  });

  app.post(api("create"), { schema: { hide: true } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await answerCreate(ledger, merchant, request.body, options.clock(), payUrlOf)),
  );
  app.post(api("query"), { schema: { hide: true } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await answerQuery(ledger, merchant, request.body, options.clock())),
  );
  app.post(api("refund"), { schema: { hide: true } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await answerRefund(ledger, merchant, request.body, options.clock())),
  );
};
