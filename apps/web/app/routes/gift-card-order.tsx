import { useEffect } from "react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { giftCardOrderPagePath } from "@hancine/contract/gift-cards";
import { HOME } from "@hancine/contract/home-constants";
import { MessagesProvider, translator, useI18n } from "../lib/i18n/messages.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { dateLong } from "../lib/i18n/dates.ts";
import { notFoundMeta } from "../lib/page-meta.ts";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import type { Route } from "./+types/gift-card-order";
import { callApi } from "../lib/api-client.ts";
import { CancelPaidOrder } from "../features/buy/after-sale/cancel-paid-order.tsx";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { CheckoutPanel } from "../features/buy/checkout/checkout-panel.tsx";
import { GiftCardArt, type GiftCardDesign } from "../features/discover/gift-cards/gift-card-art.tsx";
import { paths } from "../features/site/paths.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return notFoundMeta(matches);
  const { t } = translator(localeOfPath(location.pathname), loaderData.messages);
  return [{ title: `${t("shop.giftOrder.metaTitle", { code: loaderData.order.code })} | ${loaderData.brand}` }, { name: "robots", content: "noindex" }];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** /the-qua-tang/don/{code}: a gift-card order — paid here, then the card sent (or scheduled) to its recipient. */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const { api, site } = servicesOf(context);
  const code = params.code.toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) throw data(null, { status: 404 });
  const answer = await readApi(api, "GET /gift-cards/orders/:code", { params: { code }, timeoutMs: HOME.requestTimeoutMs });
  if (answer.status === 401) throw redirect(paths.login(`${locale === "en" ? "/en" : ""}${giftCardOrderPagePath(code)}`));
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.ok) throw data(null, { status: 503 });
  return {
    brand: site.brand,
    order: answer.result,
    paymentFailed: new URL(request.url).searchParams.has("thanh-toan"),
    // The page's words and the payment step's (decision 093).
    messages: messagesFor(locale, ["shop", "purchase"]),
  };
}

export default function GiftCardOrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <GiftCardOrder loaderData={loaderData} />
    </MessagesProvider>
  );
}

function GiftCardOrder({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { order, brand, paymentFailed } = loaderData;
  const revalidator = useRevalidator();
  const { t, rich, href, locale } = useI18n();
  const day = (at: string) => dateLong(locale, at);
  const waiting = order.status === "pending_payment";
  // The gateway's notification may land a moment after the buyer: ask again every 3 s while it is pending.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void revalidator.revalidate(), 3_000);
    return () => window.clearInterval(timer);
  }, [waiting, revalidator]);
  const paid = order.status === "paid";
  const sendText = order.sendAt ? t("shop.giftOrder.sendAt", { time: formatTime(order.sendAt), day: day(order.sendAt) }) : t("shop.giftOrder.sendNow");

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t("shop.gift.title"), href: href(paths.giftCards()) }, { label: t("shop.giftOrder.crumb", { code: order.code }) }]} />
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">
        {paid ? t("shop.giftOrder.paidTitle") : t("shop.giftOrder.metaTitle", { code: order.code })}
      </h1>
      {paid ? (
        <p role="status" className="mt-1 text-[15px] text-slate-700" data-testid="gift-card-paid">
          {order.card?.sentAt
            ? t("shop.giftOrder.sent", { email: order.recipientEmail, time: formatTime(order.card.sentAt), day: day(order.card.sentAt) })
            : t("shop.giftOrder.willSend", { email: order.recipientEmail, when: sendText })}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[2fr_3fr] md:items-start">
        <section aria-label={t("shop.gift.title")} className="space-y-3">
          <GiftCardArt
            design={order.design as GiftCardDesign}
            brand={brand}
            amount={formatVnd(order.amount)}
            label={t("shop.giftOrder.cardLabel", { amount: formatVnd(order.amount) })}
            className="h-auto w-full rounded-card shadow-[0_8px_24px_-10px_rgba(11,22,51,.55)]"
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
            <dt className="text-slate-600">{t("shop.giftOrder.recipient")}</dt>
            <dd className="font-medium text-slate-900">
              {order.recipientName} ({order.recipientEmail})
            </dd>
            <dt className="text-slate-600">{t("shop.giftOrder.sending")}</dt>
            <dd className="text-slate-900">{sendText}</dd>
            {order.message ? (
              <>
                <dt className="text-slate-600">{t("shop.giftOrder.message")}</dt>
                <dd className="text-slate-900">“{order.message}”</dd>
              </>
            ) : null}
            {order.card ? (
              <>
                <dt className="text-slate-600">{t("shop.giftOrder.code")}</dt>
                <dd className="font-mono text-slate-900" data-testid="gift-card-masked">
                  {order.card.code}
                </dd>
                <dt className="text-slate-600">{t("shop.giftOrder.expires")}</dt>
                <dd className="text-slate-900">{t("shop.giftOrder.expiresDay", { day: day(order.card.expiresAt) })}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <div className="space-y-4">
          {paymentFailed && !paid ? (
            <p role="alert" className="rounded-card bg-red-50 px-4 py-3 text-[15px] text-red-800 ring-1 ring-red-200">
              {t("shop.giftOrder.paymentFailed")}
            </p>
          ) : null}
          {order.status === "held" ? (
            <CheckoutPanel giftCards={false} order={order} note={t("shop.giftOrder.held", { time: formatTime(order.expiresAt) })} />
          ) : null}
          {waiting ? (
            <p role="status" className="rounded-card bg-slate-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-slate-200">
              {t("shop.giftOrder.waiting")}
            </p>
          ) : null}
          {order.status === "expired" || order.status === "cancelled" ? (
            <p className="rounded-card bg-slate-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-slate-200">
              {t("shop.giftOrder.expired")}{" "}
              <Link to={href(paths.giftCards())} className="font-semibold text-night-900 underline">
                {t("shop.giftOrder.buyAnother")}
              </Link>
            </p>
          ) : null}
          {order.status === "refunded" ? (
            <p role="status" className="rounded-card bg-slate-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-slate-200" data-testid="gift-card-refunded">
              {t("shop.giftOrder.refunded", { card: order.card?.code ?? "" })}
            </p>
          ) : null}
          {paid && order.card?.status === "active" && (!order.card.sentAt || order.card.balance === order.card.initial) ? (
            <div>
              <p className="text-sm text-slate-600">{order.card.sentAt ? t("shop.giftOrder.cancelUnused") : t("shop.giftOrder.cancelUnsent")}</p>
              <CancelPaidOrder
                what={t("shop.giftOrder.cancelWhat", { code: order.code })}
                amount={formatVnd(order.total)}
                consequence={t("shop.giftOrder.cancelConsequence", { card: order.card.code })}
                cancel={async () => {
                  const answer = await callApi("POST /gift-cards/orders/:code/cancel", { params: { code: order.code }, body: { refundTo: "original" } });
                  if (!answer.ok) return answer.error.message;
                  void revalidator.revalidate();
                  return null;
                }}
              />
            </div>
          ) : null}
          {paid ? (
            <p className="text-[15px] text-slate-700">
              {rich("shop.giftOrder.account", {
                link: (
                  <Link key="account" to={href(paths.account())} className="font-semibold text-link underline">
                    {t("shop.giftOrder.accountLink")}
                  </Link>
                ),
              })}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
