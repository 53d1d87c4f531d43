import { useEffect, useRef, useState } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Product } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/booking";
import { servicesOf } from "../page-services.ts";
import { readApi, readResult } from "../lib/api.server.ts";
import { SeatHelper } from "../features/buy/seat-map/seat-helper.tsx";
import { SeatLegend } from "../features/buy/seat-map/seat-legend.tsx";
import { SeatMap as SeatMapView } from "../features/buy/seat-map/seat-map.tsx";
import { useSeatEvents } from "../features/buy/seat-map/use-seat-events.ts";
import { BookingSteps } from "../features/buy/booking/booking-steps.tsx";
import { CombosStep, type ComboProduct } from "../features/buy/booking/combos-step.tsx";
import { WARN_AT_MS } from "../features/buy/booking/countdown.ts";
import { HoldExpired } from "../features/buy/booking/hold-expired.tsx";
import { HoldTimer } from "../features/buy/booking/hold-timer.tsx";
import { OrderLines, OrderTotalLine, SelectionLines } from "../features/buy/booking/order-lines.tsx";
import { ShowtimeCard, whenText } from "../features/buy/booking/showtime-card.tsx";
import { SummaryStep } from "../features/buy/booking/summary-step.tsx";
import { CheckoutPanel } from "../features/buy/checkout/checkout-panel.tsx";
import { useBooking, type Booking } from "../features/buy/booking/use-booking.ts";
import { useHoldCountdown } from "../features/buy/booking/use-hold-countdown.ts";
import { AgeBadge } from "../ui/age-badge.tsx";
import { buttonClass } from "../ui/button.tsx";
import { cx } from "../ui/cx.ts";
import { BOOKING_EXCHANGE_PARAM, BOOKING_STEP_PARAM, paths } from "../features/site/paths.ts";
import { ExchangeNote } from "../features/buy/after-sale/exchange-note.tsx";
import { useCurrentUser } from "../lib/current-user.tsx";
import { WaitlistPanel } from "../features/buy/waitlist/waitlist-panel.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { filmName } from "../lib/summaries.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t, locale } = siteMessagesOf(matches, loaderData?.messages);
  return [
    {
      title: loaderData
        ? `${t("purchase.booking.metaTitle", { film: loaderData.showtime.film.name, when: whenText(loaderData.showtime.startsAt, locale) })} | ${loaderData.brand}`
        : t("purchase.booking.metaFallback"),
    },
    { name: "robots", content: "noindex" },
  ];
};

// The page shows the visitor's own hold: never stored by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const CONCESSIONS: Product["kind"][] = ["combo", "drink", "snack"];

export async function loader({ context, params, request, url: pageUrl }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(pageUrl.pathname);
  const id = params.showtimeId;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw data(null, { status: 404 });
  const timeoutMs = HOME.requestTimeoutMs;
  const url = new URL(request.url);
  const exchangeCode = url.searchParams.get(BOOKING_EXCHANGE_PARAM)?.toUpperCase() ?? null;
  const showtimeRead = readApi(api, "GET /showtimes/:id", { params: { id }, timeoutMs });
  const [showtimeAnswer, seatsAnswer, ordersAnswer, products, exchangeAnswer] = await Promise.all([
    showtimeRead,
    readApi(api, "GET /showtimes/:id/seats", { params: { id }, timeoutMs }),
    // The visitor's live hold on this showtime, if any; 401 when signed out: then there is none to carry on with.
    readApi(api, "GET /me/orders", { query: { showtimeId: id, status: "held" }, timeoutMs }).catch(() => null),
    // The menu of the showtime's cinema only (product_cinemas; decision 048).
    showtimeRead.then((answer) => (answer.ok ? readResult(api, "GET /products", [], { query: { cinema: answer.result.cinema.slug }, timeoutMs }) : [])),
    // Exchanging a paid order (decision 049): the order whose money is carried over.
    exchangeCode && /^[A-Z0-9]{4,32}$/.test(exchangeCode)
      ? readApi(api, "GET /orders/by-code/:code", { params: { code: exchangeCode }, timeoutMs }).catch(() => null)
      : null,
  ]);
  if (showtimeAnswer.status === 404) throw data(null, { status: 404 });
  if (!showtimeAnswer.ok || !seatsAnswer.ok) throw data(null, { status: 503 });
  // An English page names the film in English when the film editor gave it a name (else its own, marked Vietnamese).
  const showtime = { ...showtimeAnswer.result, film: { ...showtimeAnswer.result.film, ...filmName(showtimeAnswer.result.film, locale) } };
  const seatMap = seatsAnswer.result;
  const now = Date.now();
  // Back on the page with a live hold (a reload, the login round trip): carry on with it.
  const orders = ordersAnswer?.ok ? ordersAnswer.result : [];
  const order = orders.find((o) => o.showtime.id === showtime.id && o.status === "held" && Date.parse(o.expiresAt) > now) ?? null;
  const from = exchangeAnswer?.ok ? exchangeAnswer.result : null;
  const exchangeFrom =
    from &&
    from.status === "paid" &&
    from.afterSale?.open &&
    from.afterSale.canExchange &&
    from.showtime.film.slug === showtime.film.slug &&
    from.showtime.id !== showtime.id
      ? {
          id: from.id,
          code: from.code,
          credit: from.afterSale.refund?.amount ?? 0,
          to: from.afterSale.refund?.to ?? "",
          seats: from.seats.length,
          when: from.showtime.startsAt,
        }
      : null;
  return {
    brand: site.brand,
    showtime,
    seatMap,
    order,
    resumeAtPayment: url.searchParams.get(BOOKING_STEP_PARAM) === "thanh-toan",
    exchangeFrom,
    closed: showtime.cancelled || Date.parse(showtime.salesCloseAt) <= now,
    serverNow: now,
    products: products
      .filter((p) => CONCESSIONS.includes(p.kind))
      .map(({ id: productId, name, description, price, image, kind }): ComboProduct => ({ id: productId, name, description, price, image, kind })),
    messages: messagesFor(locale, ["purchase"]),
  };
}

type Data = Route.ComponentProps["loaderData"];

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  // A new showtime starts a new booking (state is not carried from one showtime to another).
  return (
    <MessagesProvider messages={loaderData.messages}>
      <BookingScreen key={loaderData.showtime.id} {...loaderData} />
    </MessagesProvider>
  );
}

function Notice({ booking, compact = false }: { booking: Booking; compact?: boolean }) {
  if (!booking.notice) return null;
  return (
    <p
      role={booking.notice.tone === "error" ? "alert" : "status"}
      className={cx(
        "rounded-card px-3 py-2",
        compact ? "max-h-24 overflow-y-auto text-[13px] leading-snug" : "text-sm",
        booking.notice.tone === "error" ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-blue-50 text-blue-950 ring-1 ring-blue-200",
      )}
    >
      {booking.notice.text}
    </p>
  );
}

/** The main button of the step, and 'Huỷ giữ ghế' once seats are held. */
function Actions({ booking, className }: { booking: Booking; className?: string }) {
  const { step, order, busy, expired, salesClosed } = booking;
  const { t } = useI18n();
  if (expired) return null;
  return (
    <div className={cx("flex flex-wrap items-center gap-2", className)}>
      {step === "seats" ? (
        <button type="button" onClick={() => void booking.holdSeats()} disabled={busy || salesClosed} className={buttonClass("primary", "min-w-40 flex-1")}>
          {busy ? t("purchase.booking.holding") : t("purchase.booking.continue")}
        </button>
      ) : step === "combos" ? (
        <button type="button" onClick={() => booking.goToStep("summary")} className={buttonClass("primary", "min-w-40 flex-1")}>
          {t("purchase.booking.continue")}
        </button>
      ) : null}
      {order ? (
        <button
          type="button"
          onClick={() => void booking.cancelOrder()}
          disabled={busy}
          className={buttonClass("ghost", "text-sm underline underline-offset-2", "sm")}
        >
          {t("purchase.booking.release")}
        </button>
      ) : null}
    </div>
  );
}

function BookingScreen({ showtime, seatMap, order, resumeAtPayment, closed, serverNow, products, exchangeFrom }: Data) {
  const { user, openLogin } = useCurrentUser();
  const navigate = useNavigate();
  const { t, rich, locale, href, chainLang } = useI18n();
  const signedIn = user !== null;
  // 'Tiếp tục' while signed out opens the login; once signed in, the hold goes ahead by itself.
  const holdAfterLogin = useRef(false);
  const booking = useBooking({
    showtimeId: showtime.id,
    seatMap,
    initialOrder: order,
    resumeAtPayment,
    serverNow,
    signedIn,
    openLogin: () => {
      holdAfterLogin.current = true;
      openLogin();
    },
    exchangeFrom,
    onExchanged: (done) => void navigate(href(paths.order(done.code))),
    // A showtime sold through a waiting room, and no turn yet: to the room, which says why (decision 055).
    onQueueRequired: (eventId) => void navigate(href(paths.waitingRoom(eventId, { showtime: showtime.id }))),
  });
  const { holdSeats } = booking;
  useEffect(() => {
    if (!signedIn || !holdAfterLogin.current) return;
    holdAfterLogin.current = false;
    void holdSeats();
  }, [signedIn, holdSeats]);
  useSeatEvents(showtime.id, booking.applyChanges, () => void booking.reloadMap());
  const remaining = useHoldCountdown(booking.order?.expiresAt ?? null, booking.clockOffset, booking.expire);

  // One polite warning when a minute is left.
  const [timeWarning, setTimeWarning] = useState("");
  const warnedFor = useRef<string | null>(null);
  const holdId = booking.order?.id ?? null;
  const lastMinute = remaining !== null && remaining > 0 && remaining <= WARN_AT_MS;
  useEffect(() => {
    if (!lastMinute || warnedFor.current === holdId) return;
    warnedFor.current = holdId;
    setTimeWarning(t("purchase.booking.lastMinute"));
  }, [lastMinute, holdId, t]);

  // Each new step (and the expiry notice) takes the focus, so keyboard and screen reader users start there.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [booking.step, booking.expired]);

  const stepTitle = booking.expired
    ? t("purchase.booking.expiredTitle")
    : booking.step === "seats"
      ? t("purchase.booking.seatsTitle")
      : booking.step === "combos"
        ? t("purchase.booking.combosTitle")
        : t("purchase.booking.summaryTitle");
  // Seats anyone could still hold now: the waiting list is offered when fewer than a full group are left.
  const freeSeats = seatMap.rows.reduce(
    (sum, row) => sum + row.seats.filter((seat) => seat.price > 0 && ["available", "selected"].includes(booking.statusOf(seat))).length,
    0,
  );
  const lines = booking.order ? <OrderLines order={booking.order} /> : <SelectionLines seats={booking.selectedSeats} />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-5 lg:grid lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8 lg:pb-12 lg:pt-8">
      <div className="min-w-0">
        <ShowtimeCard showtime={showtime} headingLevel={1} className="mb-4 lg:hidden" />
        <h1 className="sr-only max-lg:hidden">
          {rich("purchase.booking.heading", {
            film: <span lang={showtime.film.nameLang}>{showtime.film.name}</span>,
            when: whenText(showtime.startsAt, locale),
          })}
        </h1>
        <BookingSteps step={booking.step} onStep={booking.goToStep} />
        {exchangeFrom && booking.step === "seats" ? <ExchangeNote from={exchangeFrom} seats={booking.selectedSeats} /> : null}

        <h2 ref={stepHeading} tabIndex={-1} className="mt-5 text-xl font-bold text-night-900 outline-none sm:text-2xl">
          {stepTitle}
        </h2>

        <div className="mt-4">
          {closed ? (
            <div className="rounded-card bg-mist px-4 py-6 text-center">
              <p className="font-bold text-night-900">{showtime.cancelled ? t("purchase.booking.cancelled") : t("purchase.booking.closed")}</p>
              <Link to={href(paths.film(showtime.film.slug))} className={buttonClass("primary", "mt-4")}>
                {t("purchase.booking.otherShowtimes")}
              </Link>
            </div>
          ) : booking.expired ? (
            <HoldExpired onChooseAgain={booking.chooseAgain} />
          ) : booking.step === "seats" ? (
            <>
              {!signedIn ? (
                <p className="mb-3 flex flex-wrap items-center gap-x-2 rounded-card bg-blue-50 px-3 py-2 text-sm text-blue-950">
                  {t("purchase.booking.signInFirst")}
                  <button type="button" onClick={openLogin} aria-haspopup="dialog" className="font-bold text-blue-800 underline underline-offset-2">
                    {t("purchase.booking.signIn")}
                  </button>
                </p>
              ) : null}
              {showtime.saleEventId && !booking.order ? (
                <p className="mb-3 flex flex-wrap items-center gap-x-2 rounded-card bg-amber-50 px-3 py-2 text-sm text-night-900 ring-1 ring-amber-brand/50">
                  {t("purchase.booking.waitingRoom")}
                  <Link
                    to={href(paths.waitingRoom(showtime.saleEventId, { showtime: showtime.id }))}
                    className="font-bold text-amber-900 underline underline-offset-2"
                  >
                    {t("purchase.booking.enterWaitingRoom")}
                  </Link>
                </p>
              ) : null}
              {booking.order || showtime.saleEventId ? null : (
                <WaitlistPanel showtimeId={showtime.id} freeSeats={freeSeats} signedIn={signedIn} openLogin={openLogin} />
              )}
              {freeSeats > 0 ? <SeatHelper onSuggest={booking.suggest} /> : null}
              <SeatMapView
                rows={booking.rows}
                columns={booking.columns}
                statusOf={booking.statusOf}
                flagged={booking.flagged}
                onToggle={booking.toggle}
                onFocusSeat={booking.onFocusSeat}
                label={t("purchase.booking.mapLabel", { auditorium: showtime.auditorium.name, cinema: showtime.cinema.name })}
                screenSide={booking.screenSide}
              />
              <div className="mt-5 rounded-card border border-slate-200 bg-white p-4">
                <SeatLegend prices={showtime.prices} companion={booking.rows.some((row) => row.seats.some((seat) => seat.companion))} />
              </div>
            </>
          ) : booking.order && booking.step === "combos" ? (
            <CombosStep products={products} order={booking.order} onChange={(list) => booking.updateOrder({ products: list })} />
          ) : booking.order ? (
            <SummaryStep
              order={booking.order}
              age={showtime.film.age}
              onUpdate={booking.updateOrder}
              prices={showtime.prices}
              orderChange={booking.orderChange}
              payment={<CheckoutPanel order={booking.order} age={showtime.film.age} />}
            />
          ) : null}
        </div>
      </div>

      <aside aria-label={t("purchase.booking.aside")} className="hidden lg:block">
        <div className="sticky top-4 space-y-4 rounded-card border border-slate-200 bg-white p-5 shadow-sm">
          <ShowtimeCard showtime={showtime} />
          <HoldTimer remainingMs={remaining} />
          <div className="border-t border-slate-200 pt-4">{lines}</div>
          <Notice booking={booking} />
          <Actions booking={booking} />
        </div>
      </aside>

      {/* Phones: what is being booked, the time left and the main button stay at the bottom of the screen. */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2.5 shadow-[0_-8px_24px_-12px_rgba(11,22,51,.25)] backdrop-blur lg:hidden">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 text-sm leading-snug">
            <p className="flex items-center gap-1.5 font-bold text-night-900">
              <span className="truncate" lang={showtime.film.nameLang}>
                {showtime.film.name}
              </span>
              <AgeBadge age={showtime.film.age} className="h-5 min-w-7 text-[11px]" />
            </p>
            <p className="truncate text-slate-600">
              {whenText(showtime.startsAt, locale)} · {showtime.format} · <span lang={chainLang}>{showtime.cinema.name}</span> ·{" "}
              <span lang={chainLang}>{showtime.auditorium.name}</span>
            </p>
          </div>
          <HoldTimer remainingMs={remaining} compact />
        </div>
        <div className="mt-2 space-y-2">
          {!booking.order ? <SelectionLines seats={booking.selectedSeats} /> : booking.step !== "summary" ? <OrderTotalLine order={booking.order} /> : null}
          <Notice booking={booking} compact />
          <Actions booking={booking} />
        </div>
      </div>

      <div aria-live="polite" className="sr-only">
        {booking.announcement}
      </div>
      <div aria-live="polite" className="sr-only">
        {timeWarning}
      </div>
    </div>
  );
}
