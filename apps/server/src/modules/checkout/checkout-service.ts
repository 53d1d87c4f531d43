import type { AppDeps } from "#server/app-deps.ts";
import type { PaymentOutcomeHandler } from "../payments/payment-callback-routes.ts";
import { createPaymentProviders } from "../payments/payment-providers.ts";
import { applyPayment } from "./apply-payment.ts";
import { pagePathOfOrder } from "./order-page-path.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { reconcilePayments } from "./payment-queries.ts";
import { findOrderRow } from "../booking/orders-repository.ts";
import { findPaymentByRef } from "./payments-repository.ts";
import { runDueRefunds } from "./refunds.ts";
import { ticketQrKey } from "./ticket-qr.ts";

export type CheckoutService = CheckoutContext & {
  /** What the gateways' IPN and return routes call (paymentCallbackRoutes). */
  handler: PaymentOutcomeHandler;
  /** The "payment-reconciliation" job. */
  reconcile(): Promise<number>;
  /** The "payment-refunds" job. */
  runRefunds(): Promise<{ done: number; pending: number }>;
};

/** Gateways, the payment handler and the payment jobs (reconciliation, refunds); tests may drive the jobs directly. `hooks`: what modules above checkout add to a payment (the pickup e-mail of snacks). */
export function createCheckoutService(deps: AppDeps, hooks: Pick<CheckoutContext, "onSnacksPaid"> = {}): CheckoutService {
  const providers = createPaymentProviders(deps.config.payments, { clock: deps.clock, ...(deps.fetch && { fetch: deps.fetch }) });
  const ctx: CheckoutContext = { deps, providers, qrKey: ticketQrKey(deps.config.sessionSecret), ...hooks };
  return {
    ...ctx,
    handler: {
      applyPayment: (outcome) => applyPayment(ctx, outcome),
      // The order page shows "đang xử lý" and polls; the return itself never changes the order.
      async returnPath(landing) {
        const payment = landing.txnRef ? await findPaymentByRef(deps.database.db, landing.txnRef) : null;
        if (!payment || payment.method !== landing.method) return "/";
        const order = await findOrderRow(deps.database.db, payment.orderId);
        const page = pagePathOfOrder(order!.kind, order!.code, order!.locale);
        return `${page}${landing.verified && !landing.success ? "?thanh-toan=khong-thanh-cong" : ""}`;
      },
    },
    reconcile: () => reconcilePayments(ctx),
    runRefunds: () => runDueRefunds(ctx),
  };
}
