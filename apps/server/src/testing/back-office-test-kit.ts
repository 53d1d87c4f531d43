import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { UserRole as Role } from "@hancine/contract/auth";
import type { Seat } from "@hancine/contract/booking";
import { createAuditorium, createCinema, createFilm, createShowtime, type Cinema } from "../db/seed/factories.ts";
import type { TestApp } from "./test-app.ts";
import { provisionAccount } from "../modules/auth/account-provisioning.ts";
import { logInProven, NOW, SITE } from "../modules/auth/auth-test-kit.ts";
import { BOOKING_NOW, type Scene } from "../modules/booking/booking-test-kit.ts";
import { createCheckoutTestApp, type CheckoutTestApp } from "../modules/checkout/checkout-test-kit.ts";

/** Test support for the back office's integration tests (not a test itself). */

/** The demo cinema the demo manager and staff work at, and one they do not. */
export const OWN_CINEMA = "hancine-song-han";
export const FOREIGN_CINEMA = "hancine-hue";

/**
 * The order desk's world, on the checkout app (local gateway included) at BOOKING_NOW: the demo's two
 * cinemas by their slugs (expectGuarded's people without a cinema of their own work there), a small
 * room at OWN_CINEMA and one showtime in it of a two-hour film for everyone, starting at `startsAt`.
 */
export async function createOrderDeskTestApp(
  startsAt: Date,
  env?: Record<string, string>,
): Promise<{ t: CheckoutTestApp; own: Cinema; other: Cinema; scene: Scene }> {
  const t = await createCheckoutTestApp({ now: BOOKING_NOW, ...(env && { env }) });
  const db = t.database.db;
  const own = await createCinema(db, { slug: OWN_CINEMA });
  const other = await createCinema(db, { slug: FOREIGN_CINEMA });
  const room = await createAuditorium(db, { cinemaId: own.id, name: "Phòng 1", layout: "small" });
  const film = await createFilm(db, { durationMinutes: 120, ageRating: "P" });
  const showtime = await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt });
  const map = await t.app.inject({ url: `/api/v1/showtimes/${showtime.id}/seats` });
  const seats = (map.json().result.rows as { seats: Seat[] }[]).flatMap((row) => row.seats);
  return { t, own, other, scene: { showtimeId: showtime.id, seats, seat: (label) => seats.find((s) => s.label === label)! } };
}

let counter = 0;
/** A session cookie of a new account of this role (and cinemas), made as `npm run user:create` makes it. */
export async function signedIn(t: TestApp, role: Role, cinemas?: string[]): Promise<string> {
  counter += 1;
  const email = `bo${counter}.${role}.${Date.now()}@hancine.vn`;
  await provisionAccount(t.database.db, { email, password: "RapChieu2026", role, ...(cinemas && { cinemas }) }, NOW);
  return logInProven(t, { email, password: "RapChieu2026" });
}

/** An admin request as the browser sends it: the session cookie, and the site's Origin on a change. */
export function asUser(t: TestApp, cookie: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
  if (cookie) headers.cookie = cookie;
  if (options.method && options.method !== "GET") headers.origin = SITE;
  return t.app.inject({ ...options, headers });
}

type Guard = {
  /** The lowest role allowed ("staff" < "manager" < "admin"). */
  minRole: Exclude<Role, "customer">;
  /** The slug of the cinema the request acts on, when it acts on one: people of another cinema get 403. */
  cinema?: string;
  /** That other cinema (default: a demo cinema other than `cinema`). */
  otherCinema?: string;
};

/**
 * Every back-office endpoint refuses: no session → 401 UNAUTHENTICATED; a customer and roles below
 * `minRole` → 403 FORBIDDEN; staff or a manager of another cinema → 403.
 */
export async function expectGuarded(t: TestApp, request: InjectOptions, guard: Guard): Promise<void> {
  const anonymous = await asUser(t, undefined, request);
  expect(anonymous.statusCode, "anonymous").toBe(401);
  expect(anonymous.json().error.code).toBe("UNAUTHENTICATED");
  const refused: { role: Role; cinemas?: string[] }[] = [{ role: "customer" }];
  if (guard.minRole !== "staff") refused.push({ role: "staff", cinemas: [guard.cinema ?? OWN_CINEMA] });
  if (guard.minRole === "admin") refused.push({ role: "manager", cinemas: [guard.cinema ?? OWN_CINEMA] });
  if (guard.cinema && guard.minRole !== "admin") {
    const other = guard.otherCinema ?? (guard.cinema === FOREIGN_CINEMA ? OWN_CINEMA : FOREIGN_CINEMA);
    refused.push({ role: guard.minRole, cinemas: [other] });
    if (guard.minRole === "staff") refused.push({ role: "manager", cinemas: [other] });
  }
  for (const who of refused) {
    const answer = await asUser(t, await signedIn(t, who.role, who.cinemas), request);
    expect(answer.statusCode, `${who.role} of ${who.cinemas?.join(",") ?? "no cinema"}`).toBe(403);
    expect(answer.json().error.code).toBe("FORBIDDEN");
    expect(answer.json().error.message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i);
  }
}
