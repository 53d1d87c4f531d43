import { useI18n } from "#web/lib/i18n/messages.tsx";
import { progressPercent } from "./queue-text.ts";

/** How far along the line: a bar from the first place given to the front, gliding only when motion is welcome. */
export function QueueProgress({ firstPlace, place }: { firstPlace: number; place: number }) {
  const { t } = useI18n();
  const percent = progressPercent(firstPlace, place);
  return (
    <div className="mt-5">
      <div
        role="progressbar"
        aria-label={t("room.progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("room.progress.value", { percent })}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-amber-brand motion-safe:transition-[width] motion-safe:duration-200"
          style={{ width: `${Math.max(percent, 3)}%` }}
        />
      </div>
      <p className="mt-1.5 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{t("room.progress.start")}</span>
        <span>{t("room.progress.end")}</span>
      </p>
    </div>
  );
}
