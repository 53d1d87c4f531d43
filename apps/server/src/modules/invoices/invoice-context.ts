import type { AppDeps } from "#server/app-deps.ts";
import type { EInvoiceProvider } from "./e-invoice-provider.ts";
import { createLocalEInvoiceProvider } from "./local-e-invoice.ts";

/** What the invoice steps share: the app's deps and the configured provider (null: not offered). */
export type InvoiceContext = { deps: AppDeps; provider: EInvoiceProvider | null };

export function createInvoiceContext(deps: AppDeps): InvoiceContext {
  const provider = deps.config.eInvoiceProvider === "local" ? createLocalEInvoiceProvider(deps.config.publicUrl) : null;
  return { deps, provider };
}
