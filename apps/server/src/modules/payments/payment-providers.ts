import { createMomoProvider } from "./momo/momo-provider.ts";
import type { PaymentMethod, PaymentProvider } from "./payment-provider.ts";
import type { PaymentsConfig } from "./payments-config.ts";
import { createVnpayProvider } from "./vnpay/vnpay-provider.ts";

export type PaymentProviders = { vnpay: PaymentProvider; momo?: PaymentProvider };

export type ProviderDeps = {
  clock: () => Date;
  /** Tests pass one that answers through `app.inject`. */
  fetch?: typeof fetch;
};

/** The configured gateways. MoMo is present only when its variables are set. */
export function createPaymentProviders(payments: PaymentsConfig, deps: ProviderDeps): PaymentProviders {
  const callDeps = { clock: deps.clock, fetch: deps.fetch ?? fetch };
  return {
    vnpay: createVnpayProvider(payments.vnpay, callDeps),
    ...(payments.momo && { momo: createMomoProvider(payments.momo, callDeps) }),
  };
}

/** The methods a buyer may choose, in the order shown. */
export function offeredPaymentMethods(providers: PaymentProviders): PaymentMethod[] {
  return Object.values(providers).map((p) => p.method);
}
