import { useEffect, useRef, useState } from "react";
import { data, Link } from "react-router";
import { chainDay, formatTime } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import { ADMISSION_MINUTES } from "@hancine/contract/waiting-room";
import type { Route } from "./+types/waiting-room";
import { servicesOf } from "../page-services.ts";
import { readApi } from "../lib/api.server.ts";
import { loadShowtimes } from "../lib/showtimes.server.ts";
import { useCurrentUser } from "../lib/current-user.tsx";
import { WARN_AT_MS } from "../features/buy/booking/countdown.ts";
import { useHoldCountdown } from "../features/buy/booking/use-hold-countdown.ts";
import { nextDays } from "../features/discover/showtimes/showtime-days.ts";
import { ShowtimesByDay } from "../features/discover/showtimes/showtimes-by-day.tsx";
import { saveAdmissionPass } from "../features/buy/waiting-room/admission-pass.ts";
import { QueuePanel, SHOWTIMES_ANCHOR, type ChosenShowtime } from "../features/buy/waiting-room/queue-panel.tsx";
import { openingText, placeText, waitText } from "../features/buy/waiting-room/queue-text.ts";
import { POLL_MS, useQueuePlace } from "../features/buy/waiting-room/use-queue-place.ts";
import { WaitingRoomHow } from "../features/buy/waiting-room/waiting-room-how.tsx";
import { PosterImage } from "../ui/poster-image.tsx";
import { paths, WAITING_ROOM_SHOWTIME_PARAM } from "../features/site/paths.ts";
import { filmName } from "../lib/summaries.ts";
import { MessagesProvider, useI18n } from "../lib/i18n/messages.tsx";
import { localeOfPath } from "../lib/i18n/page-locale.ts";
import { dayShort } from "../lib/i18n/dates.ts";
import { siteMessagesOf } from "../lib/share-meta.ts";
import { messagesFor } from "../lib/i18n/messages.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = siteMessagesOf(matches, loaderData?.messages);
  return [
    { title: loaderData ? `${t("room.metaTitle", { event: loaderData.event.name })} | ${loaderData.brand}` : t("room.metaFallback") },
    { name: "robots", content: "noindex" },
  ];
};

// The page shows the visitor's own place: never stored by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** /phong-cho/{eventId}: a premiere day's waiting room (decision 055), server-rendered, then live. */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const locale = localeOfPath(url.pathname);
  const id = params.eventId;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw data(null, { status: 404 });
  const timeoutMs = HOME.requestTimeoutMs;
  const [eventAnswer, placeAnswer] = await Promise.all([
    readApi(api, "GET /sale-events/:id", { params: { id }, timeoutMs }),
    // The visitor's place, if they are in line (401 signed out, 404 not yet: they join from the page).
    readApi(api, "GET /sale-events/:id/queue/me", { params: { id }, timeoutMs }).catch(() => null),
  ]);
  if (eventAnswer.status === 404) throw data(null, { status: 404 });
  if (!eventAnswer.ok) throw data(null, { status: 503 });
  const event = eventAnswer.result;
  const ids = new Set(event.showtimeIds);
  const showtimes = (await loadShowtimes(api, { film: event.film.slug })).filter((s) => ids.has(s.id));
  const chosenId = new URL(request.url).searchParams.get(WAITING_ROOM_SHOWTIME_PARAM);
  const chosenShowtime = showtimes.find((s) => s.id === chosenId);
  const chosen: ChosenShowtime | null = chosenShowtime
    ? { id: chosenShowtime.id, when: `${formatTime(chosenShowtime.startsAt)} ${dayShort(locale, chosenShowtime.startsAt)}`, cinema: chosenShowtime.cinema.name }
    : null;
  const now = new Date();
  // The days the event's showtimes fall on (a premiere often sells weeks ahead), else the next week.
  const showDays = [...new Set(showtimes.map((s) => chainDay(s.startsAt)))].sort();
  // An English page names the film in English when the film editor gave it a name (its showtimes carry it), else its own, marked Vietnamese.
  const nameEn = showtimes.find((s) => s.film.slug === event.film.slug)?.film.nameEn ?? null;
  return {
    brand: site.brand,
    event,
    film: filmName({ name: event.film.name, nameEn }, locale),
    initialPlace: placeAnswer?.ok ? placeAnswer.result : null,
    showtimes,
    cinemas: [...new Set(showtimes.map((s) => s.cinema.name))],
    chosen,
    today: chainDay(now),
    days: showDays.length > 0 ? showDays : nextDays(now),
    messages: messagesFor(locale, ["waiting-room", "showtimes"]),
  };
}

type Data = Route.ComponentProps["loaderData"];

export default function WaitingRoomPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <WaitingRoom key={loaderData.event.id} {...loaderData} />
    </MessagesProvider>
  );
}

function WaitingRoom({ event, film, initialPlace, showtimes, cinemas, chosen, today, days }: Data) {
  const i18n = useI18n();
  const { t, rich, href, chainLang } = i18n;
  const { user, openLogin } = useCurrentUser();
  const signedIn = user !== null;
  const { place, join, joining, joinError, joinRetrying, refresh, connection } = useQueuePlace({
    eventId: event.id,
    initial: initialPlace,
    signedIn,
    onSignedOut: openLogin,
  });
  const eventStatus = place?.eventStatus ?? event.status;
  const opensAt = place?.opensAt ?? event.opensAt;

  // Until the place is drawn: the countdown (browser clock); at zero, the place is asked for until it comes.
  const undrawn = eventStatus !== "closed" && (place === null || (place.state === "waiting" && place.place === null));
  const openingMs = useHoldCountdown(undrawn ? opensAt : null, 0, () => {
    if (signedIn) void refresh();
  });
  const openingDue = undrawn && place !== null && openingMs === 0;
  useEffect(() => {
    if (!openingDue) return;
    const timer = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [openingDue, refresh]);

  // Admitted: the time left, and the pass carried to the booking page in this tab.
  const admitted = place?.state === "admitted" && place.admissionToken && place.admissionExpiresAt ? place : null;
  const admissionMs = useHoldCountdown(admitted?.admissionExpiresAt ?? null, 0, () => void refresh());
  useEffect(() => {
    if (admitted?.admissionToken && admitted.admissionExpiresAt)
      saveAdmissionPass({ eventId: event.id, token: admitted.admissionToken, expiresAt: admitted.admissionExpiresAt, showtimeIds: event.showtimeIds });
  }, [admitted?.admissionToken, admitted?.admissionExpiresAt, event.id, event.showtimeIds]);

  // The first place given, for the progress bar (adjusted while rendering when a larger one comes).
  const current = place?.state === "waiting" ? (place.place ?? 0) : 0;
  const [firstPlace, setFirstPlace] = useState(current);
  if (current > firstPlace) setFirstPlace(current);

  const { announcement, headingRef } = useAnnouncements(place, eventStatus, admissionMs);
  const choosing = place?.state === "admitted" || place?.state === "buying" || eventStatus === "closed";

  return (
    <div>
      <section aria-labelledby="waiting-room-title" className="bg-night-900 text-white">
        <div className="mx-auto flex max-w-6xl items-start gap-4 px-4 py-6 sm:gap-8 md:py-10">
          <PosterImage
            src={event.film.imagePortrait}
            alt={t("room.poster", { film: film.name })}
            className="w-24 shrink-0 rounded-card shadow-[0_12px_30px_-10px_rgba(0,0,0,.7)] sm:w-40"
            eager
          />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-bold uppercase tracking-wide text-amber-brand">{t("room.kicker")}</p>
            <h1 id="waiting-room-title" lang={chainLang} className="mt-1 text-2xl font-bold leading-tight sm:text-4xl">
              {event.name}
            </h1>
            <p className="mt-2 text-[15px] text-slate-200">
              {rich("room.film", {
                film: (
                  <Link to={href(paths.film(event.film.slug))} lang={film.nameLang} className="font-bold text-white underline underline-offset-2">
                    {film.name}
                  </Link>
                ),
              })}
            </p>
            <p className="mt-1 text-[15px] text-slate-200">
              <time dateTime={opensAt}>{openingText(i18n, opensAt)}</time>
            </p>
            {showtimes.length > 0 ? (
              <p className="mt-1 text-sm text-slate-300">
                {rich("room.showtimesCount", { count: showtimes.length, cinemas: <span lang={chainLang}>{cinemas.join(", ")}</span> })}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <div className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10 lg:grid lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start lg:gap-8">
        <section aria-label={t("room.panelLabel")} className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="queue-panel">
          <QueuePanel
            place={place}
            signedIn={signedIn}
            opensAt={opensAt}
            openingMs={openingMs}
            admissionMs={admissionMs}
            firstPlace={firstPlace}
            connection={connection}
            joining={joining}
            joinError={joinError}
            joinRetrying={joinRetrying}
            chosen={chosen}
            headingRef={headingRef}
            onSignIn={openLogin}
            onJoin={() => void join()}
          />
        </section>
        <WaitingRoomHow className="mt-6 lg:mt-0" />
      </div>

      {choosing ? (
        <section id={SHOWTIMES_ANCHOR} aria-labelledby="event-showtimes" className="mx-auto w-full max-w-6xl scroll-mt-4 px-4 pb-10">
          <h2 id="event-showtimes" className="text-xl font-bold text-night-900">
            {t("room.showtimesTitle")}
          </h2>
          <div className="mt-4">
            <ShowtimesByDay
              days={days}
              today={today}
              showtimes={showtimes}
              groupBy="cinema"
              label={t("room.chooseDay")}
              empty={t("room.noShowtimes")}
              linkTo={(showtime) => href(paths.booking(showtime.id))}
            />
          </div>
        </section>
      ) : null}

      <div aria-live="polite" className="sr-only" data-testid="queue-announcer">
        {announcement}
      </div>
    </div>
  );
}

/** At most one place announcement a minute; every change of state at once. */
const PLACE_ANNOUNCE_MS = 60_000;

/**
 * What the polite live region says: a change of state (opening, pause, turn) at once, the place
 * as it moves at most once a minute, and one warning when a minute of the admission is left. A
 * turn that needs acting on (admitted, expired, left, closed) also takes the focus to its heading.
 */
function useAnnouncements(place: ReturnType<typeof useQueuePlace>["place"], eventStatus: string, admissionMs: number | null) {
  const i18n = useI18n();
  const { t } = i18n;
  const words = useRef({ i18n, t });
  useEffect(() => {
    words.current = { i18n, t };
  });
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastState = useRef<string | null>(null);
  const lastPlaceSpoken = useRef(0);
  const state = place?.state ?? null;
  const stateKey = `${state}|${eventStatus}`;
  const number = place?.place ?? null;
  const wait = place?.estimatedWaitSeconds ?? null;

  useEffect(() => {
    const previous = lastState.current;
    lastState.current = stateKey;
    if (previous === null || previous === stateKey || state === null) return;
    const { i18n: words18n, t: say } = words.current;
    const where =
      number !== null
        ? `${say("room.say.where", { place: placeText(words18n, number) })}${wait !== null ? say("room.say.wait", { wait: waitText(words18n, wait) }) : ""}`
        : "";
    const text =
      eventStatus === "closed"
        ? say("room.say.closed")
        : state === "admitted"
          ? say("room.say.admitted", { minutes: ADMISSION_MINUTES })
          : state === "expired"
            ? say("room.say.expired")
            : state === "left"
              ? say("room.say.left")
              : state === "done"
                ? say("room.say.done")
                : state === "buying"
                  ? say("room.say.buying")
                  : eventStatus === "paused"
                    ? say("room.say.paused")
                    : eventStatus === "open" && previous.endsWith("|paused")
                      ? say("room.say.resumed", { where })
                      : eventStatus === "open"
                        ? say("room.say.opened", { where })
                        : "";
    if (text) {
      setAnnouncement(text);
      lastPlaceSpoken.current = Date.now();
    }
    if (state === "admitted" || state === "expired" || state === "left" || eventStatus === "closed") headingRef.current?.focus();
  }, [stateKey, state, eventStatus, number, wait]);

  useEffect(() => {
    if (state !== "waiting" || number === null || Date.now() - lastPlaceSpoken.current < PLACE_ANNOUNCE_MS) return;
    lastPlaceSpoken.current = Date.now();
    const { i18n: words18n, t: say } = words.current;
    setAnnouncement(
      `${say("room.say.place", { place: placeText(words18n, number) })}${wait !== null ? say("room.say.wait", { wait: waitText(words18n, wait) }) : ""}`,
    );
  }, [state, number, wait]);

  const lastMinute = admissionMs !== null && admissionMs > 0 && admissionMs <= WARN_AT_MS;
  useEffect(() => {
    if (lastMinute) setAnnouncement(words.current.t("room.say.lastMinute"));
  }, [lastMinute]);

  return { announcement, headingRef };
}
