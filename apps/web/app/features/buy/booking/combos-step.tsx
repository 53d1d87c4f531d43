import { useState } from "react";
import type { Order } from "@hancine/contract/booking";
import type { Product } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import type { ApiOutcome } from "#web/lib/api-client.ts";
import { QuantityStepper } from "#web/ui/quantity-stepper.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";

export type ComboProduct = Pick<Product, "id" | "name" | "description" | "price" | "image" | "kind">;

const MAX_EACH = 20;

const GROUPS: { title: WebMessageKey; kinds: ComboProduct["kind"][] }[] = [
  { title: "purchase.combos.combo", kinds: ["combo"] },
  { title: "purchase.combos.drinks", kinds: ["drink"] },
  { title: "purchase.combos.snacks", kinds: ["snack"] },
];

type CombosStepProps = {
  products: ComboProduct[];
  order: Order;
  onChange: (products: { productId: string; quantity: number }[]) => Promise<ApiOutcome<Order> | null>;
};

/** 'Bắp nước': each product with − quantity +; every change is sent and the server's totals shown. */
export function CombosStep({ products, order, onChange }: CombosStepProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(order.products.map((line) => [line.productId, line.quantity])));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(0);
  const { t, locale, chainLang } = useI18n();

  const change = async (productId: string, delta: number) => {
    const next = { ...quantities, [productId]: Math.min(MAX_EACH, Math.max(0, (quantities[productId] ?? 0) + delta)) };
    setQuantities(next);
    setSaving((n) => n + 1);
    const reply = await onChange(
      Object.entries(next)
        .filter(([, q]) => q > 0)
        .map(([id, quantity]) => ({ productId: id, quantity })),
    );
    setSaving((n) => n - 1);
    setError(reply && !reply.ok ? (reply.error.fields?.products ?? reply.error.message) : null);
  };

  if (products.length === 0) return <p className="text-slate-700">{t("purchase.combos.none")}</p>;

  return (
    <div aria-busy={saving > 0}>
      <p className="text-[15px] text-slate-700">{t("purchase.combos.lead")}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-card bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {GROUPS.map((group) => {
        const items = products.filter((product) => group.kinds.includes(product.kind));
        if (items.length === 0) return null;
        return (
          <section key={group.title} aria-label={t(group.title)} className="mt-5">
            <h3 className="text-base font-bold text-night-900">{t(group.title)}</h3>
            <ul className="mt-2 grid gap-3 sm:grid-cols-2">
              {items.map((product) => {
                const quantity = quantities[product.id] ?? 0;
                return (
                  <li key={product.id} className="flex gap-3 rounded-card border border-slate-200 bg-white p-3" data-testid="combo-card">
                    <img
                      src={product.image}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                      className="size-20 shrink-0 rounded-md bg-mist object-cover sm:size-24"
                    />
                    <div className="flex min-w-0 flex-1 flex-col">
                      <h4 className="font-bold leading-snug text-night-900" lang={chainLang}>
                        {product.name}
                      </h4>
                      <p className="mt-0.5 line-clamp-2 text-sm text-slate-600" lang={chainLang}>
                        {product.description}
                      </p>
                      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                        <span className="font-bold text-night-900">{formatVnd(product.price)}</span>
                        <QuantityStepper
                          name={product.name}
                          quantity={quantity}
                          max={MAX_EACH}
                          onStep={(delta) => change(product.id, delta)}
                          {...(locale === "en" && {
                            labels: {
                              group: t("purchase.combos.quantity", { name: product.name }),
                              less: t("purchase.combos.less", { name: product.name }),
                              more: t("purchase.combos.more", { name: product.name }),
                            },
                          })}
                        />
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
