import { useEffect, useId, useState } from "react";
import type { Order } from "@hancine/contract/booking";
import type { AgeRating } from "@hancine/contract/browser-constants";
import type { PaymentMethodOption } from "@hancine/contract/checkout";
import { minimumAgeOf, type PaymentMethodId } from "@hancine/contract/checkout-constants";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";

const FALLBACK_METHODS: PaymentMethodOption[] = [{ id: "vnpay", name: "VNPay", description: "Thẻ ATM nội địa, thẻ quốc tế, QR ngân hàng" }];
const BADGE: Record<PaymentMethodId, string> = { vnpay: "bg-[#005BAA] text-white", momo: "bg-[#A50064] text-white", zalopay: "bg-[#0068FF] text-white" };
const BADGE_TEXT: Record<PaymentMethodId, string> = { vnpay: "VNPAY", momo: "MoMo", zalopay: "ZaloPay" };

/**
 * The payment step at the end of the booking page: choose a gateway, then 'Thanh toán' sends the
 * buyer to its page (POST /orders/:id/checkout). The order page shows the result afterwards.
 */
export function CheckoutPanel({ order, age }: { order: Order; age: AgeRating }) {
  const id = useId();
  const [methods, setMethods] = useState<PaymentMethodOption[]>(FALLBACK_METHODS);
  // A voucher for one payment method (e.g. "Ví MoMo") picks it; the others say the code would not apply.
  const voucherMethods = order.voucher?.paymentMethods ?? null;
  const [method, setMethod] = useState<PaymentMethodId>(voucherMethods?.[0] ?? "vnpay");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ageMissing = minimumAgeOf(age) !== undefined && !order.ageConfirmed;

  useEffect(() => {
    let live = true;
    void callApi("GET /payment-methods").then((answer) => {
      if (live && answer.ok && answer.result.length > 0) setMethods(answer.result);
    });
    return () => {
      live = false;
    };
  }, []);

  async function pay() {
    setBusy(true);
    setError(null);
    const answer = await callApi("POST /orders/:id/checkout", { params: { id: order.id }, body: { method, ageConfirmed: order.ageConfirmed } });
    if (answer.ok) {
      window.location.assign(answer.result.paymentUrl);
      return;
    }
    const fields = answer.error.fields ?? {};
    setError(fields.ageConfirmed ?? fields.voucherCode ?? fields.method ?? answer.error.message);
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-slate-200 bg-white p-4 sm:p-5" data-testid="checkout">
      <h3 id={`${id}-title`} className="text-lg font-bold text-night-900">
        Thanh toán
      </h3>
      <fieldset className="mt-3">
        <legend className="text-sm text-slate-600">Chọn phương thức thanh toán</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {methods.map((option) => (
            <label
              key={option.id}
              className={cx(
                "flex cursor-pointer items-center gap-3 rounded-card border-2 px-3 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link",
                method === option.id ? "border-night-900 bg-slate-50" : "border-slate-200 hover:border-slate-400",
              )}
            >
              <input
                type="radio"
                name={`${id}-method`}
                value={option.id}
                checked={method === option.id}
                onChange={() => setMethod(option.id)}
                className="size-4 accent-night-900"
              />
              <span
                aria-hidden="true"
                className={cx("inline-flex h-8 min-w-12 shrink-0 items-center justify-center rounded px-1.5 text-xs font-bold", BADGE[option.id])}
              >
                {BADGE_TEXT[option.id]}
              </span>
              <span className="min-w-0">
                <span className="block font-bold text-night-900">{option.name}</span>
                <span className="block text-sm text-slate-600">{option.description}</span>
                {voucherMethods && !voucherMethods.includes(option.id) ? (
                  <span className="mt-0.5 block text-sm font-medium text-amber-900">Không áp dụng mã {order.voucher?.code}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {ageMissing ? (
        <p className="mt-3 rounded-card bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          Trước khi thanh toán, bạn hãy đánh dấu ô xác nhận độ tuổi ở trên nhé.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 rounded-card bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={() => void pay()} disabled={busy || ageMissing} className={buttonClass("primary", "mt-4 w-full text-base")}>
        {busy ? "Đang chuyển tới cổng thanh toán…" : `Thanh toán ${formatVnd(order.exchange ? order.exchange.payable : order.total)}`}
      </button>
      {order.exchange ? (
        <p className="mt-2 text-center text-sm text-slate-700" data-testid="exchange-payable">
          Đổi suất từ đơn {order.exchange.fromOrderCode}: đã trừ {formatVnd(order.exchange.credit)} bạn trả trước đó; bạn chỉ trả phần chênh lệch.
        </p>
      ) : null}
      <p className="mt-2 text-center text-xs text-slate-600">
        Ghế được giữ đến {formatTime(order.expiresAt)}. Sau khi thanh toán, vé và mã QR hiện ngay trên trang đơn hàng và được gửi qua e-mail.
      </p>
    </section>
  );
}
