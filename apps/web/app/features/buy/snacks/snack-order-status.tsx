import { useEffect, useState } from "react";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { PICKUP_STATUSES, type SnackOrder } from "@hancine/contract/snack-orders";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { callApi } from "#web/lib/api-client.ts";
import { cx } from "#web/ui/cx.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { CancelPaidOrder } from "../after-sale/cancel-paid-order.tsx";

/** How often the order page asks how the counter is doing (until the snacks are collected). */
const SNACK_ORDER_REFRESH_MS = 5_000;

const STATUS_TEXT: Record<string, WebMessageKey> = {
  held: "shop.snackOrder.state.held",
  pending_payment: "shop.snackOrder.state.pending_payment",
  expired: "shop.snackOrder.state.expired",
  cancelled: "shop.snackOrder.state.cancelled",
  refunded: "shop.snackOrder.state.refunded",
};

/**
 * A snack order as its buyer follows it: the pickup code and QR once paid, and the counter's steps
 * (paid → preparing → ready → collected), asked again every SNACK_ORDER_REFRESH_MS and announced.
 */
export function SnackOrderStatus({ initial }: { initial: SnackOrder }) {
  const [order, setOrder] = useState(initial);
  const { t, chainLang } = useI18n();
  const stepName = (status: string) => t("shop.snackOrder.step", { status });
  const statusKey = STATUS_TEXT[order.status];
  const done = order.pickupStatus === "collected" || ["expired", "cancelled", "refunded"].includes(order.status);

  useEffect(() => {
    if (done) return;
    let live = true;
    const timer = window.setInterval(async () => {
      const answer = await callApi("GET /snack-orders/:code", { params: { code: order.code } });
      if (live && answer.ok) setOrder(answer.result);
    }, SNACK_ORDER_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [done, order.code]);

  const step = order.pickupStatus ? PICKUP_STATUSES.indexOf(order.pickupStatus) : -1;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="snack-status" className="rounded-card border border-slate-200 bg-white p-5">
        <h2 id="snack-status" className="text-lg font-bold text-night-900">
          {t("shop.snackOrder.status")}
        </h2>
        <p role="status" aria-live="polite" className="mt-1 text-[15px] text-slate-800" data-testid="snack-status">
          {order.status === "paid" && order.pickupStatus ? `${stepName(order.pickupStatus)}.` : statusKey ? t(statusKey) : ""}
          {order.pickupStatus === "ready" ? t("shop.snackOrder.ready") : ""}
        </p>
        {order.status === "paid" && order.pickupStatus ? (
          <ol className="mt-4 grid grid-cols-4 gap-2 text-center text-xs sm:text-sm" aria-label={t("shop.snackOrder.steps")}>
            {PICKUP_STATUSES.map((status, i) => (
              <li
                key={status}
                aria-current={i === step ? "step" : undefined}
                className={cx("rounded-card px-1 py-2 font-medium", i <= step ? "bg-night-900 text-white" : "bg-slate-100 text-slate-600")}
              >
                {stepName(status)}
              </li>
            ))}
          </ol>
        ) : null}
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-[15px]">
          <dt className="text-slate-600">{t("shop.snackOrder.cinema")}</dt>
          <dd className="font-medium text-night-900" lang={chainLang}>
            {order.cinema.name}
            <span className="block text-sm font-normal text-slate-600">{order.cinema.address}</span>
          </dd>
          <dt className="text-slate-600">{t("shop.snackOrder.pickup")}</dt>
          <dd className="font-medium text-night-900">{t("shop.snackOrder.today", { time: formatTime(order.pickupAt) })}</dd>
          <dt className="text-slate-600">{t("shop.snackOrder.code")}</dt>
          <dd className="font-mono text-night-900">{order.code}</dd>
        </dl>
        <ul className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-[15px]">
          {order.items.map((item) => (
            <li key={item.product.id} className="flex justify-between gap-2">
              <span>
                {item.quantity} × <span lang={chainLang}>{item.product.name}</span>
              </span>
              <span>{formatVnd(item.total)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-2 border-t border-slate-200 pt-2 font-bold text-night-900">
            <span>{t("shop.snackOrder.total")}</span>
            <span>{formatVnd(order.total)}</span>
          </li>
        </ul>
        {order.status === "paid" && order.pickupStatus === "paid" ? (
          <>
            <p className="mt-4 text-sm text-slate-600">{t("shop.snackOrder.cancelUntil")}</p>
            <CancelPaidOrder
              what={t("shop.snackOrder.cancelWhat", { code: order.code })}
              amount={formatVnd(order.total)}
              consequence={t("shop.snackOrder.cancelConsequence")}
              cancel={async () => {
                const answer = await callApi("POST /snack-orders/:code/cancel", { params: { code: order.code }, body: { refundTo: "original" } });
                if (!answer.ok) return answer.error.message;
                setOrder(answer.result);
                return null;
              }}
            />
          </>
        ) : null}
      </section>
      {order.pickupCode ? (
        <section aria-labelledby="snack-code" className="rounded-card bg-night-900 p-5 text-center text-white">
          <h2 id="snack-code" className="text-sm font-medium text-slate-200">
            {t("shop.snackOrder.pickupCode")}
          </h2>
          <p className="mt-1 font-mono text-4xl font-bold tracking-[0.2em]" data-testid="pickup-code">
            {order.pickupCode}
          </p>
          {order.pickupQrSvg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(order.pickupQrSvg)}`}
              alt={t("shop.snackOrder.qr", { code: order.pickupCode })}
              width={200}
              height={200}
              className="mx-auto mt-4 rounded-card bg-white"
            />
          ) : null}
          <p className="mt-3 text-sm text-slate-200">{t("shop.snackOrder.show")}</p>
        </section>
      ) : null}
    </div>
  );
}
