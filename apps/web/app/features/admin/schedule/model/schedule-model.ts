import type { AdminCinema } from "@hancine/contract/back-office";
import type { AdminShowtime, ScheduleDay, SchedulableFilm } from "@hancine/contract/back-office-schedule";
import type { ShowFormat } from "@hancine/contract/catalog";
import { chainDay } from "@hancine/contract/format";
import { filmColours, type FilmColour } from "./film-colours.ts";
import { slotsOf, type Slot } from "./schedule-placement.ts";
import { DAY_MINUTES, minutesIntoDay } from "./schedule-time.ts";

/** What every part of the scheduler reads: the day as the server sent it, in minutes and lookups. */

// Typed copies of the contract's lists (its modules hold zod, which the browser does not load).
export const SHOW_FORMATS = ["2D", "3D", "IMAX", "4DX"] as const satisfies readonly ShowFormat[];
export const SHOW_LANGUAGES = ["Phụ đề", "Lồng tiếng"] as const satisfies readonly AdminShowtime["language"][];
export type ShowLanguage = AdminShowtime["language"];

export type Room = ScheduleDay["rooms"][number] & { defaultFormat: ShowFormat; formats: readonly ShowFormat[] };

/**
 * The format of a new showtime of `film` in `room`: the one chosen, or with "room" the room's own
 * when the film is distributed in it, else the film's first (a 2D-only film in the IMAX room is 2D).
 */
export function formatFor(film: SchedulableFilm | undefined, room: Room | undefined, chosen: ShowFormat | "room"): ShowFormat {
  if (chosen !== "room") return chosen;
  const own = room?.defaultFormat ?? "2D";
  return !film || film.formats.includes(own) ? own : (film.formats[0] ?? own);
}

export type ScheduleModel = {
  day: ScheduleDay;
  /** The chain's today. */
  today: string;
  /** Now, in minutes of the shown day (negative on a later day, past 1440 on an earlier one). */
  nowMin: number;
  rooms: Room[];
  roomById: Map<string, Room>;
  slots: Slot[];
  filmById: Map<string, SchedulableFilm>;
  colourOf: (filmId: string) => FilmColour;
};

/** The format a film dropped on a room gets: the room's own for IMAX and 4DX rooms, else 2D. */
export function defaultFormatOf(room: { name: string; formats?: readonly ShowFormat[] }): ShowFormat {
  const formats = room.formats ?? [];
  if (/imax/i.test(room.name) || (formats.length > 0 && formats.every((f) => f === "IMAX"))) return "IMAX";
  if (/4dx/i.test(room.name) || (formats.length > 0 && formats.every((f) => f === "4DX"))) return "4DX";
  return "2D";
}

export function buildModel(day: ScheduleDay, cinema: AdminCinema | undefined, now: Date): ScheduleModel {
  const formatsOf = new Map(cinema?.auditoriums.map((a) => [a.id, a.formats]) ?? []);
  const rooms = day.rooms.map((room) => {
    const formats = formatsOf.get(room.id) ?? [];
    return { ...room, formats, defaultFormat: defaultFormatOf({ name: room.name, formats }) };
  });
  const filmOrder = [...day.films.map((f) => f.id), ...day.showtimes.map((s) => s.film.id)];
  return {
    day,
    today: chainDay(now),
    nowMin: minutesIntoDay(day.date, now),
    rooms,
    roomById: new Map(rooms.map((room) => [room.id, room])),
    slots: slotsOf(day),
    filmById: new Map(day.films.map((film) => [film.id, film])),
    colourOf: filmColours(filmOrder),
  };
}

/** The day's totals (cancelled showtimes left out). */
export function totalsOf(showtimes: readonly AdminShowtime[]) {
  const live = showtimes.filter((s) => !s.cancelledAt);
  const seats = live.reduce((sum, s) => sum + s.seats, 0);
  const sold = live.reduce((sum, s) => sum + s.sold, 0);
  return {
    showtimes: live.length,
    cancelled: showtimes.length - live.length,
    seats,
    sold,
    held: live.reduce((sum, s) => sum + s.held, 0),
    occupancy: seats > 0 ? sold / seats : 0,
  };
}

/** Whether a showtime can still be moved or cancelled from the browser's point of view. */
export function editableNow(slot: Slot, nowMin: number): { move: boolean; cancel: boolean } {
  if (slot.cancelled) return { move: false, cancel: false };
  return { move: slot.startMin > nowMin, cancel: slot.endMin > nowMin };
}

/** Latest start the scheduler offers: 23:55 of the day. */
export const LAST_START = DAY_MINUTES - 5;
