import { useI18n } from "#web/lib/i18n/messages.tsx";
import { openingCountdown, openingText, spokenOpeningCountdown } from "./queue-text.ts";

/** "Mở bán sau 05:12" on a big clock, and when: "Mở bán lúc 10:00 ngày 28/11/2026". */
export function OpeningCountdown({ opensAt, remainingMs }: { opensAt: string; remainingMs: number | null }) {
  const i18n = useI18n();
  const { t } = i18n;
  const opening = remainingMs !== null && remainingMs <= 0;
  return (
    <div className="rounded-card bg-night-900 px-4 py-5 text-center text-white">
      {opening ? (
        <p className="text-lg font-bold">{t("room.countdown.opening")}</p>
      ) : (
        <>
          <p className="text-sm font-medium uppercase tracking-wide text-slate-300">{t("room.countdown.opensIn")}</p>
          {/* Ticks every second for the eye; screen readers get the minutes (not a live region). */}
          <p className="mt-1 text-4xl font-bold tabular-nums text-amber-brand sm:text-5xl" data-testid="opening-countdown">
            <span aria-hidden="true">{remainingMs === null ? "––:––" : openingCountdown(i18n, remainingMs)}</span>
            <span className="sr-only">{remainingMs === null ? "" : spokenOpeningCountdown(i18n, remainingMs)}</span>
          </p>
        </>
      )}
      <p className="mt-2 text-[15px] text-slate-200">
        <time dateTime={opensAt}>{openingText(i18n, opensAt)}</time>
      </p>
    </div>
  );
}
