import { Link, redirect } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import { formatDate, formatTime } from "@hancine/contract/format";
import type { Route } from "./+types/upcoming-tickets";
import { servicesOf } from "#web/page-services.ts";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { paths } from "#web/features/site/paths.ts";
import { accountSecurityPath } from "#web/features/site/security-paths.ts";
import { groupOrders } from "#web/features/account/profile/order-history.tsx";
import { keepOfflineHeaders, useKeepOffline } from "#web/features/offline/keep-offline.ts";
import { MessagesProvider } from "#web/lib/i18n/messages.tsx";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import { KeptOfflineNote, OfflineCopyBanner, UPCOMING_TICKETS_PATH } from "#web/features/offline/offline-notice.tsx";
import { Breadcrumbs } from "#web/ui/breadcrumbs.tsx";
import { buttonClass } from "#web/ui/button.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Vé sắp xem – HanCine" }, { name: "robots", content: "noindex" }];

// The customer's own tickets: never in a shared cache; kept on their device by the service worker (decision 088).
export function headers() {
  return { "cache-control": "private, no-store", ...keepOfflineHeaders(true) };
}

/**
 * /account/ve-sap-xem: the paid tickets of showtimes still to come, soonest first, each leading to its
 * ticket page. What is needed at the door and nothing that goes stale (no prices, no seats to choose):
 * this list, like each ticket page, opens without a connection once opened.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const me = await readApi(api, "GET /auth/me", { timeoutMs: HOME.requestTimeoutMs }).catch(() => null);
  if (!me?.ok) throw redirect(paths.login(UPCOMING_TICKETS_PATH));
  if (me.result.mfa.required && !me.result.mfa.proven) throw redirect(accountSecurityPath(UPCOMING_TICKETS_PATH));
  const orders = await readResult(api, "GET /me/orders", [], { timeoutMs: HOME.requestTimeoutMs });
  // The offline notes' words (decision 093a); the page itself is Vietnamese for now.
  return { tickets: groupOrders(orders, Date.now()).upcoming, messages: messagesFor("vi", ["offline"]) };
}

export default function UpcomingTickets({ loaderData }: Route.ComponentProps) {
  const offline = useKeepOffline(UPCOMING_TICKETS_PATH, true);
  const { tickets } = loaderData;
  return (
    <MessagesProvider messages={loaderData.messages}>
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
        <OfflineCopyBanner state={offline} />
        <Breadcrumbs items={[{ label: "Tài khoản", href: paths.account() }, { label: "Vé sắp xem" }]} />
        <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">Vé sắp xem</h1>
        <p className="mt-1 text-[15px] text-slate-700">Vé đã mở trên máy này vẫn xem được khi không có mạng, kể cả mã QR vào rạp.</p>
        <KeptOfflineNote state={offline} />
        {tickets.length === 0 ? (
          <p className="mt-6 rounded-card border border-dashed border-slate-300 px-4 py-6 text-center text-[15px] text-slate-600">
            Bạn chưa có vé cho suất chiếu sắp tới.{" "}
            <Link to={paths.buyTickets()} className="font-bold text-link underline underline-offset-2">
              Mua vé ngay
            </Link>
          </p>
        ) : (
          <ul className="mt-6 space-y-3">
            {tickets.map((order) => (
              <li key={order.id} className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <h2 className="text-lg font-bold text-night-900">{order.showtime.film.name}</h2>
                <p className="text-[15px] text-slate-700">
                  {formatTime(order.showtime.startsAt)}, {formatDate(order.showtime.startsAt)} · {order.showtime.cinema.name}
                </p>
                <p className="text-sm text-slate-600">
                  Ghế {order.seats.map((seat) => seat.label).join(", ")} · Mã đặt vé {order.code}
                </p>
                {/* A whole-document load, which the worker can answer from the kept ticket without a connection. */}
                <Link reloadDocument to={paths.order(order.code)} className={buttonClass("primary", "mt-3 min-h-11")}>
                  Mở vé và mã QR<span className="sr-only"> phim {order.showtime.film.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </MessagesProvider>
  );
}
