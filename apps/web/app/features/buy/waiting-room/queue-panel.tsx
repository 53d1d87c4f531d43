import type { RefObject } from "react";
import { Link } from "react-router";
import { QUEUE_AWAY_MINUTES, type QueuePlace } from "@hancine/contract/waiting-room";
import { formatCountdown, spokenCountdown } from "../booking/countdown.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import { OpeningCountdown } from "./opening-countdown.tsx";
import { QueueProgress } from "./queue-progress.tsx";
import { placeText, waitText } from "./queue-text.ts";
import type { QueueConnection } from "./use-queue-place.ts";

export const SHOWTIMES_ANCHOR = "chon-suat";

/** A showtime the visitor was choosing when sent to the room: their turn leads back to it. */
export type ChosenShowtime = { id: string; label: string };

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

const KEEP_PLACE = `Bạn có thể đóng trang này trong tối đa ${QUEUE_AWAY_MINUTES} phút mà vẫn giữ chỗ. Vắng lâu hơn khi đến lượt, chỗ của bạn sẽ được nhường cho người sau.`;
const RANDOM_ORDER =
  "Mọi người vào phòng chờ trước giờ mở bán đều được xếp một vị trí ngẫu nhiên lúc mở bán, vào sớm hay muộn trước giờ đó đều như nhau — bạn không cần tải lại trang.";

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
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
      <span
        aria-hidden="true"
        className={cx("inline-block size-2.5 rounded-full", connection === "live" ? "bg-emerald-500 motion-safe:animate-pulse" : "bg-amber-brand")}
      />
      {connection === "live" ? "Vị trí được cập nhật trực tiếp." : "Đang mất kết nối trực tiếp: vị trí được cập nhật mỗi 5 giây."}
    </p>
  );
}

/** Sent here from a showtime's seat map: why, and where the turn leads. */
function ChosenNote({ chosen }: { chosen: ChosenShowtime }) {
  return (
    <Note>
      Suất {chosen.label} đang mở bán qua phòng chờ nên bạn chưa giữ ghế được ngay. Bạn đã có chỗ trong hàng; khi đến lượt, bạn sẽ quay lại chọn ghế suất này.
    </Note>
  );
}

function RejoinButton({ joining, onJoin, label = "Xếp hàng lại" }: { joining: boolean; onJoin: () => void; label?: string }) {
  return (
    <button type="button" onClick={onJoin} disabled={joining} className={buttonClass("primary", "mt-4")}>
      {joining ? "Đang xếp hàng…" : label}
    </button>
  );
}

/** What the visitor's place looks like now: sign in, the countdown, the line, their turn, or what came after. */
export function QueuePanel(props: PanelProps) {
  const { place, signedIn, opensAt, openingMs, admissionMs, firstPlace, connection, joining, joinError, joinRetrying, chosen, headingRef, onSignIn, onJoin } =
    props;

  if (!signedIn) {
    return (
      <>
        <Heading headingRef={headingRef}>Vào phòng chờ</Heading>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">Mỗi tài khoản có một chỗ trong phòng chờ. Bạn hãy đăng nhập để giữ chỗ của mình.</p>
        <div className="mt-4">
          <OpeningCountdown opensAt={opensAt} remainingMs={openingMs} />
        </div>
        <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{RANDOM_ORDER}</p>
        <button type="button" onClick={onSignIn} aria-haspopup="dialog" className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
          Đăng nhập để vào phòng chờ
        </button>
      </>
    );
  }

  if (!place) {
    return (
      <>
        <Heading headingRef={headingRef}>Vào phòng chờ</Heading>
        {joinError ? (
          <>
            <div role="status">
              <Note tone={joinRetrying ? "warn" : "error"}>{joinError}</Note>
            </div>
            <RejoinButton joining={joining} onJoin={onJoin} label={joinRetrying ? "Thử lại ngay" : "Vào phòng chờ"} />
          </>
        ) : (
          <p role="status" className="mt-2 text-[15px] text-slate-700">
            Đang giữ chỗ cho bạn…
          </p>
        )}
      </>
    );
  }

  if (place.eventStatus === "closed") {
    return (
      <>
        <Heading headingRef={headingRef}>Đợt mở bán đã kết thúc</Heading>
        <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
          Các suất chiếu giờ bán vé như bình thường, không cần xếp hàng. Bạn chọn suất ở dưới nhé.
        </p>
        <a href={`#${SHOWTIMES_ANCHOR}`} className={buttonClass("primary", "mt-4")}>
          Chọn suất chiếu
        </a>
      </>
    );
  }

  switch (place.state) {
    case "admitted":
      return (
        <>
          <Heading headingRef={headingRef}>Đến lượt bạn!</Heading>
          <div className="mt-4 rounded-card bg-night-900 px-4 py-5 text-center text-white">
            <p className="text-sm font-medium uppercase tracking-wide text-slate-300">Thời gian còn lại để giữ ghế</p>
            <p
              role="timer"
              aria-label={admissionMs === null ? undefined : `Còn ${spokenCountdown(admissionMs)} để giữ ghế`}
              className="mt-1 text-4xl font-bold tabular-nums text-amber-brand sm:text-5xl"
              data-testid="admission-countdown"
            >
              {admissionMs === null ? "––:––" : formatCountdown(admissionMs)}
            </p>
          </div>
          <p className="mt-4 text-[15px] leading-relaxed text-slate-700">
            Bạn hãy chọn suất và giữ ghế trước khi hết giờ; sau đó lượt vào hết hạn và bạn cần xếp hàng lại. Đã giữ ghế rồi thì bạn đổi ghế thoải mái, không
            phải xếp hàng nữa.
          </p>
          {chosen ? (
            <Link to={paths.booking(chosen.id)} className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
              Chọn ghế suất {chosen.label}
            </Link>
          ) : (
            <a href={`#${SHOWTIMES_ANCHOR}`} className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
              Chọn suất và ghế
            </a>
          )}
        </>
      );
    case "buying":
      return (
        <>
          <Heading headingRef={headingRef}>Bạn đang đặt vé</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
            Ghế của bạn đang được giữ. Bạn có thể đổi ghế hoặc đổi suất trong đợt mở bán này mà không cần xếp hàng lại, cho tới khi hết thời gian giữ ghế.
          </p>
          {chosen ? (
            <Link to={paths.booking(chosen.id)} className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
              Quay lại suất {chosen.label}
            </Link>
          ) : null}
        </>
      );
    case "done":
      return (
        <>
          <Heading headingRef={headingRef}>Bạn đã mua vé xong</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">Cảm ơn bạn! Vé và mã QR nằm trong tài khoản của bạn.</p>
          <Link to={paths.account()} className={buttonClass("primary", "mt-5")}>
            Xem vé của tôi
          </Link>
        </>
      );
    case "expired":
      return (
        <>
          <Heading headingRef={headingRef}>Lượt vào của bạn đã hết hạn</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
            Bạn chưa giữ ghế trong thời gian được vào. Bạn có thể xếp hàng lại, ở cuối hàng chờ.
          </p>
          {joinError ? <Note tone={joinRetrying ? "warn" : "error"}>{joinError}</Note> : null}
          <RejoinButton joining={joining} onJoin={onJoin} />
        </>
      );
    case "left":
      return (
        <>
          <Heading headingRef={headingRef}>Bạn đã rời hàng chờ</Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">
            Khi đến lượt, bạn đã vắng mặt quá {QUEUE_AWAY_MINUTES} phút nên chỗ được nhường cho người sau. Bạn có thể xếp hàng lại, ở cuối hàng chờ.
          </p>
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
        <Heading headingRef={headingRef}>Bạn đã có chỗ trong phòng chờ</Heading>
        {chosen ? <ChosenNote chosen={chosen} /> : null}
        <div className="mt-4">
          <OpeningCountdown opensAt={opensAt} remainingMs={openingMs} />
        </div>
        <p className="mt-4 text-[15px] leading-relaxed text-slate-700">{RANDOM_ORDER}</p>
        <Note>{KEEP_PLACE}</Note>
      </>
    );
  }

  const paused = place.eventStatus === "paused";
  return (
    <>
      <Heading headingRef={headingRef}>Bạn đang trong hàng chờ</Heading>
      {chosen ? <ChosenNote chosen={chosen} /> : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="rounded-card bg-night-900 px-4 py-4 text-white">
          <dt className="text-sm text-slate-300">Vị trí của bạn</dt>
          <dd className="mt-1 text-4xl font-bold tabular-nums text-amber-brand" data-testid="queue-place">
            {placeText(place.place)}
          </dd>
        </div>
        <div className="rounded-card bg-mist px-4 py-4 ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">Thời gian chờ ước tính</dt>
          <dd className="mt-1 text-xl font-bold text-night-900" data-testid="queue-wait">
            {paused ? "Đang tạm dừng" : place.estimatedWaitSeconds === null ? "Chưa ước tính được" : waitText(place.estimatedWaitSeconds)}
          </dd>
        </div>
      </dl>
      <QueueProgress firstPlace={firstPlace} place={place.place} />
      {paused ? (
        <Note tone="warn">
          Đợt mở bán đang tạm dừng. Vị trí của bạn vẫn được giữ nguyên; hàng chờ sẽ chạy tiếp ngay khi rạp mở lại. Bạn cứ để trang này mở nhé.
        </Note>
      ) : null}
      <LiveBadge connection={connection} />
      <Note>{KEEP_PLACE}</Note>
    </>
  );
}
