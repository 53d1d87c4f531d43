import type { AdminShowtime } from "@hancine/contract/back-office-schedule";
import type { ShowFormat } from "@hancine/contract/catalog";
import { callApi, type ApiError } from "#web/lib/api-client.ts";
import { refusalText } from "./model/schedule-errors.ts";
import type { ScheduleModel, ShowLanguage } from "./model/schedule-model.ts";
import { isoAtMinutes } from "./model/schedule-time.ts";

/**
 * The scheduler's calls of the API for a drop or a keyboard move (the dialogs' forms go through their
 * form routes). Each answers the result, or the refusal as a Vietnamese sentence and whether the day
 * must be reloaded (someone else changed it meanwhile).
 */
export type Outcome<T> = { ok: true; result: T } | { ok: false; message: string; reload: boolean };

/** The server's refusal as the scheduler says it, on the day shown (the dialogs' forms say it too). */
export function refusalFor(model: ScheduleModel, error: ApiError): string {
  return refusalText(error, { day: model.day.date, slots: model.slots, roomName: (id) => model.roomById.get(id)?.name ?? "Phòng" });
}

function refused(model: ScheduleModel, error: ApiError): { ok: false; message: string; reload: boolean } {
  const message = refusalFor(model, error);
  return { ok: false, message, reload: error.code === "SHOWTIME_OVERLAP" || error.code === "SHOWTIME_CANCELLED" || error.status === 404 };
}

export type NewShowtime = { filmId: string; roomId: string; startMin: number; format: ShowFormat; language: ShowLanguage };

export async function createShowtime(model: ScheduleModel, input: NewShowtime): Promise<Outcome<AdminShowtime>> {
  const answer = await callApi("POST /admin/showtimes", {
    body: {
      filmId: input.filmId,
      auditoriumId: input.roomId,
      startsAt: isoAtMinutes(model.day.date, input.startMin),
      format: input.format,
      language: input.language,
    },
  });
  return answer.ok ? answer : refused(model, answer.error);
}

export async function moveShowtime(model: ScheduleModel, id: string, to: { roomId: string; startMin: number }, from: { roomId: string; startMin: number }) {
  const body = {
    ...(to.startMin !== from.startMin && { startsAt: isoAtMinutes(model.day.date, to.startMin) }),
    ...(to.roomId !== from.roomId && { auditoriumId: to.roomId }),
  };
  const answer = await callApi("PATCH /admin/showtimes/:id", { params: { id }, body });
  return answer.ok ? answer : refused(model, answer.error);
}
