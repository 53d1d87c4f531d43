import { data, Link, redirect, useRevalidator } from "react-router";
import { chainDay, formatDate, formatTime, formatVnd } from "@hancine/contract/format";
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

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Đổi suất – ${loaderData.order.showtime.film.name} | ${loaderData.brand}` : "Đổi suất" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** /orders/{code}/doi-suat: another showtime of the same film for a paid order; its time opens the seat map in exchange mode (decision 049). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const code = params.code.toUpperCase();
  if (!/^[A-Z0-9]{4,32}$/.test(code)) throw data(null, { status: 404 });
  const answer = await readApi(api, "GET /orders/by-code/:code", { params: { code }, timeoutMs: HOME.requestTimeoutMs });
  if (answer.status === 401) throw redirect(paths.login(paths.orderExchange(code)));
  if (answer.status === 404) throw data(null, { status: 404 });
  // Another cinema's order, for staff and managers (issue 30): the API's 403 and its sentence.
  if (answer.status === 403) throw data({ message: (!answer.ok && answer.error?.message) || null }, { status: 403 });
  if (!answer.ok) throw data(null, { status: 503 });
  const order = answer.result;
  const city = cityFromCookieHeader(request.headers.get("cookie"));
  const open = order.status === "paid" && order.afterSale?.open === true && order.afterSale.canExchange;
  const showtimes = open ? (await loadShowtimes(api, { film: order.showtime.film.slug, city })).filter((s) => s.id !== order.showtime.id) : [];
  const now = new Date();
  return { brand: site.brand, order, open, city, showtimes, today: chainDay(now), days: nextDays(now), messages: messagesFor("vi", ["showtimes"]) };
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
  const { t } = useI18n();
  const busy = useRevalidator().state === "loading";
  const credit = order.afterSale?.refund;
  const why =
    order.status !== "paid"
      ? "Đơn hàng này không còn ở trạng thái đã thanh toán."
      : !order.afterSale?.canExchange
        ? "Đơn hàng này đã được đổi suất một lần nên không đổi tiếp được."
        : order.afterSale.blockedReason;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        items={[{ label: "Tài khoản", href: paths.account() }, { label: `Đơn hàng ${order.code}`, href: paths.order(order.code) }, { label: "Đổi suất" }]}
      />
      <h1 className="mt-2 text-2xl font-bold text-night-900 sm:text-3xl">Đổi suất {order.showtime.film.name}</h1>
      <div className="mt-4 rounded-card border border-slate-200 bg-white p-4 text-[15px] text-slate-800 shadow-sm">
        <p>
          Đơn <strong>{order.code}</strong>: {formatTime(order.showtime.startsAt)}, {formatDate(order.showtime.startsAt)} · {order.showtime.cinema.name} · Ghế{" "}
          {order.seats.map((s) => s.label).join(", ")}
        </p>
        {open && credit ? (
          <p className="mt-1">
            {formatVnd(credit.amount)} đã trả được tính vào suất mới. Suất mới đắt hơn: bạn trả thêm phần chênh lệch. Rẻ hơn: phần thừa được hoàn về {credit.to}
            . Vé cũ hết giá trị ngay khi đổi xong.
          </p>
        ) : null}
        {order.afterSale ? <p className="mt-1 text-sm text-slate-600">{order.afterSale.rule}</p> : null}
      </div>
      {open ? (
        <section aria-labelledby="exchange-showtimes" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="exchange-showtimes" className="text-xl font-bold text-night-900">
              Chọn suất mới
            </h2>
            <CityButton city={city} />
          </div>
          <div className="mt-4">
            <ShowtimesByDay
              days={days}
              today={today}
              showtimes={showtimes}
              groupBy="cinema"
              label="Chọn ngày xem"
              busy={busy}
              linkTo={(showtime) => paths.booking(showtime.id, { exchangeFrom: order.code })}
              empty={
                <>
                  Chưa có suất chiếu khác của <strong>{order.showtime.film.name}</strong> trong ngày này {wherePhrase(t, city)}. Bạn thử chọn ngày khác hoặc đổi
                  khu vực nhé.
                </>
              }
            />
          </div>
        </section>
      ) : (
        <div role="status" className="mt-6 rounded-card bg-mist px-4 py-6 text-center">
          <p className="font-bold text-night-900">Đơn hàng này không đổi suất được.</p>
          {why ? <p className="mt-1 text-slate-700">{why}</p> : null}
          <Link to={paths.order(order.code)} className={buttonClass("primary", "mt-4")}>
            Về trang vé
          </Link>
        </div>
      )}
    </div>
  );
}
