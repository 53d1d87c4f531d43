import { cx } from "#web/ui/cx.ts";
import { countdownParts, formatCountdown, WARN_AT_MS } from "./countdown.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** "Giữ ghế 09:41": the hold's countdown, red in its last minute. Screen readers hear it on demand. */
export function HoldTimer({ remainingMs, compact = false }: { remainingMs: number | null; compact?: boolean }) {
  const { t } = useI18n();
  if (remainingMs === null) return null;
  const urgent = remainingMs <= WARN_AT_MS;
  return (
    <p
      className={cx(
        "inline-flex items-center gap-1.5 rounded-card font-bold tabular-nums",
        compact ? "px-2 py-1 text-sm" : "px-3 py-1.5 text-[15px]",
        urgent ? "bg-red-50 text-red-700 ring-1 ring-red-200" : "bg-amber-50 text-night-900 ring-1 ring-amber-brand/40",
      )}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 1.5M9 2h6" strokeLinecap="round" />
      </svg>
      <span className={compact ? "sr-only" : undefined}>{t("purchase.timer.hold")}</span>
      <span role="timer" aria-label={t("purchase.timer.left", { time: t("purchase.timer.spoken", countdownParts(remainingMs)) })} data-testid="hold-countdown">
        {formatCountdown(remainingMs)}
      </span>
    </p>
  );
}
