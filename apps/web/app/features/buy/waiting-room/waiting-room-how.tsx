import { ADMISSION_MINUTES, QUEUE_AWAY_MINUTES } from "@hancine/contract/waiting-room";
import { cx } from "#web/ui/cx.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** The rules of the room in four lines, beside the place. */
export function WaitingRoomHow({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <aside aria-labelledby="waiting-room-how" className={cx("rounded-card bg-mist p-5 ring-1 ring-slate-200", className)}>
      <h2 id="waiting-room-how" className="text-lg font-bold text-night-900">
        {t("room.how.title")}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-[15px] leading-relaxed text-slate-700">
        <li>{t("room.how.random")}</li>
        <li>{t("room.how.turns")}</li>
        <li>{t("room.how.minutes", { minutes: ADMISSION_MINUTES })}</li>
        <li>{t("room.how.onePlace", { minutes: QUEUE_AWAY_MINUTES })}</li>
      </ol>
    </aside>
  );
}
