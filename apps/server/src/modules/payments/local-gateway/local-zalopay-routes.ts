import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import { LOCAL_ZALOPAY_GATEWAY_PATH } from "../payments-config.ts";
import { hmacHex, signaturesMatch } from "../signatures.ts";
import type { ZalopayMerchant } from "../zalopay/zalopay-merchant.ts";
import { callbackMac, redirectChecksum } from "../zalopay/zalopay-signatures.ts";
import { gatewayPageCsp, sendGatewayError, sendGatewayHtml, withQuery } from "./local-gateway-http.ts";
import { renderPaymentPage, ZALOPAY_LOOK } from "./local-gateway-page.ts";
import { LOCAL_ZALOPAY_CHOICE_PATH, LOCAL_ZALOPAY_PAY_PATH } from "./local-gateway-paths.ts";
import { badSignatureError, expiredError, finishedError } from "./local-gateway-request.ts";
import { answerZalopayCreate, answerZalopayQuery, answerZalopayRefund, newZpTransId } from "./local-zalopay-api.ts";
import { createZalopayLedger, type ZalopayLedgerPayment, type ZalopayLedgerResult } from "./local-zalopay-ledger.ts";

export type LocalZalopayOptions = {
  /** The one application this gateway knows (ours). */
  merchant: ZalopayMerchant;
  merchantName: string;
  dataDir: string;
  clock: () => Date;
  fetch?: typeof fetch;
};

const CHOICES = ["pay", "cancel", "insufficient_funds"] as const;
type Choice = (typeof CHOICES)[number];
const NOT_FOUND = {
  title: "Không tìm thấy giao dịch",
  message: "Cổng ZaloPay thử nghiệm không có giao dịch này. Bạn hãy quay lại trang của người bán và thử lại.",
  code: "-101",
};
/** ZaloPay's payment channel for the wallet (pmcid). */
const WALLET_CHANNEL = 38;

/** The pay page's `order`: the app_trans_id signed by the gateway with key2, so an address changed by hand is refused. */
function pageToken(merchant: ZalopayMerchant, appTransId: string) {
  const payload = Buffer.from(`${merchant.appId}\n${appTransId}`, "utf8").toString("base64url");
  return `${payload}.${hmacHex("sha256", merchant.key2, `zalopay-pay-page:${payload}`)}`;
}
function readPageToken(merchant: ZalopayMerchant, token: unknown): string | null {
  if (typeof token !== "string") return null;
  const [payload = "", mac, extra] = token.split(".");
  if (extra !== undefined || !signaturesMatch(hmacHex("sha256", merchant.key2, `zalopay-pay-page:${payload}`), mac)) return null;
  const [appId, appTransId] = Buffer.from(payload, "base64url").toString("utf8").split("\n");
  return appId === String(merchant.appId) && appTransId ? appTransId : null;
}

/** The callback's data, as ZaloPay writes it (a JSON string; numbers as numbers). */
function callbackData(payment: ZalopayLedgerPayment, result: ZalopayLedgerResult): string {
  return JSON.stringify({
    app_id: payment.appId,
    app_trans_id: payment.appTransId,
    app_time: payment.appTime,
    app_user: payment.appUser,
    amount: payment.amountVnd,
    embed_data: payment.embedData,
    item: payment.item,
    zp_trans_id: Number(result.zpTransId),
    server_time: result.serverTime,
    channel: WALLET_CHANNEL,
    merchant_user_id: "HCLOCALZALOPAYUSER",
    user_fee_amount: 0,
    discount_amount: 0,
  });
}

async function deliverCallback(options: LocalZalopayOptions, payment: ZalopayLedgerPayment, result: ZalopayLedgerResult, log: FastifyBaseLogger) {
  const data = callbackData(payment, result);
  try {
    const response = await (options.fetch ?? fetch)(payment.callbackUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ data, mac: callbackMac(options.merchant.key2, data), type: 1 }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => null)) as { return_code?: number } | null;
    log[answer?.return_code === 1 || answer?.return_code === 2 ? "info" : "warn"](
      { appTransId: payment.appTransId, status: response.status, returnCode: answer?.return_code },
      "local ZaloPay gateway: callback answered",
    );
  } catch (err) {
    // ZaloPay would call again (3 times); here the merchant's own query picks it up.
    log.warn({ err, appTransId: payment.appTransId }, "local ZaloPay gateway: callback not delivered");
  }
}

/**
 * "Cổng ZaloPay thử nghiệm": the gateway side of ZaloPay's API v2 (create, query, refund, a pay page,
 * the callback on success and the signed redirect), so the real ZaloPay adapter runs end to end offline.
 * Registered by localGatewayRoutes, whose scope reads the choice form.
 */
export const localZalopayRoutes: FastifyPluginAsync<LocalZalopayOptions> = async (app, options) => {
  const { merchant } = options;
  const ledger = createZalopayLedger(options.dataDir);
  const merchantKey = String(merchant.appId);
  const orderUrlOf = (p: ZalopayLedgerPayment) => `${merchant.endpoint.replace(/\/+$/, "")}/pay?order=${pageToken(merchant, p.appTransId)}`;

  app.get(LOCAL_ZALOPAY_PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).order;
    const appTransId = readPageToken(merchant, token);
    if (!appTransId) return sendGatewayError(reply, ZALOPAY_LOOK, badSignatureError("-402"));
    const entry = await ledger.find(merchantKey, appTransId);
    if (!entry) return sendGatewayError(reply, ZALOPAY_LOOK, NOT_FOUND);
    const { payment, result } = entry;
    if (result) return sendGatewayError(reply, ZALOPAY_LOOK, finishedError(String(result.status)));
    if (options.clock().getTime() > new Date(payment.expiresAt).getTime()) return sendGatewayError(reply, ZALOPAY_LOOK, expiredError("-54"));
    const html = renderPaymentPage({
      look: ZALOPAY_LOOK,
      merchantName: options.merchantName,
      merchantCode: `app_id ${merchant.appId}`,
      reference: payment.appTransId,
      orderInfo: payment.description,
      amountVnd: payment.amountVnd,
      expiresAt: new Date(payment.expiresAt),
      action: LOCAL_ZALOPAY_CHOICE_PATH,
      hidden: { order: String(token) },
    });
    return sendGatewayHtml(reply, 200, html, gatewayPageCsp(new URL(payment.redirectUrl).origin));
  });

  app.post(LOCAL_ZALOPAY_CHOICE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const choice = form.choice as Choice;
    if (!CHOICES.includes(choice)) {
      return sendGatewayError(reply, ZALOPAY_LOOK, {
        title: "Yêu cầu không hợp lệ",
        message: "Bạn hãy mở lại trang thanh toán từ trang của người bán.",
        code: "-401",
      });
    }
    const appTransId = readPageToken(merchant, form.order);
    if (!appTransId) return sendGatewayError(reply, ZALOPAY_LOOK, badSignatureError("-402"));
    const entry = await ledger.find(merchantKey, appTransId);
    if (!entry) return sendGatewayError(reply, ZALOPAY_LOOK, NOT_FOUND);
    const now = options.clock();
    const expired = now.getTime() > new Date(entry.payment.expiresAt).getTime();
    const paid = choice === "pay" && !expired;
    // The first choice is the result; a second click only replays it.
    const { created, result } = await ledger.recordResult(merchantKey, appTransId, {
      choice,
      status: paid ? 1 : 2,
      zpTransId: paid ? newZpTransId(now) : "0",
      serverTime: now.getTime(),
    });
    if (created && result.status === 1) {
      await ledger.link(`zp-${result.zpTransId}`, merchantKey, appTransId);
      await deliverCallback(options, entry.payment, result, request.log);
    }
    const back = {
      appid: merchantKey,
      apptransid: appTransId,
      pmcid: String(WALLET_CHANNEL),
      bankcode: "",
      amount: String(entry.payment.amountVnd),
      discountamount: "0",
      status: String(result.status),
    };
    const query = new URLSearchParams({ ...back, checksum: redirectChecksum(merchant.key2, back) }).toString();
    reply.header("cache-control", "no-store");
    return reply.redirect(withQuery(entry.payment.redirectUrl, query), 303);
  });

  const api = (name: string) => `${LOCAL_ZALOPAY_GATEWAY_PATH}/v2/${name}`;
  app.post(api("create"), { schema: { hide: true } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await answerZalopayCreate(ledger, merchant, request.body, options.clock(), orderUrlOf)),
  );
  app.post(api("query"), { schema: { hide: true } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await answerZalopayQuery(ledger, merchant, request.body, options.clock())),
  );
  app.post(api("refund"), { schema: { hide: true } }, async (request, reply) =>
    reply.header("cache-control", "no-store").send(await answerZalopayRefund(ledger, merchant, request.body, options.clock())),
  );
};
