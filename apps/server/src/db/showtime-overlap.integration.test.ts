import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditorium, createCinema, createCity, createFilm, createShowtime, type Auditorium, type Film } from "./seed/factories.ts";
import { createTestDatabase } from "../testing/test-database.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let room: Auditorium;
let otherRoom: Auditorium;
let film: Film;

beforeAll(async () => {
  database = await createTestDatabase();
  const city = await createCity(database.db);
  const cinema = await createCinema(database.db, { citySlug: city.slug });
  room = await createAuditorium(database.db, { cinemaId: cinema.id, name: "Phòng 1", cleaningMinutes: 15 });
  otherRoom = await createAuditorium(database.db, { cinemaId: cinema.id, name: "Phòng 2", cleaningMinutes: 15 });
  film = await createFilm(database.db, { durationMinutes: 120 });
});
afterAll(() => database.dispose());

/** The database's own refusal: SQLSTATE 23P01 from the exclusion constraint. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    return { code: cause?.code, constraint: cause?.constraint };
  }
  return undefined;
}

describe("two showtimes never overlap in one auditorium", () => {
  const at = (iso: string) => new Date(iso);

  it("refuses a showtime that starts during another's film or cleaning break", async () => {
    await createShowtime(database.db, { auditoriumId: room.id, filmId: film.id, startsAt: at("2026-12-01T02:00:00Z") });
    // 120 min film + 15 min cleaning: the room is busy until 04:15.
    for (const start of ["2026-12-01T02:00:00Z", "2026-12-01T03:59:00Z", "2026-12-01T04:14:00Z", "2026-12-01T00:30:00Z"]) {
      expect(await refusal(createShowtime(database.db, { auditoriumId: room.id, filmId: film.id, startsAt: at(start) })), start).toEqual({
        code: "23P01",
        constraint: "showtimes_no_overlap",
      });
    }
  });

  it("accepts the next showtime right after cleaning, and the same time in another room", async () => {
    await expect(createShowtime(database.db, { auditoriumId: room.id, filmId: film.id, startsAt: at("2026-12-01T04:15:00Z") })).resolves.toBeDefined();
    await expect(createShowtime(database.db, { auditoriumId: otherRoom.id, filmId: film.id, startsAt: at("2026-12-01T02:00:00Z") })).resolves.toBeDefined();
  });

  it("refuses concurrent overlapping inserts, keeping exactly one", async () => {
    const start = at("2026-12-02T02:00:00Z");
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        createShowtime(database.db, { auditoriumId: otherRoom.id, filmId: film.id, startsAt: new Date(start.getTime() + i * 60_000) }),
      ),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
  });
});
