import { useId, useState } from "react";
import type { Order } from "@hancine/contract/booking";
import type { AgeRating } from "@hancine/contract/browser-constants";
import { minimumAgeOf, type PaymentMethodId } from "@hancine/contract/checkout-constants";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { PaymentMethodChoice } from "./payment-method-choice.tsx";
import { type AppliedGiftCard, GiftCardPayment, giftCardCoverage } from "./gift-card-payment.tsx";
import { GiftCardOtpDialog, type OtpAsked } from "./gift-card-otp-dialog.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * The payment step at the end of the booking page: choose a gateway, then 'Thanh toán' sends the
 * buyer to its page (POST /orders/:id/checkout). The order page shows the result afterwards.
 */
/** What paying needs of an order: a ticket order's (with its voucher, exchange and age), or a gift card's (decision 079). */
type PayableOrder = Pick<Order, "id" | "total" | "expiresAt"> & Partial<Pick<Order, "ageConfirmed" | "voucher" | "exchange">>;

export function CheckoutPanel({ order, age, note, giftCards = true }: { order: PayableOrder; age?: AgeRating; note?: string; giftCards?: boolean }) {
  const id = useId();
  // A voucher for one payment method (e.g. "Ví MoMo") picks it; the others say the code would not apply.
  const voucherMethods = order.voucher?.paymentMethods ?? null;
  const [method, setMethod] = useState<PaymentMethodId>(voucherMethods?.[0] ?? "vnpay");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ageMissing = age !== undefined && minimumAgeOf(age) !== undefined && !order.ageConfirmed;
  const [cards, setCards] = useState<AppliedGiftCard[]>([]);
  const [otp, setOtp] = useState<{ asked: OtpAsked; error: string | null } | null>(null);
  const due = order.exchange ? order.exchange.payable : order.total;
  const { rest } = giftCardCoverage(cards, due);
  const { t } = useI18n();

  async function pay(giftCardOtp?: string) {
    setBusy(true);
    setError(null);
    const giftCards = cards.map(({ code, pin }) => ({ code, pin }));
    const answer = await callApi("POST /orders/:id/checkout", {
      params: { id: order.id },
      body: {
        method,
        ...(order.ageConfirmed !== undefined && { ageConfirmed: order.ageConfirmed }),
        ...(giftCards.length > 0 && { giftCards }),
        ...(giftCardOtp && { giftCardOtp }),
      },
    });
    if (answer.ok) {
      window.location.assign(answer.result.paymentUrl);
      return;
    }
    setBusy(false);
    const failure = answer.error;
    if (failure.code === "GIFT_CARD_OTP_REQUIRED" && failure.details) return setOtp({ asked: failure.details, error: null });
    if (otp && (failure.code === "GIFT_CARD_OTP_INVALID" || failure.code === "GIFT_CARD_OTP_EXPIRED")) return setOtp({ ...otp, error: failure.message });
    setOtp(null);
    const fields = failure.fields ?? {};
    setError(fields.ageConfirmed ?? fields.voucherCode ?? fields.method ?? fields.giftCards ?? failure.message);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5" data-testid="checkout">
      <h3 id={`${id}-title`} className="text-lg font-bold text-night-900">
        {t("purchase.pay.title")}
      </h3>
      <PaymentMethodChoice
        name={`${id}-method`}
        value={method}
        onChange={setMethod}
        note={(option) => (voucherMethods && !voucherMethods.includes(option) ? t("purchase.pay.voucherNotHere", { code: order.voucher?.code ?? "" }) : null)}
      />
      {order.exchange || !giftCards ? null : <GiftCardPayment cards={cards} onChange={setCards} due={due} />}
      {ageMissing ? <p className="mt-3 rounded-card bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">{t("purchase.pay.ageFirst")}</p> : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-card bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={() => void pay()} disabled={busy || ageMissing} className={buttonClass("primary", "mt-4 w-full text-base")}>
        {busy
          ? t("purchase.pay.paying")
          : cards.length > 0 && rest === 0
            ? t("purchase.pay.withCards", { amount: formatVnd(due) })
            : t("purchase.pay.amount", { amount: formatVnd(rest) })}
      </button>
      {otp ? (
        <GiftCardOtpDialog
          asked={otp.asked}
          error={otp.error}
          busy={busy}
          onSubmit={(code) => void pay(code)}
          onResend={() => void pay()}
          onClose={() => setOtp(null)}
        />
      ) : null}
      {order.exchange ? (
        <p className="mt-2 text-center text-sm text-slate-700" data-testid="exchange-payable">
          {t("purchase.pay.exchange", { code: order.exchange.fromOrderCode, credit: formatVnd(order.exchange.credit) })}
        </p>
      ) : null}
      <p className="mt-2 text-center text-xs text-slate-600">{note ?? t("purchase.pay.heldUntil", { time: formatTime(order.expiresAt) })}</p>
    </section>
  );
}
