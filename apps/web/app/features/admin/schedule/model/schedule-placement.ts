import type { AdminShowtime, ScheduleDay } from "@hancine/contract/back-office-schedule";
import { startProblem } from "@hancine/contract/schedule-rules";
import { clockAt, dayLong, DAY_MINUTES, isoAtMinutes, minutesIntoDay, SNAP_MINUTES } from "./schedule-time.ts";

/**
 * Where a showtime may go, checked in the browser against the loaded day before anything is sent:
 * the same rules as the server (a free room, cleaning included; a 5-minute mark; in the future;
 * within the film's run), so a drag shows red before the drop. The server still decides.
 */

/** A showtime as minutes of the shown day. */
export type Slot = {
  id: string;
  roomId: string;
  filmName: string;
  startMin: number;
  endMin: number;
  /** End plus the room's cleaning: the room is free again then. */
  blockedMin: number;
  cancelled: boolean;
  showtime: AdminShowtime;
};

export type Span = { startMin: number; endMin: number; blockedMin: number };

export function slotsOf(day: Pick<ScheduleDay, "date" | "showtimes">): Slot[] {
  return day.showtimes.map((s) => ({
    id: s.id,
    roomId: s.auditoriumId,
    filmName: s.film.name,
    startMin: minutesIntoDay(day.date, s.startsAt),
    endMin: minutesIntoDay(day.date, s.endsAt),
    blockedMin: minutesIntoDay(day.date, s.blockedUntil),
    cancelled: s.cancelledAt !== null,
    showtime: s,
  }));
}

export function spanOf(startMin: number, durationMinutes: number, cleaningMinutes: number): Span {
  return { startMin, endMin: startMin + durationMinutes, blockedMin: startMin + durationMinutes + cleaningMinutes };
}

/** The live showtime of the room whose span (cleaning included) meets this one, other than `exceptId`. */
export function overlappingSlot(slots: readonly Slot[], roomId: string, span: Span, exceptId?: string): Slot | undefined {
  return slots.find((s) => !s.cancelled && s.roomId === roomId && s.id !== exceptId && s.startMin < span.blockedMin && s.blockedMin > span.startMin);
}

export type PlacementInput = {
  day: string;
  startMin: number;
  film: { durationMinutes: number; endDate?: string | null };
  room: { id: string; cleaningMinutes: number };
  slots: readonly Slot[];
  /** The showtime being moved (it does not collide with itself). */
  exceptId?: string;
  /** Now, in minutes of the shown day (negative when the day is ahead). */
  nowMin: number;
};

export type Placement = { span: Span; conflict: Slot | undefined; problem: string | null };

/** The span a showtime would take there and, when it cannot go there, why (in Vietnamese). */
export function checkPlacement(input: PlacementInput): Placement {
  const span = spanOf(input.startMin, input.film.durationMinutes, input.room.cleaningMinutes);
  const conflict = overlappingSlot(input.slots, input.room.id, span, input.exceptId);
  return { span, conflict, problem: problemOf(input, span, conflict) };
}

function problemOf(input: PlacementInput, span: Span, conflict: Slot | undefined): string | null {
  const { day, startMin } = input;
  if (startMin < 0 || startMin >= DAY_MINUTES) return `Suất phải bắt đầu trong ngày ${dayLong(day)} (từ 00:00 đến 23:55).`;
  // The server's own rules (contract), on the instants the minutes of the shown day stand for.
  const rule = startProblem(new Date(isoAtMinutes(day, startMin)), input.film, new Date(isoAtMinutes(day, input.nowMin)));
  if (rule) return rule;
  if (conflict) {
    return `Trùng với suất ${conflict.filmName} (${clockAt(day, conflict.startMin)}–${clockAt(day, conflict.blockedMin)}, kể cả dọn phòng). Cần trống đến ${clockAt(day, span.blockedMin)}.`;
  }
  return null;
}

/**
 * The first start from `fromMin` (rounded up to a 5-minute mark) where the film fits in the room,
 * cleaning included, no later than `lastStart`; null when the room has no such gap.
 */
export function firstFreeStart(
  slots: readonly Slot[],
  room: { id: string; cleaningMinutes: number },
  durationMinutes: number,
  fromMin: number,
  lastStart = DAY_MINUTES - SNAP_MINUTES,
): number | null {
  let start = Math.ceil(fromMin / SNAP_MINUTES) * SNAP_MINUTES;
  while (start <= lastStart) {
    const inTheWay = overlappingSlot(slots, room.id, spanOf(start, durationMinutes, room.cleaningMinutes));
    if (!inTheWay) return start;
    start = Math.ceil(inTheWay.blockedMin / SNAP_MINUTES) * SNAP_MINUTES;
  }
  return null;
}

/**
 * The starts "Lấp kín phòng" would create, as the server plans them: back to back from `fromMin`,
 * each on the next 5-minute mark after the previous one's cleaning, around the room's showtimes,
 * the last starting no later than `untilMin`. Starts already past are left out.
 */
export function planFill(
  slots: readonly Slot[],
  room: { id: string; cleaningMinutes: number },
  durationMinutes: number,
  fromMin: number,
  untilMin: number,
  nowMin: number,
): number[] {
  const up = (m: number) => Math.ceil(m / SNAP_MINUTES) * SNAP_MINUTES;
  const starts: number[] = [];
  let cursor = up(fromMin);
  while (cursor <= untilMin) {
    const span = spanOf(cursor, durationMinutes, room.cleaningMinutes);
    const inTheWay = overlappingSlot(slots, room.id, span);
    if (inTheWay) {
      cursor = up(inTheWay.blockedMin);
      continue;
    }
    if (cursor > nowMin) starts.push(cursor);
    cursor = up(span.blockedMin);
  }
  return starts;
}
