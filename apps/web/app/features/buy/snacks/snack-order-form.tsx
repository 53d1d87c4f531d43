import { useId, useState } from "react";
import type { Cinema, Product } from "@hancine/contract/catalog";
import type { PaymentMethodId } from "@hancine/contract/checkout-constants";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { type PickupTimes, SNACK_MAX_PER_ITEM } from "@hancine/contract/snack-orders";
import { callApi } from "#web/lib/api-client.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { QuantityStepper } from "#web/ui/quantity-stepper.tsx";
import { PaymentMethodChoice } from "../checkout/payment-method-choice.tsx";
import { type AppliedGiftCard, GiftCardPayment, giftCardCoverage } from "../checkout/gift-card-payment.tsx";
import { GiftCardOtpDialog, type OtpAsked } from "../checkout/gift-card-otp-dialog.tsx";

/**
 * Snacks ordered on their own: the chosen cinema's menu with quantities, a pickup time today, a
 * gateway and gift cards as at the ticket checkout (decision 080); 'Đặt và thanh toán' makes the
 * order (POST /snack-orders) once and pays it (the gateway's page, or the pickup page when cards
 * paid it all). Asked for the e-mailed code, the same order is paid again with it.
 */
export function SnackOrderForm({ cinema, menu, times }: { cinema: Cinema; menu: Product[]; times: PickupTimes }) {
  const id = useId();
  const { user, openLogin } = useCurrentUser();
  const { t, rich, locale, chainLang } = useI18n();
  const slots = times.slots;
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [pickupAt, setPickupAt] = useState(slots[0] ?? "");
  const [method, setMethod] = useState<PaymentMethodId>("vnpay");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cards, setCards] = useState<AppliedGiftCard[]>([]);
  const [otp, setOtp] = useState<{ asked: OtpAsked; error: string | null } | null>(null);
  // The order made for this basket and pickup time, paid again (with the e-mailed code) rather than made twice.
  const [placed, setPlaced] = useState<{ id: string; key: string } | null>(null);
  const chosen = menu.filter((p) => (quantities[p.id] ?? 0) > 0);
  const total = chosen.reduce((sum, p) => sum + p.price * quantities[p.id]!, 0);
  const { rest } = giftCardCoverage(cards, total);
  const basketKey = JSON.stringify([pickupAt, chosen.map((p) => [p.id, quantities[p.id]])]);
  const set = (productId: string, quantity: number) => setQuantities((all) => ({ ...all, [productId]: Math.max(0, Math.min(SNACK_MAX_PER_ITEM, quantity)) }));

  async function order(giftCardOtp?: string) {
    if (!user) return openLogin();
    setBusy(true);
    setError(null);
    let orderId = placed?.key === basketKey ? placed.id : null;
    if (!orderId) {
      const made = await callApi("POST /snack-orders", {
        body: { cinema: cinema.slug, items: chosen.map((p) => ({ product: p.id, quantity: quantities[p.id]! })), pickupAt },
      });
      if (!made.ok) {
        setBusy(false);
        return setError(Object.values(made.error.fields ?? {})[0] ?? made.error.message);
      }
      orderId = made.result.id;
      setPlaced({ id: orderId, key: basketKey });
    }
    const giftCards = cards.map(({ code, pin }) => ({ code, pin }));
    const pay = await callApi("POST /orders/:id/checkout", {
      params: { id: orderId },
      body: { method, ...(giftCards.length > 0 && { giftCards }), ...(giftCardOtp && { giftCardOtp }) },
    });
    if (pay.ok) return window.location.assign(pay.result.paymentUrl);
    setBusy(false);
    const failure = pay.error;
    if (failure.code === "GIFT_CARD_OTP_REQUIRED" && failure.details) return setOtp({ asked: failure.details, error: null });
    if (otp && (failure.code === "GIFT_CARD_OTP_INVALID" || failure.code === "GIFT_CARD_OTP_EXPIRED")) return setOtp({ ...otp, error: failure.message });
    setOtp(null);
    setError(failure.fields?.giftCards ?? failure.fields?.method ?? failure.message);
  }

  if (slots.length === 0) {
    return (
      <p className="rounded-card bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200">
        {t("shop.snacks.closed", { closes: times.closes, opens: times.opens })}
      </p>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby={`${id}-menu`}>
        <h2 id={`${id}-menu`} className="text-xl font-bold text-night-900">
          {rich("shop.snacks.menu", {
            cinema: (
              <span key="cinema" lang={chainLang}>
                {cinema.name}
              </span>
            ),
          })}
        </h2>
        {menu.length === 0 ? <p className="mt-3 text-slate-700">{t("shop.snacks.emptyMenu")}</p> : null}
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {menu.map((product) => {
            const quantity = quantities[product.id] ?? 0;
            return (
              <li key={product.id} className="flex gap-3 rounded-card border border-slate-200 bg-white p-3">
                <img src={product.image} alt="" width={88} height={88} className="size-22 shrink-0 rounded-card object-cover" loading="lazy" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <h3 lang={chainLang} className="font-bold text-night-900">
                    {product.name}
                  </h3>
                  <p lang={chainLang} className="text-sm text-slate-600">
                    {product.description}
                  </p>
                  <div className="mt-auto flex items-center justify-between gap-2 pt-2">
                    <span className="font-bold text-night-900">{formatVnd(product.price)}</span>
                    <QuantityStepper
                      name={product.name}
                      quantity={quantity}
                      max={SNACK_MAX_PER_ITEM}
                      onStep={(delta) => set(product.id, quantity + delta)}
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
      {chosen.length > 0 ? (
        // On a phone the order is below the whole menu: a bar at the bottom leads to it.
        <a
          href={`#${id}-order`}
          className="fixed inset-x-3 bottom-3 z-20 flex min-h-12 items-center justify-between rounded-card bg-night-900 px-4 font-bold text-white shadow-lg lg:hidden"
        >
          <span>{t("shop.snacks.toOrder")}</span>
          <span>{formatVnd(total)}</span>
        </a>
      ) : null}
      <section
        aria-labelledby={`${id}-summary`}
        id={`${id}-order`}
        className="scroll-mt-4 rounded-card border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-4"
      >
        <h2 id={`${id}-summary`} className="text-lg font-bold text-night-900">
          {t("shop.snacks.yourOrder")}
        </h2>
        {chosen.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("shop.snacks.pickFromMenu")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-[15px]">
            {chosen.map((p) => (
              <li key={p.id} className="flex justify-between gap-2">
                <span>
                  {quantities[p.id]} × <span lang={chainLang}>{p.name}</span>
                </span>
                <span className="font-medium">{formatVnd(p.price * quantities[p.id]!)}</span>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor={`${id}-pickup`} className="mt-4 block text-sm font-medium text-night-900">
          {t("shop.snacks.pickupTime")}
        </label>
        <select
          id={`${id}-pickup`}
          value={pickupAt}
          onChange={(e) => setPickupAt(e.target.value)}
          className="mt-1 h-11 w-full rounded-card border border-slate-300 bg-white px-3 text-night-900"
        >
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {formatTime(slot)}
            </option>
          ))}
        </select>
        <PaymentMethodChoice name={`${id}-method`} value={method} onChange={setMethod} stacked />
        {chosen.length > 0 ? <GiftCardPayment cards={cards} onChange={setCards} due={total} /> : null}
        {error ? (
          <p role="alert" className="mt-3 rounded-card bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
        <button type="button" className={buttonClass("primary", "mt-4 w-full text-base")} disabled={busy || chosen.length === 0} onClick={() => void order()}>
          {busy
            ? t("shop.snacks.paying")
            : !user
              ? t("shop.snacks.signIn")
              : cards.length > 0 && rest === 0
                ? t("shop.snacks.payByCard", { amount: formatVnd(total) })
                : t("shop.snacks.pay", { amount: formatVnd(rest) })}
        </button>
        {otp ? (
          <GiftCardOtpDialog
            asked={otp.asked}
            error={otp.error}
            busy={busy}
            onSubmit={(code) => void order(code)}
            onResend={() => void order()}
            onClose={() => setOtp(null)}
          />
        ) : null}
        <p className="mt-2 text-center text-xs text-slate-600">{t("shop.snacks.after")}</p>
      </section>
    </div>
  );
}
