import type { RefObject } from "react";
import { Link } from "react-router";
import { QUEUE_AWAY_MINUTES, type QueuePlace } from "@hancine/contract/waiting-room";
import { countdownParts, formatCountdown } from "../booking/countdown.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { OpeningCountdown } from "./opening-countdown.tsx";
import { QueueProgress } from "./queue-progress.tsx";
import { placeText, waitText } from "./queue-text.ts";
import type { QueueConnection } from "./use-queue-place.ts";

export const SHOWTIMES_ANCHOR = "chon-suat";

/** A showtime the visitor was choosing when sent to the room: their turn leads back to it. */
export type ChosenShowtime = {
  id: string /** Its time and day in the page's language. */;
  when: string /** Its cinema, as the chain writes it. */;
  cinema: string;
};

/** "20:30 T7, 22/11, HanCine Quận 1" (the cinema marked Vietnamese on an English page). */
function ShowtimeLabel({ chosen }: { chosen: ChosenShowtime }) {
  const { chainLang } = useI18n();
  return (
    <>
      {chosen.when}, <span lang={chainLang}>{chosen.cinema}</span>
    </>
  );
}

type PanelProps = {
  place: QueuePlace | null;
  signedIn: boolean;
  opensAt: string;
  /** To the opening, by the browser's clock (null before the page has mounted). */
  openingMs: number | null;
  /** Left of the admission (null when not admitted or not mounted). */
  admissionMs: number | null;
  firstPlace: number;
  connection: QueueConnection;
  joining: boolean;
  joinError: string | null;
  /** The join was refused for the moment and will be asked again by itself. */
  joinRetrying: boolean;
  chosen: ChosenShowtime | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSignIn: () => void;
  onJoin: () => void;
};

function Heading({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: string }) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-night-900 outline-none sm:text-2xl">
      {children}
    </h2>
  );
}

function Note({ tone = "info", children }: { tone?: "info" | "warn" | "error"; children: React.ReactNode }) {
  return (
    <p
      className={cx(
        "mt-4 rounded-card px-3 py-2 text-[15px] leading-relaxed ring-1",
        tone === "info" && "bg-blue-50 text-blue-950 ring-blue-200",
        tone === "warn" && "bg-amber-50 text-night-900 ring-amber-brand/50",
        tone === "error" && "bg-red-50 text-red-800 ring-red-200",
      )}
    >
      {children}
    </p>
  );
}

function LiveBadge({ connection }: { connection: QueueConnection }) {
  const { t } = useI18n();
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
      <span
        aria-hidden="true"
        className={cx("inline-block size-2.5 rounded-full", connection === "live" ? "bg-emerald-500 motion-safe:animate-pulse" : "bg-amber-brand")}
      />
      {connection === "live" ? t("room.live") : t("room.polling")}
    </p>
  );
}

/** Sent here from a showtime's seat map: why, and where the turn leads. */
function ChosenNote({ chosen }: { chosen: ChosenShowtime }) {
  const { rich } = useI18n();
  return <Note>{rich("room.chosenNote", { showtime: <ShowtimeLabel chosen={chosen} /> })}</Note>;
}

function RejoinButton({ joining, onJoin, label }: { joining: boolean; onJoin: () => void; label?: string }) {
  const { t } = useI18n();
  return (
    <button type="button" onClick={onJoin} disabled={joining} className={buttonClass("primary", "mt-4")}>
      {joining ? t("room.joining") : (label ?? t("room.rejoin"))}
    </button>
  );
}

/** What the visitor's place looks like now: sign in, the countdown, the line, their turn, or what came after. */
export function QueuePanel(props: PanelProps) {
  const { place, signedIn, opensAt, openingMs, admissionMs, firstPlace, connection, joining, joinError, joinRetrying, chosen, headingRef, onSignIn, onJoin } =
    props;
  const i18n = useI18n();
  const { t, rich, href } = i18n;
  const keepPlace = t("room.keepPlace", { minutes: QUEUE_AWAY_MINUTES });
  const randomOrder = t("room.randomOrder");

  if (!signedIn) {
    return (
      <>
        <Heading headingRef={headingRef}>{t("room.enter")}</Heading>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{t("room.onePlace")}</p>
        <div className="mt-4">
          <OpeningCountdown opensAt={opensAt} remainingMs={openingMs} />
        </div>
        <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{randomOrder}</p>
        <button type="button" onClick={onSignIn} aria-haspopup="dialog" className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
          {t("room.signIn")}
        </button>
      </>
    );
  }

  if (!place) {
    return (
      <>
        <Heading headingRef={headingRef}>{t("room.enter")}</Heading>
        {joinError ? (
          <>
            <div role="status">
              <Note tone={joinRetrying ? "warn" : "error"}>{joinError}</Note>
            </div>
            <RejoinButton joining={joining} onJoin={onJoin} label={joinRetrying ? t("room.retryNow") : t("room.enter")} />
          </>
        ) : (
          <p role="status" className="mt-2 text-[15px] text-slate-700">
            {t("room.keeping")}
          </p>
        )}
      </>
    );
  }

  if (place.eventStatus === "closed") {
    return (
      <>
        <Heading headingRef={headingRef}>{t("room.closed.title")}</Heading>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{t("room.closed.text")}</p>
        <a href={`#${SHOWTIMES_ANCHOR}`} className={buttonClass("primary", "mt-4")}>
          {t("room.closed.choose")}
        </a>
      </>
    );
  }

  switch (place.state) {
    case "admitted":
      return (
        <>
          <Heading headingRef={headingRef}>{t("room.admitted.title")}</Heading>
          <div className="mt-4 rounded-card bg-night-900 px-4 py-5 text-center text-white">
            <p className="text-sm font-medium uppercase tracking-wide text-slate-300">{t("room.admitted.timeLeft")}</p>
            <p
              role="timer"
              aria-label={admissionMs === null ? undefined : t("room.admitted.spoken", countdownParts(admissionMs))}
              className="mt-1 text-4xl font-bold tabular-nums text-amber-brand sm:text-5xl"
              data-testid="admission-countdown"
            >
              {admissionMs === null ? "––:––" : formatCountdown(admissionMs)}
            </p>
          </div>
          <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{t("room.admitted.text")}</p>
          {chosen ? (
            <Link to={href(paths.booking(chosen.id))} className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
              {rich("room.admitted.chosen", { showtime: <ShowtimeLabel chosen={chosen} /> })}
            </Link>
          ) : (
            <a href={`#${SHOWTIMES_ANCHOR}`} className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
              {t("room.admitted.choose")}
            </a>
          )}
        </>
      );
    case "buying":
      return (
        <>
          <Heading headingRef={headingRef}>{t("room.buying.title")}</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{t("room.buying.text")}</p>
          {chosen ? (
            <Link to={href(paths.booking(chosen.id))} className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
              {rich("room.buying.back", { showtime: <ShowtimeLabel chosen={chosen} /> })}
            </Link>
          ) : null}
        </>
      );
    case "done":
      return (
        <>
          <Heading headingRef={headingRef}>{t("room.done.title")}</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{t("room.done.text")}</p>
          <Link to={href(paths.account())} className={buttonClass("primary", "mt-5")}>
            {t("room.done.tickets")}
          </Link>
        </>
      );
    case "expired":
      return (
        <>
          <Heading headingRef={headingRef}>{t("room.expired.title")}</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{t("room.expired.text")}</p>
          {joinError ? <Note tone={joinRetrying ? "warn" : "error"}>{joinError}</Note> : null}
          <RejoinButton joining={joining} onJoin={onJoin} />
        </>
      );
    case "left":
      return (
        <>
          <Heading headingRef={headingRef}>{t("room.left.title")}</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{t("room.left.text", { minutes: QUEUE_AWAY_MINUTES })}</p>
          {joinError ? <Note tone={joinRetrying ? "warn" : "error"}>{joinError}</Note> : null}
          <RejoinButton joining={joining} onJoin={onJoin} />
        </>
      );
    case "waiting":
      break;
  }

  if (place.eventStatus === "scheduled" || place.place === null) {
    return (
      <>
        <Heading headingRef={headingRef}>{t("room.inRoom.title")}</Heading>
        {chosen ? <ChosenNote chosen={chosen} /> : null}
        <div className="mt-4">
          <OpeningCountdown opensAt={opensAt} remainingMs={openingMs} />
        </div>
        <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{randomOrder}</p>
        <Note>{keepPlace}</Note>
      </>
    );
  }

  const paused = place.eventStatus === "paused";
  return (
    <>
      <Heading headingRef={headingRef}>{t("room.inLine.title")}</Heading>
      {chosen ? <ChosenNote chosen={chosen} /> : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-card bg-night-900 px-4 py-4 text-white">
          <dt className="text-sm text-slate-300">{t("room.inLine.place")}</dt>
          <dd className="mt-1 text-4xl font-bold tabular-nums text-amber-brand" data-testid="queue-place">
            {placeText(i18n, place.place)}
          </dd>
        </div>
        <div className="rounded-card bg-mist px-4 py-4 ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{t("room.inLine.wait")}</dt>
          <dd className="mt-1 text-xl font-bold text-night-900" data-testid="queue-wait">
            {paused ? t("room.inLine.paused") : place.estimatedWaitSeconds === null ? t("room.inLine.unknown") : waitText(i18n, place.estimatedWaitSeconds)}
          </dd>
        </div>
      </dl>
      <QueueProgress firstPlace={firstPlace} place={place.place} />
      {paused ? <Note tone="warn">{t("room.inLine.pausedNote")}</Note> : null}
      <LiveBadge connection={connection} />
      <Note>{keepPlace}</Note>
    </>
  );
}
