import { data, Link, redirect, useRevalidator } from "react-router";
import { chainDay, formatTime, formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/order-exchange";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { cityFromCookieHeader } from "../lib/city-cookie.ts";
import { loadShowtimes } from "../lib/showtimes.server.ts";
import { nextDays } from "../features/discover/showtimes/showtime-days.ts";
import { wherePhrase } from "../features/site/location/city-name.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { ShowtimesByDay } from "../features/discover/showtimes/showtimes-by-day.tsx";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { buttonClass } from "../ui/button.tsx";
import { CityButton } from "../features/site/location/city-button.tsx";
import { paths } from "../features/site/paths.ts";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { pathIn } from "../lib/i18n/locale-paths.ts";
import { dateLong } from "../lib/i18n/dates.ts";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { filmName } from "../lib/summaries.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = siteMessagesOf(matches, loaderData?.messages);
  return [
    {
      title: loaderData
        ? `${t("purchase.exchangePage.metaTitle", { film: loaderData.order.showtime.film.name })} | ${loaderData.brand}`
        : t("purchase.after.exchange"),
    },
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** /orders/{code}/doi-suat: another showtime of the same film for a paid order; its time opens the seat map in exchange mode (decision 049). */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const code = params.code.toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) throw data(null, { status: 404 });
  const answer = await readApi(api, "GET /orders/by-code/:code", { params: { code }, timeoutMs: HOME.requestTimeoutMs });
  if (answer.status === 401) throw redirect(pathIn(locale, paths.login(pathIn(locale, paths.orderExchange(code)))));
  if (answer.status === 404) throw data(null, { status: 404 });
  // Another cinema's order, for staff and managers (issue 30): the API's 403 and its sentence.
  if (answer.status === 403) throw data({ message: (!answer.ok && answer.error?.message) || null }, { status: 403 });
  if (!answer.ok) throw data(null, { status: 503 });
  // An English page names the film in English when the film editor gave it a name (else its own, marked Vietnamese).
  const order = {
    ...answer.result,
    showtime: { ...answer.result.showtime, film: { ...answer.result.showtime.film, ...filmName(answer.result.showtime.film, locale) } },
  };
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const open = order.status === "paid" && order.afterSale?.open === true && order.afterSale.canExchange;
  const showtimes = open ? (await loadShowtimes(api, { film: order.showtime.film.slug, city })).filter((s) => s.id !== order.showtime.id) : [];
  const now = new Date();
  return {
    brand: site.brand,
    order,
    open,
    city,
    showtimes,
    today: chainDay(now),
    days: nextDays(now),
    messages: messagesFor(locale, ["purchase", "showtimes"]),
  };
}

export default function OrderExchangePage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <OrderExchange loaderData={loaderData} />
    </MessagesProvider>
  );
}

function OrderExchange({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { order, open, city, showtimes, today, days } = loaderData;
  const { t, rich, href, locale, chainLang } = useI18n();
  const busy = useRevalidator().state === "loading";
  const credit = order.afterSale?.refund;
  const why =
    order.status !== "paid"
      ? t("purchase.exchangePage.notPaid")
      : !order.afterSale?.canExchange
        ? t("purchase.exchangePage.once")
        : order.afterSale.blockedReason;
  const filmTitle = <span lang={order.showtime.film.nameLang}>{order.showtime.film.name}</span>;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        items={[
          { label: t("purchase.order.account"), href: href(paths.account()) },
          { label: t("purchase.order.title", { code: order.code }), href: href(paths.order(order.code)) },
          { label: t("purchase.after.exchange") },
        ]}
      />
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">{rich("purchase.exchangePage.heading", { film: filmTitle })}</h1>
      <div className="mt-4 rounded-card border border-slate-200 bg-white p-4 text-[15px] text-slate-800 shadow-sm">
        <p>
          {rich("purchase.exchangePage.order", {
            code: <strong>{order.code}</strong>,
            time: formatTime(order.showtime.startsAt),
            date: dateLong(locale, order.showtime.startsAt),
            cinema: <span lang={chainLang}>{order.showtime.cinema.name}</span>,
            count: order.seats.length,
            labels: order.seats.map((s) => s.label).join(", "),
          })}
        </p>
        {open && credit ? <p className="mt-1">{t("purchase.exchangePage.credit", { amount: formatVnd(credit.amount), to: credit.to })}</p> : null}
        {order.afterSale ? <p className="mt-1 text-sm text-slate-600">{order.afterSale.rule}</p> : null}
      </div>
      {open ? (
        <section aria-labelledby="exchange-showtimes" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="exchange-showtimes" className="text-xl font-bold text-night-900">
              {t("purchase.exchangePage.choose")}
            </h2>
            <CityButton city={city} />
          </div>
          <div className="mt-4">
            <ShowtimesByDay
              days={days}
              today={today}
              showtimes={showtimes}
              groupBy="cinema"
              label={t("purchase.exchangePage.chooseDay")}
              busy={busy}
              linkTo={(showtime) => href(paths.booking(showtime.id, { exchangeFrom: order.code }))}
              empty={rich("purchase.exchangePage.empty", {
                film: <strong lang={order.showtime.film.nameLang}>{order.showtime.film.name}</strong>,
                where: wherePhrase(t, city),
              })}
            />
          </div>
        </section>
      ) : (
        <div role="status" className="mt-6 rounded-card bg-mist px-4 py-6 text-center">
          <p className="font-bold text-night-900">{t("purchase.exchangePage.cannot")}</p>
          {why ? <p className="mt-1 text-slate-700">{why}</p> : null}
          <Link to={href(paths.order(order.code))} className={buttonClass("primary", "mt-4")}>
            {t("purchase.exchangePage.back")}
          </Link>
        </div>
      )}
    </div>
  );
}
