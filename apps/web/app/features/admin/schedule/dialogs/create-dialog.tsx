import { useState } from "react";
import { href } from "react-router";
import type { AdminShowtime } from "@hancine/contract/back-office-schedule";
import type { ShowFormat } from "@hancine/contract/catalog";
import { formatTime } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { cx } from "#web/ui/cx.ts";
import { Field, FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { dialogFailure } from "./dialog-failure.ts";
import { ClockField, selectClass } from "./clock-field.tsx";
import { FormatLanguageFields } from "./format-language-fields.tsx";
import { RoomField } from "./room-field.tsx";
import { AccessibilityCheckboxes } from "./accessibility-fields.tsx";
import type { DropSettings } from "../film-palette.tsx";
import { formatFor, type ScheduleModel, type ShowLanguage } from "../model/schedule-model.ts";
import { checkPlacement, firstFreeStart } from "../model/schedule-placement.ts";
import { clockAt, dayShort, parseClock } from "../model/schedule-time.ts";
import { createShowtimeFormSchema } from "../model/showtime-forms.ts";

export type CreateRequest = { filmId?: string; roomId?: string; startMin?: number };

type Props = {
  model: ScheduleModel;
  request: CreateRequest;
  settings: DropSettings;
  onClose: () => void;
  onCreated: (showtime: AdminShowtime, summary: string) => void;
};

/**
 * A new showtime without the mouse: film, room, a 24-hour start time, format and language. The form
 * says before saving whether the room is free then (cleaning included); the server still decides.
 * It is sent to its form route (decision 069), which reads the day again.
 */
export function CreateDialog({ model, request, settings, onClose, onCreated }: Props) {
  const firstFilm = request.filmId ?? model.day.films[0]?.id ?? "";
  const firstRoom = request.roomId ?? model.rooms[0]?.id ?? "";
  const [filmId, setFilmId] = useState(firstFilm);
  const [roomId, setRoomId] = useState(firstRoom);
  const film = model.filmById.get(filmId);
  const room = model.roomById.get(roomId);
  const [time, setTime] = useState(() => {
    if (request.startMin !== undefined) return clockAt(model.day.date, request.startMin);
    if (!film || !room) return "";
    const free = firstFreeStart(model.slots, room, film.durationMinutes, Math.max(9 * 60, model.nowMin + 15));
    return free === null ? "" : clockAt(model.day.date, free);
  });
  const [format, setFormat] = useState<ShowFormat>(formatFor(film, room, settings.format));
  const [language, setLanguage] = useState<ShowLanguage>(settings.language);
  const [refusal, setRefusal] = useState<string | null>(null);
  const contract = useContractForm({
    schema: createShowtimeFormSchema,
    action: href("/form/admin/showtimes"),
    onSuccess: (showtime: AdminShowtime) =>
      onCreated(
        showtime,
        `Đã xếp ${showtime.film.name}, ${formatTime(showtime.startsAt)}–${formatTime(showtime.endsAt)}, ${model.roomById.get(showtime.auditoriumId)?.name ?? ""}.`,
      ),
  });
  const { Form, formProps, errors, busy } = contract;

  const startMin = parseClock(time);
  const placement =
    film && room && startMin !== null ? checkPlacement({ day: model.day.date, startMin, film, room, slots: model.slots, nowMin: model.nowMin }) : null;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Xếp suất chiếu" description={`${model.day.cinema.name} · ${dayShort(model.day.date)}`}>
      <Form
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          if (event.defaultPrevented) return;
          // The schema took the form: the room must also be free then, said before anything is sent.
          if (!placement) return event.preventDefault();
          if (placement.problem) {
            event.preventDefault();
            setRefusal(`Không xếp được: ${placement.problem}`);
          }
        }}
        onChange={() => setRefusal(null)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="day" value={model.day.date} />
        <Field id="create-film" label="Phim" className="sm:col-span-2">
          <select
            id="create-film"
            name="filmId"
            value={filmId}
            onChange={(e) => {
              setFilmId(e.target.value);
              if (settings.format === "room") setFormat(formatFor(model.filmById.get(e.target.value), room, "room"));
            }}
            className={selectClass}
            autoFocus={!request.filmId}
          >
            {model.day.films.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name} ({f.durationMinutes} phút)
              </option>
            ))}
          </select>
        </Field>
        <RoomField
          id="create-room"
          model={model}
          value={roomId}
          autoFocus={Boolean(request.filmId)}
          withSeats
          onChange={(id) => {
            setRoomId(id);
            if (settings.format === "room") setFormat(formatFor(film, model.roomById.get(id), "room"));
          }}
        />
        <ClockField id="create-time" name="time" label="Giờ bắt đầu" value={time} onChange={setTime} error={errors.time} />
        <FormatLanguageFields idPrefix="create" format={format} language={language} onFormat={setFormat} onLanguage={setLanguage} />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-night-900">Hỗ trợ tiếp cận (không bắt buộc)</legend>
          <AccessibilityCheckboxes name="accessibilityFeatures" />
        </fieldset>
        <PlacementNote day={model.day.date} placement={placement} />
        <div className="sm:col-span-2">
          <FormAlert message={dialogFailure(model, refusal, contract)} />
        </div>
        <DialogActions onClose={onClose} busy={busy} label="Xếp suất" busyLabel="Đang xếp…" className="sm:col-span-2" />
      </Form>
    </Modal>
  );
}

/** "Chiếu 19:30–21:45, phòng trống lại lúc 22:00", or why it cannot go there; read out as it changes. */
export function PlacementNote({ day, placement }: { day: string; placement: ReturnType<typeof checkPlacement> | null }) {
  return (
    <p
      role="status"
      className={cx(
        "rounded-card border px-3 py-2 text-sm sm:col-span-2",
        !placement
          ? "border-slate-200 bg-slate-50 text-slate-700"
          : placement.problem
            ? "border-red-200 bg-red-50 text-red-800"
            : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
    >
      {!placement
        ? "Nhập giờ bắt đầu để xem phòng có trống không."
        : placement.problem
          ? placement.problem
          : `Phòng trống. Chiếu ${clockAt(day, placement.span.startMin)}–${clockAt(day, placement.span.endMin)}, dọn phòng xong ${clockAt(day, placement.span.blockedMin)}.`}
    </p>
  );
}
