import { Link } from "react-router";
import type { Order } from "@hancine/contract/booking";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** An order that is not (yet) paid: processing, payment failed, hold over, or refunded. */
export function OrderStatusPanel({ order, paymentFailed, waitedTooLong }: { order: Order; paymentFailed: boolean; waitedTooLong: boolean }) {
  const { t, rich, href, chainLang } = useI18n();
  const seats = order.seats.map((s) => s.label).join(", ");
  if (order.status === "pending_payment") {
    return (
      <div role="status" className="rounded-card border border-slate-200 bg-white px-5 py-8 text-center shadow-sm">
        {waitedTooLong ? (
          <>
            <p className="text-lg font-bold text-night-900">{t("purchase.status.noAnswer")}</p>
            <p className="mt-2 text-slate-700">{t("purchase.status.noAnswerText")}</p>
          </>
        ) : (
          <>
            <span
              aria-hidden="true"
              className="mx-auto block size-10 animate-spin rounded-full border-4 border-slate-200 border-t-amber-brand motion-reduce:animate-none"
            />
            <p className="mt-4 text-lg font-bold text-night-900">{t("purchase.status.processing")}</p>
            <p className="mt-1 text-slate-700">{t("purchase.status.processingText")}</p>
          </>
        )}
      </div>
    );
  }
  if (order.status === "held") {
    return (
      <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p role={paymentFailed ? "alert" : undefined} className="text-lg font-bold text-night-900">
          {paymentFailed ? t("purchase.status.failed") : t("purchase.status.waiting")}
        </p>
        <p className="mt-1 text-slate-700">{rich("purchase.status.stillHeld", { seats, time: <strong>{formatTime(order.expiresAt)}</strong> })}</p>
        <Link to={href(paths.booking(order.showtime.id, { step: "payment" }))} className={buttonClass("primary", "mt-4")}>
          {t("purchase.status.payAgain")}
        </Link>
      </div>
    );
  }
  if (order.status === "refunded" && order.paidAt) {
    return (
      <div role="status" className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p className="text-lg font-bold text-night-900">{t("purchase.status.refundedCancelled")}</p>
        {order.refunds && order.refunds.length > 0 ? (
          <>
            <p className="mt-1 text-slate-700">{t("purchase.status.refundParts", { seats })}</p>
            <ul className="mt-2 divide-y divide-slate-200 rounded-card bg-slate-50 px-3" data-testid="refund-parts">
              {order.refunds.map((part) => (
                <li key={`${part.to}-${part.label}-${part.amount}`} className="flex flex-wrap justify-between gap-2 py-2 text-[15px]">
                  <span>
                    {rich("purchase.status.refundTo", { to: <strong lang={chainLang}>{part.label}</strong> })}
                    <span className="block text-sm text-slate-600">
                      {part.to === "gift_card"
                        ? part.bonus > 0
                          ? t("purchase.status.cardBonus", { bonus: formatVnd(part.bonus) })
                          : t("purchase.status.cardBack")
                        : part.status === "done"
                          ? t("purchase.status.refundDone")
                          : part.status === "failed"
                            ? t("purchase.status.refundFailed")
                            : t("purchase.status.refundSending")}
                    </span>
                  </span>
                  <strong className="text-night-900">{formatVnd(part.amount + part.bonus)}</strong>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-600">{t("purchase.status.emailed")}</p>
          </>
        ) : (
          <p className="mt-1 text-slate-700">{t("purchase.status.refundedText", { seats })}</p>
        )}
        <Link to={href(paths.film(order.showtime.film.slug))} className={buttonClass("primary", "mt-4")}>
          {t("purchase.status.otherShowtime")}
        </Link>
      </div>
    );
  }
  if (order.status === "exchanged") {
    return (
      <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p className="text-lg font-bold text-night-900">{t("purchase.status.exchanged")}</p>
        <p className="mt-1 text-slate-700">{t("purchase.status.exchangedText")}</p>
        <Link to={href(paths.account())} className={buttonClass("primary", "mt-4")}>
          {t("purchase.status.myTickets")}
        </Link>
      </div>
    );
  }
  if (order.status === "refunded") {
    return (
      <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
        <p className="text-lg font-bold text-night-900">{t("purchase.status.refunded")}</p>
        <p className="mt-1 text-slate-700">{t("purchase.status.refundedLate", { amount: formatVnd(order.total) })}</p>
        <Link to={href(paths.film(order.showtime.film.slug))} className={buttonClass("primary", "mt-4")}>
          {t("purchase.status.otherShowtime")}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-card border border-slate-200 bg-white px-5 py-6 shadow-sm">
      <p className="text-lg font-bold text-night-900">{order.status === "cancelled" ? t("purchase.status.cancelled") : t("purchase.status.expired")}</p>
      <p className="mt-1 text-slate-700">{t("purchase.status.unpaid")}</p>
      <Link to={href(paths.booking(order.showtime.id))} className={buttonClass("primary", "mt-4")}>
        {t("purchase.status.chooseAgain")}
      </Link>
    </div>
  );
}
