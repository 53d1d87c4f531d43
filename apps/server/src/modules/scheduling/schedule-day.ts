import { cinemaBySlug } from "../auth/cinema-refs-repository.ts";
import type { ScheduleDay } from "@hancine/contract/back-office-schedule";
import { addDays } from "@hancine/contract/chain-clock";
import type { AppDeps } from "#server/app-deps.ts";
import { notFound } from "#server/domain-error.ts";
import { assertInScope, cinemaScopeOf } from "../auth/cinema-scope.ts";
import type { Actor } from "../auth/actor.ts";
import { roomsOfCinema, schedulableFilms, showtimesOfDay } from "./schedule-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** What the scheduler shows for one cinema and day: rooms, showtimes, last week's occupancy, films to place. */
export async function scheduleDay(deps: AppDeps, actor: Actor, slug: string, date: string): Promise<ScheduleDay> {
  const db = deps.database.db;
  const now = deps.clock();
  const cinema = await cinemaBySlug(db, slug);
  if (!cinema) throw notFound(msg("error.NOT_FOUND.cinema"));
  assertInScope(await cinemaScopeOf(db, actor.user), cinema.id);
  const rooms = await roomsOfCinema(db, cinema.id);
  const showtimes = await showtimesOfDay(db, cinema.id, date, now);
  const weekBefore = await showtimesOfDay(db, cinema.id, addDays(date, -7), now);
  const films = await schedulableFilms(db, date);
  const week = 7 * 86_400_000;
  const lastWeek = weekBefore
    .filter((s) => !s.cancelledAt)
    .map((s) => ({
      auditoriumId: s.auditoriumId,
      // Shifted onto the shown day, so the hint sits where the slot was.
      startsAt: new Date(new Date(s.startsAt).getTime() + week).toISOString(),
      endsAt: new Date(new Date(s.endsAt).getTime() + week).toISOString(),
      filmName: s.film.name,
      occupancy: s.seats > 0 ? Math.round((s.sold / s.seats) * 100) / 100 : 0,
    }));
  return { cinema, date, rooms: rooms.map(({ layoutId: _layout, ...room }) => room), showtimes, lastWeek, films };
}
