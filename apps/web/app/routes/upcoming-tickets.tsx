import { Link, redirect } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import { formatTime } from "@hancine/contract/format";
import type { Route } from "./+types/upcoming-tickets";
import { servicesOf } from "#web/page-services.ts";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { paths } from "#web/features/site/paths.ts";
import { accountSecurityPath } from "#web/features/site/security-paths.ts";
import { groupOrders } from "#web/features/account/profile/order-history.tsx";
import { keepOfflineHeaders, useKeepOffline } from "#web/features/offline/keep-offline.ts";
import { KeptOfflineNote, OfflineCopyBanner, UPCOMING_TICKETS_PATH } from "#web/features/offline/offline-notice.tsx";
import { Breadcrumbs } from "#web/ui/breadcrumbs.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { siteMessagesOf } from "#web/lib/share-meta.ts";
import { filmName } from "#web/lib/summaries.ts";
import { pathIn } from "#web/lib/i18n/locale-paths.ts";
import { localeOfPath } from "#web/lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "#web/lib/i18n/messages.tsx";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import { dateLong } from "#web/lib/i18n/dates.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: siteMessagesOf(matches, loaderData?.messages).t("account.upcoming.metaTitle") },
  { name: "robots", content: "noindex" },
];

// The customer's own tickets: never in a shared cache; kept on their device by the service worker (decision 088).
export function headers() {
  return { "cache-control": "private, no-store", ...keepOfflineHeaders(true) };
}

/**
 * /account/ve-sap-xem (and /en/account/ve-sap-xem): the paid tickets of showtimes still to come,
 * soonest first, each leading to its ticket page. What is needed at the door and nothing that goes
 * stale (no prices, no seats to choose): this list, like each ticket page, opens without a
 * connection once opened, in the language it was opened in.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const here = pathIn(locale, UPCOMING_TICKETS_PATH);
  const me = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  if (!me?.ok) throw redirect(pathIn(locale, paths.login(here)));
  if (me.result.mfa.required && !me.result.mfa.proven) throw redirect(accountSecurityPath(here));
  const orders = await readResult(api, "GET /me/orders", [], { timeoutMs: HOME.requestTimeoutMs });
  const tickets = groupOrders(orders, Date.now()).upcoming.map((order) => ({
    ...order,
    film: filmName(order.showtime.film, locale),
    date: dateLong(locale, order.showtime.startsAt),
  }));
  return { tickets, here, messages: messagesFor(locale, ["account", "offline"]) };
}

export default function UpcomingTicketsPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <UpcomingTickets loaderData={loaderData} />
    </MessagesProvider>
  );
}

function UpcomingTickets({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { tickets, here } = loaderData;
  const offline = useKeepOffline(here, true);
  const i18n = useI18n();
  const { t, href, chainLang } = i18n;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <OfflineCopyBanner state={offline} />
      <Breadcrumbs items={[{ label: t("account.upcoming.crumb"), href: href(paths.account()) }, { label: t("account.upcoming.title") }]} />
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">{t("account.upcoming.title")}</h1>
      <p className="mt-1 text-[15px] text-slate-700">{t("account.upcoming.lead")}</p>
      <KeptOfflineNote state={offline} />
      {tickets.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-slate-300 px-4 py-6 text-center text-[15px] text-slate-600">
          {t("account.upcoming.none")}{" "}
          <Link to={href(paths.buyTickets())} className="font-bold text-link underline underline-offset-2">
            {t("account.upcoming.buy")}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {tickets.map((order) => (
            <li key={order.id} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h2 className="text-lg font-bold text-night-900" lang={order.film.nameLang}>
                {order.film.name}
              </h2>
              <p className="text-[15px] text-slate-700">
                {i18n.rich("account.upcoming.when", {
                  time: formatTime(order.showtime.startsAt),
                  date: order.date,
                  cinema: (
                    <span key="cinema" lang={chainLang}>
                      {order.showtime.cinema.name}
                    </span>
                  ),
                })}
              </p>
              <p className="text-sm text-slate-600">
                {t("account.upcoming.seats", { seats: order.seats.map((seat) => seat.label).join(", "), code: order.code })}
              </p>
              {/* A whole-document load, which the worker can answer from the kept ticket without a connection. */}
              <Link reloadDocument to={href(paths.order(order.code))} className={buttonClass("primary", "mt-3 min-h-11")}>
                {t("account.upcoming.open")}
                <span className="sr-only">
                  {i18n.rich("account.upcoming.openFilm", {
                    film: (
                      <span key="film" lang={order.film.nameLang}>
                        {order.film.name}
                      </span>
                    ),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
