import type { MoveTarget } from "./schedule-keys.ts";
import type { ScheduleModel } from "./schedule-model.ts";
import { checkPlacement, type Placement } from "./schedule-placement.ts";
import { clockAt } from "./schedule-time.ts";
import type { DragSource } from "../use-schedule-drag.ts";

/** A film from the palette or a showtime being moved, checked where it would land on the loaded day. */
export function placementFor(model: ScheduleModel, source: DragSource, target: MoveTarget): Placement | null {
  const room = model.roomById.get(target.roomId);
  if (!room) return null;
  const film =
    source.kind === "film"
      ? source.film
      : { durationMinutes: source.slot.showtime.film.durationMinutes, endDate: model.filmById.get(source.slot.showtime.film.id)?.endDate ?? null };
  return checkPlacement({
    day: model.day.date,
    startMin: target.startMin,
    film,
    room,
    slots: model.slots,
    exceptId: source.kind === "showtime" ? source.slot.id : undefined,
    nowMin: model.nowMin,
  });
}

export const filmNameOf = (source: DragSource) => (source.kind === "film" ? source.film.name : source.slot.filmName);

/** What move mode reads out at each step: "Lật Mặt 8: 19:35–21:50, Phòng 3. Phòng trống." */
export function describeTarget(model: ScheduleModel, source: DragSource, target: MoveTarget): string {
  const placement = placementFor(model, source, target);
  if (!placement) return "";
  const day = model.day.date;
  const room = model.roomById.get(target.roomId)?.name ?? "";
  return `${filmNameOf(source)}: ${clockAt(day, placement.span.startMin)}–${clockAt(day, placement.span.endMin)}, ${room}. ${placement.problem ?? "Phòng trống."}`;
}
