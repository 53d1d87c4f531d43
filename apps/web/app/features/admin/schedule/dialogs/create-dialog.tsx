import { useState, type FormEvent } from "react";
import type { AdminShowtime } from "@hancine/contract/back-office-schedule";
import type { ShowFormat } from "@hancine/contract/catalog";
import { cx } from "#web/ui/cx.ts";
import { Field, FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { DialogActions } from "./dialog-actions.tsx";
import { ClockField, selectClass } from "./clock-field.tsx";
import { FormatLanguageFields } from "./format-language-fields.tsx";
import { RoomField } from "./room-field.tsx";
import type { DropSettings } from "../film-palette.tsx";
import { createShowtime } from "../schedule-actions.ts";
import { formatFor, type ScheduleModel, type ShowLanguage } from "../model/schedule-model.ts";
import { checkPlacement, firstFreeStart } from "../model/schedule-placement.ts";
import { clockAt, dayShort, parseClock } from "../model/schedule-time.ts";

export type CreateRequest = { filmId?: string; roomId?: string; startMin?: number };

type Props = {
  model: ScheduleModel;
  request: CreateRequest;
  settings: DropSettings;
  onClose: () => void;
  onCreated: (showtime: AdminShowtime, summary: string) => void;
  onReload: () => void;
};

/**
 * A new showtime without the mouse: film, room, a 24-hour start time, format and language. The form
 * says before saving whether the room is free then (cleaning included); the server still decides.
 */
export function CreateDialog({ model, request, settings, onClose, onCreated, onReload }: Props) {
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
  const [timeError, setTimeError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const startMin = parseClock(time);
  const placement =
    film && room && startMin !== null ? checkPlacement({ day: model.day.date, startMin, film, room, slots: model.slots, nowMin: model.nowMin }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (startMin === null) {
      setTimeError("Hãy nhập giờ bắt đầu dạng HH:mm (24 giờ), ví dụ 19:30.");
      return;
    }
    setTimeError(undefined);
    if (!film || !room || !placement) return;
    if (placement.problem) {
      setFailure(`Không xếp được: ${placement.problem}`);
      return;
    }
    setBusy(true);
    const outcome = await createShowtime(model, { filmId: film.id, roomId: room.id, startMin, format, language });
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.message);
      if (outcome.reload) onReload();
      return;
    }
    onCreated(
      outcome.result,
      `Đã xếp ${film.name}, ${clockAt(model.day.date, placement.span.startMin)}–${clockAt(model.day.date, placement.span.endMin)}, ${room.name}.`,
    );
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Xếp suất chiếu" description={`${model.day.cinema.name} · ${dayShort(model.day.date)}`}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field id="create-film" label="Phim" className="sm:col-span-2">
          <select
            id="create-film"
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
        <ClockField id="create-time" label="Giờ bắt đầu" value={time} onChange={setTime} error={timeError} />
        <FormatLanguageFields idPrefix="create" format={format} language={language} onFormat={setFormat} onLanguage={setLanguage} />
        <PlacementNote day={model.day.date} placement={placement} />
        <div className="sm:col-span-2">
          <FormAlert message={failure} />
        </div>
        <DialogActions onClose={onClose} busy={busy} label="Xếp suất" busyLabel="Đang xếp…" className="sm:col-span-2" />
      </form>
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
