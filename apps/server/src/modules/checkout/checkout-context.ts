import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import type { PaymentProviders } from "../payments/payment-providers.ts";
import type { QrKey } from "./ticket-qr.ts";

/** What the checkout steps share: the app's deps, the configured gateways and the tickets' QR key. */
export type CheckoutContext = {
  deps: AppDeps;
  providers: PaymentProviders;
  qrKey: QrKey;
  /** Snacks on their own were just paid, in this transaction: the pickup e-mail (snack-orders, a module above checkout). */
  onSnacksPaid?: (tx: Database, orderId: string, now: Date) => Promise<void>;
};

export function providerFor(ctx: CheckoutContext, method: string): PaymentProvider | undefined {
  return method === "vnpay" || method === "momo" || method === "zalopay" ? ctx.providers[method] : undefined;
}
