import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditorium, createCinema, createFilm, createShowtime, type Auditorium, type Cinema, type Film } from "#server/db/seed/factories.ts";
import { pgErrorOf } from "#server/db/errors.ts";
import { BOOKING_NOW } from "../booking/booking-test-kit.ts";
import { createCheckoutTestApp, rows, type CheckoutTestApp } from "../checkout/checkout-test-kit.ts";
import { asUser, expectGuarded, signedIn } from "#server/testing/back-office-test-kit.ts";

// Screenings for everyone (issue 35): a showtime's accessibility features, set in the scheduler,
// stored under a constraint, and shown (and filtered) in the public showtime lists.
let t: CheckoutTestApp;
let own: Cinema;
let other: Cinema;
let room: Auditorium;
let film: Film;
let manager: string;
let admin: string;

const at = (local: string) => new Date(`${local}+07:00`).toISOString();

beforeAll(async () => {
  t = await createCheckoutTestApp({ now: BOOKING_NOW });
  const db = t.database.db;
  own = await createCinema(db);
  other = await createCinema(db);
  room = await createAuditorium(db, { cinemaId: own.id, name: "Phòng 1", layout: "small" });
  film = await createFilm(db, { durationMinutes: 100, ageRating: "P" });
  manager = await signedIn(t, "manager", [own.slug]);
  admin = await signedIn(t, "admin");
});
afterAll(() => t.close());

const put = (id: string, payload: unknown, cookie = manager) =>
  asUser(t, cookie, { method: "PUT", url: `/api/v1/admin/showtimes/${id}/accessibility`, payload: payload as object });
const listed = async (query: string) =>
  (await t.app.inject({ url: `/api/v1/showtimes?cinema=${own.slug}&${query}` })).json().result as { id: string; accessibilityFeatures: string[] }[];
const stored = async (id: string) =>
  (await rows(t, sql<{ features: string[] }>`select accessibility_features as features from showtimes where id = ${id}`))[0]!.features;

describe("accessibility features of a showtime", () => {
  it("are set when scheduling, in their fixed order, and shown and filtered in the public list", async () => {
    const created = await asUser(t, manager, {
      method: "POST",
      url: "/api/v1/admin/showtimes",
      payload: {
        filmId: film.id,
        auditoriumId: room.id,
        startsAt: at("2026-11-25T10:00:00"),
        format: "2D",
        language: "Phụ đề",
        accessibilityFeatures: ["hoh_subtitles", "audio_description"],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().result.accessibilityFeatures).toEqual(["audio_description", "hoh_subtitles"]);
    const plain = await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(at("2026-11-25T14:00:00")) });

    const all = await listed("date=2026-11-25");
    expect(all.map((s) => [s.id, s.accessibilityFeatures])).toEqual([
      [created.json().result.id, ["audio_description", "hoh_subtitles"]],
      [plain.id, []],
    ]);
    expect((await listed("date=2026-11-25&accessibility=audio_description")).map((s) => s.id)).toEqual([created.json().result.id]);
    expect(await listed("date=2026-11-25&accessibility=sensory_friendly")).toEqual([]);
    const detail = (await t.app.inject({ url: `/api/v1/showtimes/${plain.id}` })).json().result;
    expect(detail.accessibilityFeatures).toEqual([]);

    const day = (await asUser(t, manager, { method: "GET", url: `/api/v1/admin/schedule?cinema=${own.slug}&date=2026-11-25` })).json().result;
    expect(day.showtimes.map((s: { accessibilityFeatures: string[] }) => s.accessibilityFeatures)).toEqual([["audio_description", "hoh_subtitles"], []]);
  });

  it("are changed by a manager of the cinema or an admin, audited, and cleared with an empty list", async () => {
    const showtime = await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(at("2026-11-26T10:00:00")) });
    const set = await put(showtime.id, { features: ["sensory_friendly"] });
    expect(set.statusCode).toBe(200);
    expect(set.json().result.accessibilityFeatures).toEqual(["sensory_friendly"]);
    expect(await stored(showtime.id)).toEqual(["sensory_friendly"]);
    expect((await put(showtime.id, { features: ["audio_description", "sensory_friendly"] }, admin)).statusCode).toBe(200);
    expect(await stored(showtime.id)).toEqual(["audio_description", "sensory_friendly"]);
    const [audit] = await rows(
      t,
      sql<{
        before: unknown;
        after: unknown;
      }>`select before, after from audit_log where action = 'showtime.accessibility' and entity_id = ${showtime.id} order by at desc, id desc limit 1`,
    );
    expect(audit).toEqual({
      before: { accessibilityFeatures: ["sensory_friendly"] },
      after: { accessibilityFeatures: ["audio_description", "sensory_friendly"] },
    });
    expect((await put(showtime.id, { features: [] })).json().result.accessibilityFeatures).toEqual([]);
    expect(await stored(showtime.id)).toEqual([]);
  });

  it("refuses anonymous, customers, staff and managers of another cinema", async () => {
    const showtime = await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(at("2026-11-27T10:00:00")) });
    await expectGuarded(
      t,
      { method: "PUT", url: `/api/v1/admin/showtimes/${showtime.id}/accessibility`, payload: { features: ["audio_description"] } },
      { minRole: "manager", cinema: own.slug, otherCinema: other.slug },
    );
    expect(await stored(showtime.id)).toEqual([]);
  });

  it("refuses bad input with a Vietnamese message, unknown and cancelled showtimes, changing nothing", async () => {
    const showtime = await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(at("2026-11-28T10:00:00")) });
    for (const payload of [
      { features: ["wheelchair"] },
      { features: ["audio_description", "audio_description"] },
      { features: "audio_description" },
      {},
      { features: [1] },
    ]) {
      const answer = await put(showtime.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_FAILED");
      expect(JSON.stringify(answer.json().error)).toMatch(/tính năng hỗ trợ|Tính năng hỗ trợ/);
    }
    expect(await stored(showtime.id)).toEqual([]);
    expect((await put("not-a-showtime", { features: [] })).statusCode).toBe(404);
    expect((await put("00000000-0000-4000-8000-000000000000", { features: [] })).statusCode).toBe(404);
    const badCreate = await asUser(t, manager, {
      method: "POST",
      url: "/api/v1/admin/showtimes",
      payload: {
        filmId: film.id,
        auditoriumId: room.id,
        startsAt: at("2026-11-28T18:00:00"),
        format: "2D",
        language: "Phụ đề",
        accessibilityFeatures: ["loud"],
      },
    });
    expect(badCreate.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/showtimes?accessibility=loud` })).statusCode).toBe(400);

    await rows(t, sql`update showtimes set cancelled_at = now(), cancel_reason = 'Bảo trì' where id = ${showtime.id}`);
    const cancelled = await put(showtime.id, { features: ["audio_description"] });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe("SHOWTIME_CANCELLED");
  });

  it("the database refuses unknown features, repeats and any other order", async () => {
    const showtime = await createShowtime(t.database.db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(at("2026-11-29T10:00:00")) });
    for (const value of ["{loud}", "{audio_description,audio_description}", "{sensory_friendly,audio_description}", "{NULL}"]) {
      const failure = await rows(t, sql`update showtimes set accessibility_features = ${value}::text[] where id = ${showtime.id}`).catch(
        (error: unknown) => error,
      );
      expect(pgErrorOf(failure), value).toMatchObject({ code: "23514", constraint: "showtimes_accessibility_check" });
    }
    await rows(t, sql`update showtimes set accessibility_features = '{audio_description,hoh_subtitles,sensory_friendly}' where id = ${showtime.id}`);
    expect(await stored(showtime.id)).toEqual(["audio_description", "hoh_subtitles", "sensory_friendly"]);
  });
});
