import { DAY_MINUTES } from "./schedule-time.ts";

/**
 * The timeline's horizontal scale: which minutes of the day it shows and how many pixels a minute
 * takes. By default 08:00 to 02:00 the next night, widened to whole hours around anything earlier or
 * later.
 */
export type Axis = { startMin: number; endMin: number; pxPerMinute: number };

export const DEFAULT_START = 8 * 60;
export const DEFAULT_END = DAY_MINUTES + 2 * 60;
/** Zoom steps, pixels per minute: an hour is 60, 90, 120 or 180 px wide. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
export const DEFAULT_ZOOM = 1.5;

/** The axis covering the default hours and every span given (minutes of the day). */
export function axisFor(spans: readonly { startMin: number; endMin: number }[], pxPerMinute: number): Axis {
  let startMin = DEFAULT_START;
  let endMin = DEFAULT_END;
  for (const span of spans) {
    startMin = Math.min(startMin, Math.floor(span.startMin / 60) * 60);
    endMin = Math.max(endMin, Math.ceil(span.endMin / 60) * 60);
  }
  return { startMin: Math.max(0, startMin), endMin: Math.min(DAY_MINUTES + 8 * 60, endMin), pxPerMinute };
}

export const axisWidth = (axis: Axis) => (axis.endMin - axis.startMin) * axis.pxPerMinute;

/** The x position (px from the track's left edge) of a minute of the day. */
export const xOfMinute = (axis: Axis, minutes: number) => (minutes - axis.startMin) * axis.pxPerMinute;

/** The minute of the day at an x position of the track. */
export const minuteAtX = (axis: Axis, x: number) => axis.startMin + x / axis.pxPerMinute;

/** Every full hour on the axis (minutes of the day), the first edge included. */
export function hourMarks(axis: Axis): number[] {
  const marks: number[] = [];
  for (let m = Math.ceil(axis.startMin / 60) * 60; m <= axis.endMin; m += 60) marks.push(m);
  return marks;
}

/** The next zoom step in a direction, or the same when at an end. */
export function zoomStep(current: number, direction: 1 | -1): number {
  const at = ZOOM_LEVELS.findIndex((level) => level >= current);
  const index = Math.min(ZOOM_LEVELS.length - 1, Math.max(0, (at < 0 ? ZOOM_LEVELS.length - 1 : at) + direction));
  return ZOOM_LEVELS[index]!;
}

/** The sticky column of room names, and a room's row. */
export const ROOM_COLUMN_PX = 164;
export const ROW_PX = 84;
