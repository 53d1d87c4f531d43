import { useState, type FormEvent } from "react";
import { addDays } from "@hancine/contract/chain-clock";
import { formatCount } from "@hancine/contract/format";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { BulkResultView, type BulkResult } from "./bulk-result.tsx";
import { copyDay } from "../schedule-actions.ts";
import { totalsOf, type ScheduleModel } from "../model/schedule-model.ts";
import { dayLong, dayShort } from "../model/schedule-time.ts";

const DAYS = 6;

/** "Chép sang ngày khác": the shown day's live showtimes to the next days (same rooms, times, films). */
export function CopyDayDialog({
  model,
  onClose,
  onChanged,
  onReload,
}: {
  model: ScheduleModel;
  onClose: () => void;
  onChanged: (summary: string) => void;
  onReload: () => void;
}) {
  const days = Array.from({ length: DAYS }, (_, i) => addDays(model.day.date, i + 1));
  const [chosen, setChosen] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const count = totalsOf(model.day.showtimes).showtimes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (chosen.length === 0) return setFailure("Hãy chọn ít nhất một ngày để chép tới.");
    setBusy(true);
    const outcome = await copyDay(model, [...chosen].sort());
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.message);
      if (outcome.reload) onReload();
      return;
    }
    setResult(outcome.result);
    onChanged(`Đã chép ${formatCount(outcome.result.created)} suất sang ${chosen.length} ngày, bỏ qua ${formatCount(outcome.result.skipped.length)} suất.`);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Chép sang ngày khác"
      description={`${count} suất chiếu của ${dayLong(model.day.date)} (cùng phòng, giờ, phim, định dạng). Suất trùng với lịch sẵn có sẽ được bỏ qua.`}
    >
      {result ? (
        <BulkResultView model={model} result={result} created="Đã chép {n} suất." onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">Chép tới các ngày</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {days.map((day) => (
                <label
                  key={day}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-slate-300 px-3 has-[:checked]:border-night-900 has-[:checked]:bg-slate-100"
                >
                  <input
                    type="checkbox"
                    className="size-5 accent-night-900"
                    checked={chosen.includes(day)}
                    onChange={(e) => setChosen((list) => (e.target.checked ? [...list, day] : list.filter((d) => d !== day)))}
                  />
                  <span className="text-sm font-medium">{dayShort(day)}</span>
                </label>
              ))}
            </div>
            <button
              type="button"
              onClick={() => setChosen(chosen.length === days.length ? [] : days)}
              className="mt-2 min-h-6 text-sm font-bold text-blue-700 underline underline-offset-2"
            >
              {chosen.length === days.length ? "Bỏ chọn tất cả" : `Chọn cả ${DAYS} ngày`}
            </button>
          </fieldset>
          <FormAlert message={failure} />
          <DialogActions onClose={onClose} busy={busy} label="Chép lịch" busyLabel="Đang chép…" />
        </form>
      )}
    </Modal>
  );
}
