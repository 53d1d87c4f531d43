import { useState } from "react";
import { data, redirect } from "react-router";
import type { Order } from "@hancine/contract/booking";
import { AfterSaleActions } from "../features/buy/after-sale/after-sale-actions.tsx";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/order";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { OrderStatusPanel } from "../features/buy/checkout/order-status-panel.tsx";
import { TicketSheet } from "../features/buy/checkout/ticket-sheet.tsx";
import { usePaymentProgress } from "../features/buy/checkout/use-payment-progress.ts";
import { whenText } from "../features/buy/booking/showtime-card.tsx";
import { InvoiceRequestPanel } from "../features/buy/invoice-request/invoice-request-panel.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { RateFilmForm } from "../features/discover/film-ratings/rate-film-form.tsx";
import { paths } from "../features/site/paths.ts";
import { keepOfflineHeaders, OFFLINE_KEEP_HEADER, useKeepOffline } from "../features/offline/keep-offline.ts";
import { KeptOfflineNote, OfflineCopyBanner } from "../features/offline/offline-notice.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { filmName } from "../lib/summaries.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = siteMessagesOf(matches, loaderData?.messages);
  return [
    {
      title: loaderData
        ? `${t("purchase.order.metaTitle", { code: loaderData.order.code, film: loaderData.order.showtime.film.name })} | ${loaderData.brand}`
        : t("purchase.order.metaFallback"),
    },
    { name: "robots", content: "noindex" },
  ];
};

// The customer's own tickets: never kept by a shared cache. A paid order's page may be kept on the
// customer's device by the site's service worker, to open at the door without a connection (decision 088).
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": "private, no-store",
  ...keepOfflineHeaders(loaderHeaders.get(OFFLINE_KEEP_HEADER) === "keep"),
});

/** /orders/{code}: the order's state after payment, and once paid, the tickets with their QR codes. */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const code = params.code.toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) throw data(null, { status: 404 });
  const timeoutMs = HOME.requestTimeoutMs;
  const answer = await readApi(api, "GET /orders/by-code/:code", { params: { code }, timeoutMs });
  if (answer.status === 401) throw redirect(paths.login(`${locale === "en" ? "/en" : ""}${paths.order(code)}`));
  if (answer.status === 404) throw data(null, { status: 404 });
  // Another cinema's order, for staff and managers (issue 30): the API's 403 and its sentence.
  if (answer.status === 403) throw data({ message: (!answer.ok && answer.error?.message) || null }, { status: 403 });
  if (!answer.ok) throw data(null, { status: 503 });
  // An English page names the film in English when the film editor gave it a name (else its own, marked Vietnamese).
  const order = {
    ...answer.result,
    showtime: { ...answer.result.showtime, film: { ...answer.result.showtime.film, ...filmName(answer.result.showtime.film, locale) } },
  };
  const detail = await readApi(api, "GET /showtimes/:id", { params: { id: order.showtime.id }, timeoutMs }).catch(() => null);
  return data(
    {
      brand: site.brand,
      order,
      showtime: detail?.ok ? detail.result : null,
      paymentFailed: new URL(request.url).searchParams.has("thanh-toan"),
      // The page's words, and the rating form's (decision 092).
      messages: messagesFor(locale, ["purchase", "films", "offline"]),
    },
    { headers: keepOfflineHeaders(order.status === "paid") },
  );
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <OrderScreen key={loaderData.order.id} {...loaderData} />
    </MessagesProvider>
  );
}

function OrderScreen({ order: initial, showtime, paymentFailed }: Route.ComponentProps["loaderData"]) {
  const progress = usePaymentProgress(initial);
  const [changed, setChanged] = useState<Order | null>(null);
  const { t, href, locale, chainLang } = useI18n();
  // The order as the API answers it (polled, or after a cancel), its film named in the page's language.
  const answered = changed ?? progress.order;
  const order = { ...answered, showtime: { ...answered.showtime, film: { ...answered.showtime.film, ...filmName(answered.showtime.film, locale) } } };
  const { waitedTooLong } = progress;
  const paid = order.status === "paid";
  const offline = useKeepOffline(href(paths.order(order.code)), paid);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      {/* Printing the ticket: only the ticket, not the site around it. */}
      <style>{"@media print { body header, body footer, body nav { display: none !important } }"}</style>
      <OfflineCopyBanner state={offline} showListLink />
      <div className="print:hidden">
        <Breadcrumbs
          items={[{ label: t("purchase.order.account"), href: href(paths.account()) }, { label: t("purchase.order.title", { code: order.code }) }]}
        />
      </div>
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl print:hidden">
        {paid ? t("purchase.order.yourTickets") : t("purchase.order.title", { code: order.code })}
      </h1>
      {paid ? (
        <p role="status" className="mt-1 text-[15px] text-slate-700 print:hidden">
          {order.exchange ? t("purchase.order.exchanged", { code: order.exchange.fromOrderCode }) : t("purchase.order.paid")}
        </p>
      ) : (
        <p className="mt-1 text-[15px] text-slate-700">
          <span lang={order.showtime.film.nameLang}>{order.showtime.film.name}</span> · {whenText(order.showtime.startsAt, locale)} ·{" "}
          <span lang={chainLang}>{order.showtime.cinema.name}</span>
        </p>
      )}
      <KeptOfflineNote state={offline} />
      {/* The copy kept for the door (no connection): the ticket only, no action that needs the network. */}
      {paid && offline.kind !== "copy" ? <AfterSaleActions order={order} onChanged={setChanged} /> : null}
      <div className="mt-5">
        {paid ? (
          <TicketSheet order={order} showtime={showtime} />
        ) : (
          <OrderStatusPanel order={order} paymentFailed={paymentFailed} waitedTooLong={waitedTooLong} />
        )}
      </div>
      {paid && offline.kind !== "copy" ? <InvoiceRequestPanel orderId={order.id} /> : null}
      {/* A past ticket that was used at the door: the film can be rated from here. */}
      {paid && offline.kind !== "copy" && order.tickets?.some((ticket) => ticket.checkedInAt) ? (
        <div className="mt-6 print:hidden">
          <RateFilmForm slug={order.showtime.film.slug} filmName={order.showtime.film.name} filmNameLang={order.showtime.film.nameLang} />
        </div>
      ) : null}
    </div>
  );
}
