import { useState } from "react";
import { href } from "react-router";
import type { ShowFormat } from "@hancine/contract/catalog";
import { formatCount } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { Field, FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { dialogFailure } from "./dialog-failure.ts";
import { BulkResultView, type BulkResult } from "./bulk-result.tsx";
import { ClockField, selectClass } from "./clock-field.tsx";
import { FormatLanguageFields } from "./format-language-fields.tsx";
import { RoomField } from "./room-field.tsx";
import type { DropSettings } from "../film-palette.tsx";
import { formatFor, type ScheduleModel, type ShowLanguage } from "../model/schedule-model.ts";
import { planFill } from "../model/schedule-placement.ts";
import { clockAt, dayShort, parseClock } from "../model/schedule-time.ts";
import { fillRoomFormSchema } from "../model/showtime-forms.ts";

/**
 * "Lấp kín phòng": one film back to back in a room between two times, around what is there; sent to
 * its form route (decision 069), which reads the day again.
 */
export function FillRoomDialog({
  model,
  settings,
  onClose,
  onChanged,
}: {
  model: ScheduleModel;
  settings: DropSettings;
  onClose: () => void;
  onChanged: (summary: string) => void;
}) {
  const [roomId, setRoomId] = useState(model.rooms[0]?.id ?? "");
  const [filmId, setFilmId] = useState(model.day.films[0]?.id ?? "");
  const room = model.roomById.get(roomId);
  const film = model.filmById.get(filmId);
  const [format, setFormat] = useState<ShowFormat>(formatFor(film, room, settings.format));
  const [language, setLanguage] = useState<ShowLanguage>(settings.language);
  const [from, setFrom] = useState(() => clockAt(model.day.date, Math.max(9 * 60, Math.ceil((model.nowMin + 15) / 5) * 5)));
  const [until, setUntil] = useState("22:00");
  const [result, setResult] = useState<BulkResult | null>(null);
  const contract = useContractForm({
    schema: fillRoomFormSchema,
    action: href("/form/admin/showtimes/fill"),
    onSuccess: (filled: BulkResult) => {
      setResult(filled);
      onChanged(`Đã lấp ${room?.name ?? ""} bằng ${film?.name ?? ""}: ${formatCount(filled.created)} suất.`);
    },
  });
  const { Form, formProps, errors, busy } = contract;

  const fromMin = parseClock(from);
  const untilMin = parseClock(until);
  const plan =
    room && film && fromMin !== null && untilMin !== null && untilMin >= fromMin
      ? planFill(model.slots, room, film.durationMinutes, fromMin, untilMin, model.nowMin)
      : null;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Lấp kín phòng"
      description={`Xếp một phim liên tiếp trong một phòng, ${dayShort(model.day.date)}, chừa thời gian dọn phòng và các suất sẵn có.`}
    >
      {result ? (
        <BulkResultView model={model} result={result} created="Đã xếp {n} suất." onDone={onClose} />
      ) : (
        <Form {...formProps} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="day" value={model.day.date} />
          <RoomField
            id="fill-room"
            model={model}
            value={roomId}
            autoFocus
            onChange={(id) => {
              setRoomId(id);
              if (settings.format === "room") setFormat(formatFor(film, model.roomById.get(id), "room"));
            }}
          />
          <Field id="fill-film" label="Phim">
            <select
              id="fill-film"
              name="filmId"
              value={filmId}
              onChange={(e) => {
                setFilmId(e.target.value);
                if (settings.format === "room") setFormat(formatFor(model.filmById.get(e.target.value), room, "room"));
              }}
              className={selectClass}
            >
              {model.day.films.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} ({f.durationMinutes} phút)
                </option>
              ))}
            </select>
          </Field>
          <FormatLanguageFields idPrefix="fill" format={format} language={language} onFormat={setFormat} onLanguage={setLanguage} />
          <ClockField id="fill-from" name="from" label="Suất đầu từ" value={from} onChange={setFrom} error={errors.from} />
          <ClockField id="fill-until" name="until" label="Suất cuối bắt đầu muộn nhất" value={until} onChange={setUntil} error={errors.until} />
          <p role="status" className="rounded-card border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800 sm:col-span-2">
            {plan === null
              ? "Nhập giờ để xem trước các suất."
              : plan.length === 0
                ? "Không còn chỗ trống cho phim này trong khoảng giờ đã chọn."
                : `Dự kiến ${plan.length} suất: ${plan.map((m) => clockAt(model.day.date, m)).join(", ")}.`}
          </p>
          <div className="sm:col-span-2">
            <FormAlert message={dialogFailure(model, null, contract)} />
          </div>
          <DialogActions onClose={onClose} busy={busy} label="Lấp kín phòng" busyLabel="Đang xếp…" className="sm:col-span-2" />
        </Form>
      )}
    </Modal>
  );
}
