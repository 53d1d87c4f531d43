import { createMomoProvider } from "./momo/momo-provider.ts";
import type { PaymentMethod, PaymentProvider } from "./payment-provider.ts";
import type { PaymentsConfig } from "./payments-config.ts";
import { createVnpayProvider } from "./vnpay/vnpay-provider.ts";
import { createZalopayProvider } from "./zalopay/zalopay-provider.ts";

export type PaymentProviders = { vnpay: PaymentProvider; momo?: PaymentProvider; zalopay?: PaymentProvider };

export type ProviderDeps = {
  clock: () => Date;
  /** Tests pass one that answers through `app.inject`. */
  fetch?: typeof fetch;
};

/** The configured gateways. MoMo and ZaloPay are present only when their variables are set (or, outside production, their local gateways). */
export function createPaymentProviders(payments: PaymentsConfig, deps: ProviderDeps): PaymentProviders {
  const callDeps = { clock: deps.clock, fetch: deps.fetch ?? fetch };
  return {
    vnpay: createVnpayProvider(payments.vnpay, callDeps),
    ...(payments.momo && { momo: createMomoProvider(payments.momo, callDeps) }),
    ...(payments.zalopay && { zalopay: createZalopayProvider(payments.zalopay, callDeps) }),
  };
}

/** The methods a buyer may choose, in the order shown. */
export function offeredPaymentMethods(providers: PaymentProviders): PaymentMethod[] {
  return Object.values(providers).map((p) => p.method);
}
