import { useEffect, useState } from "react";
import type { PaymentMethodOption } from "@hancine/contract/checkout";
import type { PaymentMethodId } from "@hancine/contract/checkout-constants";
import { callApi } from "#web/lib/api-client.ts";
import { cx } from "#web/ui/cx.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

const FALLBACK_METHODS: PaymentMethodOption[] = [{ id: "vnpay", name: "VNPay", description: "Thẻ ATM nội địa, thẻ quốc tế, QR ngân hàng" }];
const BADGE: Record<PaymentMethodId, string> = { vnpay: "bg-[#005BAA] text-white", momo: "bg-[#A50064] text-white", zalopay: "bg-[#0068FF] text-white" };
const BADGE_TEXT: Record<PaymentMethodId, string> = { vnpay: "VNPAY", momo: "MoMo", zalopay: "ZaloPay" };

/**
 * The gateways the chain takes (GET /payment-methods; VNPay until the list arrives) as radio cards:
 * the payment step of every order (tickets, snacks on their own). `note`: a line under one, e.g. a
 * voucher that does not apply to it.
 */
export function PaymentMethodChoice({
  name,
  value,
  onChange,
  note,
  stacked = false,
}: {
  name: string;
  /** One under another (a narrow column), instead of two side by side from the small breakpoint. */
  stacked?: boolean;
  value: PaymentMethodId;
  onChange: (method: PaymentMethodId) => void;
  note?: (method: PaymentMethodId) => string | null;
}) {
  const [methods, setMethods] = useState<PaymentMethodOption[]>(FALLBACK_METHODS);
  const { t } = useI18n();
  useEffect(() => {
    let live = true;
    void callApi("GET /payment-methods").then((answer) => {
      if (live && answer.ok && answer.result.length > 0) setMethods(answer.result);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <fieldset className="mt-3">
      <legend className="text-sm text-slate-600">{t("purchase.pay.choose")}</legend>
      <div className={cx("mt-2 grid gap-2", !stacked && "sm:grid-cols-2")}>
        {methods.map((option) => {
          const line = note?.(option.id) ?? null;
          return (
            <label
              key={option.id}
              className={cx(
                "flex cursor-pointer items-center gap-3 rounded-card border-2 px-3 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link",
                value === option.id ? "border-night-900 bg-slate-50" : "border-slate-200 hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="size-4 accent-night-900"
              />
              <span
                aria-hidden="true"
                className={cx("inline-flex h-8 min-w-12 shrink-0 items-center justify-center rounded px-1.5 text-xs font-bold", BADGE[option.id])}
              >
                {BADGE_TEXT[option.id]}
              </span>
              <span className="min-w-0">
                {/* The gateways' names and what they take, in the page's language by their id (the API writes them in Vietnamese). */}
                <span className="block font-bold text-night-900">{t("purchase.pay.method", { method: option.id })}</span>
                <span className="block text-sm text-slate-600">{t("purchase.pay.methodHow", { method: option.id }) || option.description}</span>
                {line ? <span className="mt-0.5 block text-sm font-medium text-amber-900">{line}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
