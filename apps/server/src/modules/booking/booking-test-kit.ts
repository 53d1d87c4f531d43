import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { Seat } from "@hancine/contract/booking";
import { createAuditorium, createCinema, createFilm, createShowtime, type AuditoriumOverrides } from "#server/db/seed/factories.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import { SITE, signUp } from "../auth/auth-test-kit.ts";

/** Test support for the booking integration tests (not a test itself). */

/** Monday 2026-11-23, 10:00 in Vietnam. */
export const BOOKING_NOW = new Date("2026-11-23T03:00:00Z");

export type Scene = { showtimeId: string; cinemaSlug?: string; seats: Seat[]; seat(label: string): Seat };

/** A cinema with its price table, an auditorium, a film and one showtime starting `startsInMinutes` after `now`. */
export async function createScene(t: TestApp, options: { now?: Date; startsInMinutes?: number; layout?: AuditoriumOverrides["layout"] } = {}): Promise<Scene> {
  const db = t.database.db;
  const now = options.now ?? BOOKING_NOW;
  const cinema = await createCinema(db);
  const auditorium = await createAuditorium(db, { cinemaId: cinema.id, layout: options.layout ?? "small" });
  const film = await createFilm(db, { ageRating: "T13" });
  const showtime = await createShowtime(db, {
    auditoriumId: auditorium.id,
    filmId: film.id,
    startsAt: new Date(now.getTime() + (options.startsInMinutes ?? 600) * 60_000),
  });
  const map = await t.app.inject({ method: "GET", url: `/api/v1/showtimes/${showtime.id}/seats` });
  const seats = (map.json().result.rows as { seats: Seat[] }[]).flatMap((row) => row.seats);
  return {
    showtimeId: showtime.id,
    cinemaSlug: cinema.slug,
    seats,
    seat(label) {
      const seat = seats.find((s) => s.label === label);
      if (!seat) throw new Error(`No seat ${label}`);
      return seat;
    },
  };
}

/** Signed-up customers; each is a function making requests with its own session cookie. */
export async function customers(t: TestApp, n: number): Promise<Customer[]> {
  const list: Customer[] = [];
  for (let i = 0; i < n; i++) {
    const { cookie, address } = await signUp(t);
    list.push(customerFor(t, cookie, address));
  }
  return list;
}

export type Customer = (method: InjectOptions["method"], url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** A customer's requests, from their own client address when given (limits count per address too). */
export function customerFor(t: TestApp, cookie: string, remoteAddress = "127.0.0.1"): Customer {
  return (method, url, payload) => {
    const options: InjectOptions = { method, url, headers: { cookie, origin: SITE }, remoteAddress };
    if (payload !== undefined) options.payload = payload as InjectOptions["payload"];
    return t.app.inject(options);
  };
}

export const hold = (customer: Customer, showtimeId: string, seats: Seat[]) =>
  customer("POST", "/api/v1/orders", { showtimeId, seatIds: seats.map((s) => s.id) });
