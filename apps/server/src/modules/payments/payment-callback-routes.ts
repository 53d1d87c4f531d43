import type { FastifyPluginAsync } from "fastify";
import type { ApplyPaymentResult, NotificationOutcome, PaymentMethod, PaymentProvider, VerifiedPayment } from "./payment-provider.ts";
import type { PaymentProviders } from "./payment-providers.ts";

/** A verified payment result, handed to the booking side: the gateway's word plus which gateway said it. */
export type PaymentOutcome = Omit<VerifiedPayment, "valid"> & { method: PaymentMethod };

/** The buyer's browser back from the gateway. Never a reason to change an order. */
export type ReturnLanding = {
  method: PaymentMethod;
  /** The signature held. When false, txnRef is only what the URL claims. */
  verified: boolean;
  txnRef: string | null;
  success: boolean;
  responseCode: string | null;
};

/** What the booking module implements; the routes below do the gateway side. */
export interface PaymentOutcomeHandler {
  /**
   * Apply a verified notification exactly once: check the order and the amount, record a failure,
   * confirm a success (idempotent by provider transaction id). Throwing answers the gateway with
   * "unknown error", so it retries.
   */
  applyPayment(outcome: PaymentOutcome): Promise<ApplyPaymentResult>;
  /** A path on this site for the buyer (e.g. the order page, which shows "đang xử lý" and polls). */
  returnPath(landing: ReturnLanding): string | Promise<string>;
}

export type PaymentCallbackOptions = { providers: PaymentProviders; handler: PaymentOutcomeHandler };

/** How each gateway calls the notification URL: VNPay with GET and a query, MoMo and ZaloPay with a JSON POST. */
const NOTIFICATION_METHOD: Record<PaymentMethod, "GET" | "POST"> = { vnpay: "GET", momo: "POST", zalopay: "POST" };

const isLocalPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");

/**
 * `/payments/<provider>/ipn` and `/payments/<provider>/return` for every configured provider.
 * Register inside the `/api/v1` scope: `api.register(paymentCallbackRoutes, { providers, handler })`.
 */
export const paymentCallbackRoutes: FastifyPluginAsync<PaymentCallbackOptions> = async (app, { providers, handler }) => {
  for (const provider of Object.values(providers) as PaymentProvider[]) {
    const method = provider.method;

    app.route({
      method: NOTIFICATION_METHOD[method],
      url: `/payments/${method}/ipn`,
      schema: { tags: ["Thanh toán"], summary: `Thông báo kết quả thanh toán từ ${provider.displayName} (máy chủ gọi máy chủ, có chữ ký)` },
      handler: async (request, reply) => {
        const notification = provider.parseNotification({ method: request.method, query: request.query, body: request.body });
        let outcome: NotificationOutcome;
        if (!notification.valid) {
          request.log.warn({ method, reason: notification.reason, txnRef: notification.claimedTxnRef }, "payment notification rejected");
          outcome = "bad_signature";
        } else {
          try {
            outcome = await handler.applyPayment({
              method,
              txnRef: notification.txnRef,
              providerTxnId: notification.providerTxnId,
              amountVnd: notification.amountVnd,
              success: notification.success,
              responseCode: notification.responseCode,
              raw: notification.raw,
            });
          } catch (err) {
            request.log.error({ err, method, txnRef: notification.txnRef }, "payment notification failed");
            outcome = "error";
          }
        }
        const ack = notification.acknowledge(outcome);
        reply.status(ack.status).header("cache-control", "no-store");
        if (ack.contentType) reply.type(ack.contentType);
        return reply.send(ack.body);
      },
    });

    app.get(
      `/payments/${method}/return`,
      { schema: { tags: ["Thanh toán"], summary: `Người mua quay lại từ ${provider.displayName}; chuyển tới trang đơn hàng` } },
      async (request, reply) => {
        const result = provider.verifyReturn(request.query);
        const landing: ReturnLanding = result.valid
          ? { method, verified: true, txnRef: result.txnRef, success: result.success, responseCode: result.responseCode }
          : { method, verified: false, txnRef: result.claimedTxnRef, success: false, responseCode: null };
        if (!result.valid) request.log.warn({ method, reason: result.reason, txnRef: result.claimedTxnRef }, "payment return not verified");
        let path = "/";
        try {
          path = await handler.returnPath(landing);
        } catch (err) {
          request.log.error({ err, method }, "payment return path failed");
        }
        reply.header("cache-control", "no-store");
        return reply.redirect(isLocalPath(path) ? path : "/", 303);
      },
    );
  }
};
