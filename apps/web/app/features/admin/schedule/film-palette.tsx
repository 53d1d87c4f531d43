import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { SchedulableFilm } from "@hancine/contract/back-office-schedule";
import type { ShowFormat } from "@hancine/contract/catalog";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { selectClass } from "./dialogs/clock-field.tsx";
import type { FilmColour } from "./model/film-colours.ts";
import { SHOW_FORMATS, SHOW_LANGUAGES, type ShowLanguage } from "./model/schedule-model.ts";
import { dayLong } from "./model/schedule-time.ts";

export type DropSettings = { format: ShowFormat | "room"; language: ShowLanguage };

type PaletteProps = {
  films: readonly SchedulableFilm[];
  day: string;
  colourOf: (filmId: string) => FilmColour;
  settings: DropSettings;
  onSettings: (settings: DropSettings) => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>, film: SchedulableFilm) => void;
  onChoose: (film: SchedulableFilm) => void;
};

/** Vietnamese letters without their marks, for a search that finds "lat mat" in "Lật Mặt". */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();

/**
 * The films that can be scheduled that day: drag one onto a room, or choose it (Enter or a click)
 * to place it with a small form. What a dropped film gets (format, language) is chosen here.
 */
export function FilmPalette({ films, day, colourOf, settings, onSettings, onPointerDown, onChoose }: PaletteProps) {
  const [query, setQuery] = useState("");
  const id = useId();
  const shown = films.filter((film) => plain(film.name).includes(plain(query.trim())));
  // The films are one tab stop: the arrow keys, Home and End move between them (roving tabindex).
  const [activeId, setActiveId] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const active = shown.find((f) => f.id === activeId)?.id ?? shown[0]?.id;
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const step: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    const next = event.key === "Home" ? 0 : event.key === "End" ? shown.length - 1 : step[event.key] !== undefined ? at + step[event.key]! : null;
    if (next === null) return;
    event.preventDefault();
    const film = shown[Math.max(0, Math.min(shown.length - 1, next))]!;
    setActiveId(film.id);
    list.current?.querySelector<HTMLElement>(`[data-film-id="${film.id}"]`)?.focus();
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-slate-300 bg-white p-3 xl:sticky xl:top-4 xl:max-h-[calc(100dvh-2rem)]"
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-bold text-night-900">
          Phim để xếp
        </h2>
        <p id={`${id}-help`} className="text-xs leading-snug text-slate-600">
          Kéo phim vào một phòng trên lịch, hoặc chọn phim (mũi tên để duyệt, Enter để chọn) rồi nhập phòng và giờ.
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2 xl:grid-cols-1">
        <div>
          <label htmlFor={`${id}-q`} className="mb-1 block text-xs font-medium text-slate-800">
            Tìm phim
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Tên phim"
            className={cx(inputClass, "h-9 text-sm")}
          />
        </div>
        <div>
          <label htmlFor={`${id}-format`} className="mb-1 block text-xs font-medium text-slate-800">
            Định dạng khi thả phim
          </label>
          <select
            id={`${id}-format`}
            value={settings.format}
            onChange={(e) => onSettings({ ...settings, format: e.target.value as DropSettings["format"] })}
            className={cx(selectClass, "h-9 px-2 text-sm")}
          >
            <option value="room">Theo phòng</option>
            {SHOW_FORMATS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-language`} className="mb-1 block text-xs font-medium text-slate-800">
            Ngôn ngữ khi thả phim
          </label>
          <select
            id={`${id}-language`}
            value={settings.language}
            onChange={(e) => onSettings({ ...settings, language: e.target.value as ShowLanguage })}
            className={cx(selectClass, "h-9 px-2 text-sm")}
          >
            {SHOW_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{films.length === 0 ? "Chưa có phim nào xếp được vào ngày này." : "Không có phim nào khớp từ khoá."}</p>
      ) : (
        <ul
          ref={list}
          aria-label="Phim xếp được"
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 xl:min-h-0 xl:flex-col xl:overflow-y-auto xl:overflow-x-visible"
        >
          {shown.map((film, at) => {
            const coming = film.releaseDate > day;
            return (
              <li key={film.id} className="relative w-56 shrink-0 xl:w-auto">
                <button
                  type="button"
                  data-film-id={film.id}
                  tabIndex={film.id === active ? 0 : -1}
                  aria-describedby={`${id}-help`}
                  onKeyDown={(event) => moveFocus(event, at)}
                  onFocus={() => setActiveId(film.id)}
                  onPointerDown={(event) => onPointerDown(event, film)}
                  onClick={() => onChoose(film)}
                  className="flex w-full cursor-grab touch-manipulation select-none items-center gap-2 rounded-card border border-slate-200 p-1.5 text-left hover:border-night-700 hover:bg-slate-50 active:cursor-grabbing [-webkit-touch-callout:none]"
                >
                  <img src={film.poster} alt="" draggable={false} width={36} height={54} className="h-[54px] w-9 shrink-0 rounded object-cover" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1.5">
                      <span aria-hidden="true" className={cx("size-2.5 shrink-0 rounded-full", colourOf(film.id).swatch)} />
                      <span className="truncate text-sm font-bold text-night-900">{film.name}</span>
                    </span>
                    <span className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-700">
                      <span>{film.durationMinutes} phút</span>
                      <AgeBadge age={film.age} className="h-5 min-w-7 text-[11px]" />
                    </span>
                    {coming && <span className="block text-xs text-slate-700">Khởi chiếu {dayLong(film.releaseDate)}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
