import { openingCountdown, openingText, spokenOpeningCountdown } from "./queue-text.ts";

/** "Mở bán sau 05:12" on a big clock, and when: "Mở bán lúc 10:00 ngày 28/11/2026". */
export function OpeningCountdown({ opensAt, remainingMs }: { opensAt: string; remainingMs: number | null }) {
  const opening = remainingMs !== null && remainingMs <= 0;
  return (
    <div className="rounded-card bg-night-900 px-4 py-5 text-center text-white">
      {opening ? (
        <p className="text-lg font-bold">Đang mở bán… Vị trí của bạn sẽ hiện ra trong giây lát.</p>
      ) : (
        <>
          <p className="text-sm font-medium uppercase tracking-wide text-slate-300">Mở bán sau</p>
          {/* Ticks every second for the eye; screen readers get the minutes (not a live region). */}
          <p className="mt-1 text-4xl font-bold tabular-nums text-amber-brand sm:text-5xl" data-testid="opening-countdown">
            <span aria-hidden="true">{remainingMs === null ? "––:––" : openingCountdown(remainingMs)}</span>
            <span className="sr-only">{remainingMs === null ? "" : spokenOpeningCountdown(remainingMs)}</span>
          </p>
        </>
      )}
      <p className="mt-2 text-[15px] text-slate-200">
        <time dateTime={opensAt}>{openingText(opensAt)}</time>
      </p>
    </div>
  );
}
