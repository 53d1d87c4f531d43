import { useState } from "react";
import { href } from "react-router";
import { copyDaySchema } from "@hancine/contract/back-office-schedule";
import { addDays } from "@hancine/contract/chain-clock";
import { formatCount } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { dialogFailure } from "./dialog-failure.ts";
import { BulkResultView, type BulkResult } from "./bulk-result.tsx";
import { totalsOf, type ScheduleModel } from "../model/schedule-model.ts";
import { dayLong, dayShort } from "../model/schedule-time.ts";

const DAYS = 6;

/**
 * "Chép sang ngày khác": the shown day's live showtimes to the next days (same rooms, times, films),
 * sent to its form route (decision 069) with the contract's body: the cinema, the day, the days ticked.
 */
export function CopyDayDialog({ model, onClose, onChanged }: { model: ScheduleModel; onClose: () => void; onChanged: (summary: string) => void }) {
  const days = Array.from({ length: DAYS }, (_, i) => addDays(model.day.date, i + 1));
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<BulkResult | null>(null);
  const contract = useContractForm({
    schema: copyDaySchema,
    action: href("/form/admin/showtimes/copy-day"),
    onSuccess: (copied: BulkResult) => {
      setResult(copied);
      onChanged(`Đã chép ${formatCount(copied.created)} suất sang ${chosen.length} ngày, bỏ qua ${formatCount(copied.skipped.length)} suất.`);
    },
  });
  const { Form, formProps, errors, busy } = contract;
  const count = totalsOf(model.day.showtimes).showtimes;

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
        <Form {...formProps} className="grid gap-4">
          <input type="hidden" name="cinema" value={model.day.cinema.slug} />
          <input type="hidden" name="from" value={model.day.date} />
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
                    name="to"
                    value={day}
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
          {/* No day ticked is said here, as the form's alert, rather than under the boxes. */}
          <FormAlert message={errors.to ?? dialogFailure(model, null, contract)} />
          <DialogActions onClose={onClose} busy={busy} label="Chép lịch" busyLabel="Đang chép…" />
        </Form>
      )}
    </Modal>
  );
}
