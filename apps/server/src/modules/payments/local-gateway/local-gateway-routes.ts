import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { AppDeps } from "#server/app-deps.ts";
import { LOCAL_GATEWAY_API_PATH, LOCAL_GATEWAY_PAY_PATH } from "../payments-config.ts";
import { parseVnpayDate } from "../vnpay/vnpay-dates.ts";
import type { MomoMerchant } from "../momo/momo-merchant.ts";
import type { VnpayMerchant } from "../vnpay/vnpay-merchant.ts";
import { signedVnpayQuery } from "../vnpay/vnpay-signing.ts";
import { answerTransactionApi } from "./local-gateway-api.ts";
import { createLedger, type LedgerPayment, type LedgerResult } from "./local-gateway-ledger.ts";
import { gatewayPageCsp, sendGatewayError, sendGatewayHtml, withQuery } from "./local-gateway-http.ts";
import { LOCAL_GATEWAY_ICON, renderPaymentPage, VNPAY_LOOK } from "./local-gateway-page.ts";
import { LOCAL_GATEWAY_CHOICE_PATH, LOCAL_GATEWAY_CSS_PATH, LOCAL_GATEWAY_ICON_PATH } from "./local-gateway-paths.ts";
import { DUPLICATE_ERROR, expiredError, finishedError, parseQueryString, readPayRequest } from "./local-gateway-request.ts";
import { GATEWAY_CHOICES, resultOfChoice, type GatewayChoice } from "./local-gateway-result.ts";
import { localMomoRoutes } from "./local-momo-routes.ts";
import { localZalopayRoutes } from "./local-zalopay-routes.ts";
import type { ZalopayMerchant } from "../zalopay/zalopay-merchant.ts";
import { LOCAL_GATEWAY_CSS } from "./local-gateway-styles.ts";

export type LocalGatewayOptions = {
  /** The one merchant this gateway knows (ours). */
  merchant: VnpayMerchant;
  /** Where IPNs go — at VNPay a merchant-portal setting, here configuration. */
  ipnUrl: string;
  dataDir: string;
  merchantName: string;
  clock: () => Date;
  /** Tests pass one that answers through `app.inject`. */
  fetch?: typeof fetch;
  /** The MoMo partner account the local MoMo gateway knows; without it only VNPay is served. */
  momo?: MomoMerchant;
  /** The ZaloPay application the local ZaloPay gateway knows; without it no ZaloPay gateway is served. */
  zalopay?: ZalopayMerchant;
};

export function localGatewayOptionsFrom(deps: AppDeps): LocalGatewayOptions {
  return {
    merchant: deps.config.payments.vnpay,
    ipnUrl: deps.config.payments.localGateway.ipnUrl,
    dataDir: deps.config.dataDir,
    merchantName: deps.site.companyName,
    clock: deps.clock,
    ...(deps.fetch && { fetch: deps.fetch }),
    momo: deps.config.payments.localGateway.momo,
    zalopay: deps.config.payments.localGateway.zalopay,
  };
}

async function deliverIpn(options: LocalGatewayOptions, result: LedgerResult, log: FastifyBaseLogger) {
  const url = withQuery(options.ipnUrl, signedVnpayQuery(result.fields, options.merchant.hashSecret));
  try {
    const response = await (options.fetch ?? fetch)(url, { method: "GET", signal: AbortSignal.timeout(10_000) });
    const answer = (await response.json().catch(() => null)) as { RspCode?: string } | null;
    const level = answer?.RspCode === "00" || answer?.RspCode === "02" ? "info" : "warn";
    log[level]({ txnRef: result.fields.vnp_TxnRef, status: response.status, rspCode: answer?.RspCode }, "local gateway: IPN answered");
  } catch (err) {
    // A real gateway would retry; here the merchant's own querydr/reconciliation picks it up.
    log.warn({ err, txnRef: result.fields.vnp_TxnRef }, "local gateway: IPN not delivered");
  }
}

/**
 * "Cổng thanh toán thử nghiệm": the gateway side of VNPay 2.1.0, served by the site itself outside
 * production, so the real VNPay adapter runs end to end offline. Plain HTML forms, no script. With a
 * MoMo account it also serves "Cổng MoMo thử nghiệm" (local-momo-routes.ts), sharing the stylesheet.
 */
export const localGatewayRoutes: FastifyPluginAsync<LocalGatewayOptions> = async (app, options) => {
  const { merchant } = options;
  const ledger = createLedger(options.dataDir);

  // The choice form posts urlencoded fields; only this scope reads them.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, parseQueryString(body as string) ?? {});
  });

  app.get(LOCAL_GATEWAY_CSS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=300").type("text/css; charset=utf-8").send(LOCAL_GATEWAY_CSS),
  );

  app.get(LOCAL_GATEWAY_ICON_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=300").type("image/svg+xml").send(LOCAL_GATEWAY_ICON),
  );

  app.get(LOCAL_GATEWAY_PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const now = options.clock();
    const queryAt = request.url.indexOf("?");
    const signedRequest = queryAt >= 0 ? request.url.slice(queryAt + 1) : "";
    const read = readPayRequest(parseQueryString(signedRequest), merchant, now);
    if ("error" in read) return sendGatewayError(reply, VNPAY_LOOK, read.error);
    const { payment } = read;
    if (now.getTime() > parseVnpayDate(payment.expireDate)!.getTime()) return sendGatewayError(reply, VNPAY_LOOK, expiredError("11"));
    const known = await ledger.find(merchant.tmnCode, payment.txnRef);
    if (known?.result) return sendGatewayError(reply, VNPAY_LOOK, finishedError("02"));
    if (known && (known.payment.amountVnd !== payment.amountVnd || known.payment.createDate !== payment.createDate))
      return sendGatewayError(reply, VNPAY_LOOK, DUPLICATE_ERROR);
    await ledger.recordPayment(merchant.tmnCode, payment.txnRef, payment);
    const html = renderPaymentPage({
      look: VNPAY_LOOK,
      merchantName: options.merchantName,
      merchantCode: merchant.tmnCode,
      reference: payment.txnRef,
      orderInfo: payment.orderInfo,
      amountVnd: payment.amountVnd,
      expiresAt: parseVnpayDate(payment.expireDate)!,
      action: LOCAL_GATEWAY_CHOICE_PATH,
      hidden: { request: signedRequest },
      // VNPay's page speaks the language the merchant names (vnp_Locale: vn or en).
      language: parseQueryString(signedRequest)?.vnp_Locale === "en" ? "en" : "vi",
    });
    return sendGatewayHtml(reply, 200, html, gatewayPageCsp(new URL(payment.returnUrl).origin));
  });

  app.post(LOCAL_GATEWAY_CHOICE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const now = options.clock();
    const form = (request.body ?? {}) as Record<string, string>;
    const choice = form.choice as GatewayChoice;
    if (typeof form.request !== "string" || !GATEWAY_CHOICES.includes(choice)) {
      return sendGatewayError(reply, VNPAY_LOOK, {
        title: "Yêu cầu không hợp lệ",
        message: "Bạn hãy mở lại trang thanh toán từ trang của người bán.",
        code: "03",
      });
    }
    const read = readPayRequest(parseQueryString(form.request), merchant, now);
    if ("error" in read) return sendGatewayError(reply, VNPAY_LOOK, read.error);
    const known = await ledger.find(merchant.tmnCode, read.payment.txnRef);
    if (known && (known.payment.amountVnd !== read.payment.amountVnd || known.payment.createDate !== read.payment.createDate))
      return sendGatewayError(reply, VNPAY_LOOK, DUPLICATE_ERROR);
    const payment: LedgerPayment = known?.payment ?? read.payment;
    if (!known) await ledger.recordPayment(merchant.tmnCode, payment.txnRef, payment);

    // The first choice is the result; a second click only replays it.
    const { created, result } = await ledger.recordResult(merchant.tmnCode, payment.txnRef, resultOfChoice(payment, choice, now));
    if (created) await deliverIpn(options, result, request.log);
    reply.header("cache-control", "no-store");
    return reply.redirect(withQuery(payment.returnUrl, signedVnpayQuery(result.fields, merchant.hashSecret)), 303);
  });

  app.post(LOCAL_GATEWAY_API_PATH, { schema: { hide: true } }, async (request, reply) => {
    const answer = await answerTransactionApi(ledger, merchant, request.body, options.clock());
    return reply.header("cache-control", "no-store").send(answer);
  });

  if (options.zalopay)
    await app.register(localZalopayRoutes, {
      merchant: options.zalopay,
      merchantName: options.merchantName,
      dataDir: options.dataDir,
      clock: options.clock,
      ...(options.fetch && { fetch: options.fetch }),
    });
  if (options.momo)
    await app.register(localMomoRoutes, {
      merchant: options.momo,
      merchantName: options.merchantName,
      dataDir: options.dataDir,
      clock: options.clock,
      ...(options.fetch && { fetch: options.fetch }),
    });
};
