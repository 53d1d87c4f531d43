import { useState } from "react";
import { Link } from "react-router";
import { AfterSaleActions } from "#web/features/buy/after-sale/after-sale-actions.tsx";
import type { Order } from "@hancine/contract/booking";
import { formatTime, formatVnd } from "@hancine/contract/format";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { filmName } from "#web/lib/summaries.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { paths } from "#web/features/site/paths.ts";
import { UPCOMING_TICKETS_PATH } from "#web/features/offline/offline-notice.tsx";

const STATUS_LABEL: Record<Order["status"], WebMessageKey> = {
  held: "me.orders.status.held",
  pending_payment: "me.orders.status.pending_payment",
  paid: "me.orders.status.paid",
  expired: "me.orders.status.expired",
  cancelled: "me.orders.status.cancelled",
  refunded: "me.orders.status.refunded",
  exchanged: "me.orders.status.exchanged",
};

type Groups = { open: Order[]; upcoming: Order[]; past: Order[] };

/**
 * Open orders (seats still held) first, then tickets for showtimes to come (soonest first), then
 * the rest (most recent first). The server lists no abandoned holds: they were never orders.
 */
export function groupOrders(orders: Order[], now: number): Groups {
  const groups: Groups = { open: [], upcoming: [], past: [] };
  for (const order of orders) {
    if (order.status === "held" || order.status === "pending_payment") groups.open.push(order);
    else if (order.status === "paid" && Date.parse(order.showtime.endsAt) > now) groups.upcoming.push(order);
    else groups.past.push(order);
  }
  groups.upcoming.sort((a, b) => Date.parse(a.showtime.startsAt) - Date.parse(b.showtime.startsAt));
  groups.past.sort((a, b) => Date.parse(b.showtime.startsAt) - Date.parse(a.showtime.startsAt));
  return groups;
}

function OrderRow({ order, action }: { order: Order; action?: React.ReactNode }) {
  const { t, rich, href, chainLang, locale } = useI18n();
  const film = filmName(order.showtime.film, locale);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-4 py-3">
      <div>
        <p className="font-bold text-night-900">
          <Link to={href(paths.order(order.code))} lang={film.nameLang} className="hover:text-link hover:underline">
            {film.name}
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          {rich("me.orders.line", {
            cinema: <span lang={chainLang}>{order.showtime.cinema.name}</span>,
            time: formatTime(order.showtime.startsAt),
            date: dateLong(locale, order.showtime.startsAt),
            seats: order.seats.map((s) => s.label).join(", "),
          })}
        </p>
        <p className="text-sm text-slate-600">{t("me.orders.code", { code: order.code })}</p>
        {action}
      </div>
      {/* Phones: the total and the status on one line under the film, left-aligned like it. */}
      <div className="flex w-full items-baseline gap-2 sm:block sm:w-auto sm:text-right">
        <p className="font-bold text-night-900">{formatVnd(order.total)}</p>
        <p className="text-sm text-slate-600">{t(STATUS_LABEL[order.status])}</p>
      </div>
    </li>
  );
}

function Group({ id, title, orders, action }: { id: string; title: string; orders: Order[]; action?: (order: Order) => React.ReactNode }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-[15px] font-bold text-night-900">
        {title}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-card border border-slate-200">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} action={action?.(order)} />
        ))}
      </ul>
    </section>
  );
}

/** The customer's orders (GET /api/v1/me/orders), in the order a cinema-goer looks for them. */
export function OrderHistory({ orders: listed, now }: { orders: Order[]; now: number }) {
  // An order cancelled here is shown as the server answered, without reloading the page.
  const [changed, setChanged] = useState<Record<string, Order>>({});
  const orders = listed.map((order) => changed[order.id] ?? order);
  const { open, upcoming, past } = groupOrders(orders, now);
  const { t, rich, href } = useI18n();
  return (
    <section aria-labelledby="order-history-title" className="space-y-5">
      <h2 id="order-history-title" className="text-lg font-bold text-night-900">
        {t("me.orders.title")}
      </h2>
      {orders.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 px-4 py-6 text-center text-[15px] text-slate-600">
          {t("me.orders.none")}{" "}
          <Link to={href(paths.buyTickets())} className="font-bold text-link underline underline-offset-2">
            {t("me.orders.buy")}
          </Link>
        </p>
      ) : (
        <>
          <Group
            id="orders-open"
            title={t("me.orders.open")}
            orders={open}
            action={(order) => (
              <p className="mt-1 text-sm text-amber-900">
                {t("me.orders.heldUntil", { time: formatTime(order.expiresAt) })}{" "}
                <Link to={href(paths.booking(order.showtime.id, { step: "payment" }))} className={buttonClass("secondary", "ml-1 mt-1", "sm")}>
                  {t("me.orders.continue")}
                </Link>
              </p>
            )}
          />
          <Group
            id="orders-upcoming"
            title={t("me.orders.upcoming")}
            orders={upcoming}
            action={(order) => <AfterSaleActions order={order} onChanged={(after) => setChanged((map) => ({ ...map, [after.id]: after }))} />}
          />
          {upcoming.length > 0 ? (
            <p className="text-sm text-slate-700">
              {rich("me.orders.offline", {
                link: (
                  <Link to={href(UPCOMING_TICKETS_PATH)} className="font-bold text-link underline underline-offset-2">
                    {t("me.orders.offlineLink")}
                  </Link>
                ),
              })}
            </p>
          ) : null}
          <Group id="orders-past" title={t("me.orders.past")} orders={past} />
        </>
      )}
    </section>
  );
}
