import type { AdminShowtime } from "@hancine/contract/back-office-schedule";
import type { ShowFormat } from "@hancine/contract/catalog";
import { callApi, type ApiError } from "#web/lib/api-client.ts";
import { refusalText } from "./model/schedule-errors.ts";
import type { ScheduleModel, ShowLanguage } from "./model/schedule-model.ts";
import { isoAtMinutes } from "./model/schedule-time.ts";

/**
 * The scheduler's calls of the API. Each answers the result, or the refusal as a Vietnamese
 * sentence and whether the day must be reloaded (someone else changed it meanwhile).
 */
export type Outcome<T> = { ok: true; result: T } | { ok: false; message: string; reload: boolean };

function refused(model: ScheduleModel, error: ApiError): { ok: false; message: string; reload: boolean } {
  const message = refusalText(error, { day: model.day.date, slots: model.slots, roomName: (id) => model.roomById.get(id)?.name ?? "Phòng" });
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

export async function cancelShowtime(model: ScheduleModel, id: string, reason: string) {
  const answer = await callApi("POST /admin/showtimes/:id/cancel", { params: { id }, body: { reason } });
  return answer.ok ? answer : refused(model, answer.error);
}

export async function copyDay(model: ScheduleModel, to: string[]) {
  const answer = await callApi("POST /admin/showtimes/copy-day", { body: { cinema: model.day.cinema.slug, from: model.day.date, to } });
  return answer.ok ? answer : refused(model, answer.error);
}

export async function fillRoom(
  model: ScheduleModel,
  input: { roomId: string; filmId: string; format: ShowFormat; language: ShowLanguage; fromMin: number; untilMin: number },
) {
  const answer = await callApi("POST /admin/showtimes/fill", {
    body: {
      auditoriumId: input.roomId,
      filmId: input.filmId,
      format: input.format,
      language: input.language,
      from: isoAtMinutes(model.day.date, input.fromMin),
      until: isoAtMinutes(model.day.date, input.untilMin),
    },
  });
  return answer.ok ? answer : refused(model, answer.error);
}
