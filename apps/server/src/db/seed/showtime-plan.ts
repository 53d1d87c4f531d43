import type { ShowFormat } from "@hancine/contract/catalog";
import type { AccessibilityFeature } from "@hancine/contract/accessibility";
import { addMinutes, chainTime, dayNumber } from "@hancine/contract/chain-clock";
import { showtimeSpan } from "#server/modules/showtimes/showtime-span.ts";
import { createRandom } from "@hancine/demo-art/prng";

/**
 * Plans a day of showtimes for one auditorium: back to back from about 09:00, each start after the
 * previous show's cleaning break (so the no-overlap constraint always holds), last start by 23:30.
 * Pure and seeded by cinema, room and date, so the same day always gets the same timetable.
 */
export type PlanFilm = {
  id: string;
  durationMinutes: number;
  imax: boolean;
  fourDx: boolean;
  threeD: boolean;
  dubbedShare: number;
};

export type RoomKind = "imax" | "4dx" | "regular";

export type PlanRoom = {
  id: string;
  /** The room's seat layout, which its new showtimes sell. */
  layoutId: string;
  cleaningMinutes: number;
  kind: RoomKind;
  /** Seeds the timetable together with the day; e.g. "hancine-song-han/Phòng 2". */
  key: string;
  cinemaIndex: number;
  /** Index among the cinema's regular rooms, and how many there are. */
  regularIndex: number;
  regularCount: number;
};

export type PlannedShowtime = {
  auditoriumId: string;
  layoutId: string;
  filmId: string;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  format: ShowFormat;
  language: "Phụ đề" | "Lồng tiếng";
  accessibilityFeatures: AccessibilityFeature[];
};

/**
 * Screenings for everyone in the demo (issue 35): each cinema's first regular room shows its second
 * showtime of the day with audio description (every other day with subtitles for the deaf and hard
 * of hearing too), and every third day opens with a sensory-friendly one. Derived from the slot and
 * the day only, so the timetable's random choices stay as they were.
 */
export function demoAccessibility(room: Pick<PlanRoom, "kind" | "regularIndex">, day: string, slot: number): AccessibilityFeature[] {
  if (room.kind !== "regular" || room.regularIndex !== 0) return [];
  if (slot === 1) return dayNumber(day) % 2 === 0 ? ["audio_description", "hoh_subtitles"] : ["audio_description"];
  if (slot === 0 && dayNumber(day) % 3 === 0) return ["sensory_friendly"];
  return [];
}

const LAST_START = { hour: 23, minute: 30 };
const FIVE_MINUTES = 5 * 60_000;

export function roomKind(name: string): RoomKind {
  if (name === "IMAX") return "imax";
  if (name === "4DX") return "4dx";
  return "regular";
}

function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const k = ((by % items.length) + items.length) % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/**
 * The films a cinema carries this week. Large cinemas carry everything; small ones (few rooms) carry
 * the hits plus a share of the rest, a different share per cinema, as a small-town cinema would.
 */
export function cinemaRepertoire(showing: readonly PlanFilm[], hits: readonly PlanFilm[], cinemaIndex: number, regularCount: number): PlanFilm[] {
  const size = Math.max(8, regularCount * 5);
  if (size >= showing.length) return [...showing];
  const others = rotate(
    showing.filter((film) => !hits.includes(film)),
    cinemaIndex * 3,
  ).slice(0, Math.max(0, size - hits.length));
  return showing.filter((film) => hits.includes(film) || others.includes(film));
}

/**
 * A cinema's programme for a day: its repertoire once, the best-rated films twice (hits get more
 * screens), rotated by cinema and date so each cinema's rooms lead with different films each day.
 */
export function dailyProgramme(repertoire: readonly PlanFilm[], hits: readonly PlanFilm[], cinemaIndex: number, day: string): PlanFilm[] {
  const programme: PlanFilm[] = [];
  const extra = hits.filter((hit) => repertoire.includes(hit));
  repertoire.forEach((film, i) => {
    programme.push(film);
    const hit = extra[Math.floor(i / 4)];
    if (i % 4 === 1 && hit) programme.push(hit);
  });
  return rotate(programme, cinemaIndex * 5 + dayNumber(day) * 3);
}

export function planRoomDay(
  room: PlanRoom,
  day: string,
  films: { programme: readonly PlanFilm[]; imax: readonly PlanFilm[]; fourDx: readonly PlanFilm[] },
): PlannedShowtime[] {
  const rng = createRandom(`${room.key}|${day}`);
  const pool = room.kind === "imax" ? films.imax : room.kind === "4dx" ? films.fourDx : films.programme;
  if (pool.length === 0) return [];
  const lastStart = chainTime(day, LAST_START.hour, LAST_START.minute);
  // Rooms open a few minutes apart so the lobby is not flooded at once.
  let cursor = chainTime(day, 9, room.kind === "regular" ? 0 : 30);
  cursor = addMinutes(cursor, room.regularIndex * 10 + rng.pick([0, 5, 10, 15]));
  const planned: PlannedShowtime[] = [];
  const rotation = room.cinemaIndex * 2 + dayNumber(day);
  for (let slot = 0; ; slot++) {
    const startsAt = new Date(Math.ceil(cursor.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
    if (startsAt > lastStart) break;
    // Regular rooms interleave through the programme, so together they cover many films.
    const index = room.kind === "regular" ? slot * room.regularCount + room.regularIndex : slot + rotation;
    const film = pool[index % pool.length] as PlanFilm;
    const span = showtimeSpan(startsAt, film.durationMinutes, room.cleaningMinutes);
    const format: ShowFormat = room.kind === "imax" ? "IMAX" : room.kind === "4dx" ? "4DX" : film.threeD && rng.chance(0.35) ? "3D" : "2D";
    planned.push({
      auditoriumId: room.id,
      layoutId: room.layoutId,
      filmId: film.id,
      ...span,
      format,
      language: rng.next() < film.dubbedShare ? "Lồng tiếng" : "Phụ đề",
      accessibilityFeatures: demoAccessibility(room, day, slot),
    });
    cursor = addMinutes(span.blockedUntil, rng.pick([0, 5, 10, 15, 20]));
  }
  return planned;
}
