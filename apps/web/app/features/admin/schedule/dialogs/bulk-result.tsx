import { formatCount, formatDayShort, formatTime } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import type { ScheduleModel } from "../model/schedule-model.ts";

export type BulkResult = { created: number; skipped: { auditoriumId: string; startsAt: string; filmName: string; reason: string }[] };

/** What a copy or a fill made, each showtime it left out with the reason, and "Xong" to close. */
export function BulkResultView({ model, result, created, onDone }: { model: ScheduleModel; result: BulkResult; created: string; onDone: () => void }) {
  return (
    <>
      <div role="status" className="grid gap-2 text-sm" tabIndex={-1} ref={(el) => el?.focus()}>
        <p
          className={cx(
            "rounded-card border px-3 py-2 font-bold",
            result.created > 0 ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-amber-300 bg-amber-50 text-amber-950",
          )}
        >
          {created.replace("{n}", formatCount(result.created))}
          {result.skipped.length > 0 ? ` Bỏ qua ${formatCount(result.skipped.length)} suất:` : ""}
        </p>
        {result.skipped.length > 0 && (
          <ul className="max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-card border border-slate-200">
            {result.skipped.map((s) => (
              <li key={`${s.auditoriumId}-${s.startsAt}`} className="px-3 py-1.5">
                <span className="font-bold tabular-nums">
                  {formatDayShort(s.startsAt)} {formatTime(s.startsAt)}
                </span>{" "}
                · {model.roomById.get(s.auditoriumId)?.name ?? "Phòng"} · {s.filmName}
                <span className="block text-slate-700">{s.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onDone} className={buttonClass("secondary")}>
          Xong
        </button>
      </div>
    </>
  );
}
