import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle } from "../../apps/server/src/db/client.ts";
import { users } from "../../apps/server/src/db/schema/accounts.ts";
import { createAuditorium, createCinema, createFilm, createShowtime } from "../../apps/server/src/db/seed/factories.ts";
import { hashPassword } from "../../apps/server/src/modules/auth/passwords.ts";

export const RACE_PASSWORD = "DuaGhe2026";

export type RaceScene = { showtimeId: string; warmUpShowtimeId: string; seatIds: string[][]; emails: string[] };

/**
 * One 200-seat showtime tomorrow evening (10 rows of 4 | 12 | 4, no couple row), a later one in the same
 * room to warm the server up on, and `customers` customer accounts sharing one password, written
 * straight into the site's database.
 */
export async function createRaceScene(target: { databaseUrl?: string; dataDir?: string }, customers: number): Promise<RaceScene> {
  const handle: DatabaseHandle = await openDatabase(target);
  try {
    const db = handle.db;
    const cinema = await createCinema(db);
    const room = await createAuditorium(db, { cinemaId: cinema.id, layout: { rows: 10, blocks: [4, 12, 4], coupleLastRow: false, wheelchairSpaces: 0 } });
    const film = await createFilm(db, { ageRating: "P" });
    const startsAt = new Date(Date.now() + 26 * 3_600_000);
    const showtime = await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt });
    const warmUp = await createShowtime(db, { auditoriumId: room.id, filmId: film.id, startsAt: new Date(startsAt.getTime() + 4 * 3_600_000) });
    const seats = await queryRows(db, sql<{ id: string; y: number }>`select id, y from seats where auditorium_id = ${room.id} order by y, x`);
    const rows: string[][] = [];
    for (const seat of seats) (rows[seat.y] ??= []).push(seat.id);

    const emails = await createCustomers(db, customers);
    return { showtimeId: showtime.id, warmUpShowtimeId: warmUp.id, seatIds: rows, emails };
  } finally {
    await handle.close();
  }
}

/** `count` customer accounts sharing RACE_PASSWORD, written straight into the site's database; their e-mails. */
export async function createCustomers(db: DatabaseHandle["db"], count: number): Promise<string[]> {
  const passwordHash = await hashPassword(RACE_PASSWORD);
  const stamp = Date.now();
  const emails = Array.from({ length: count }, (_, i) => `dua.ghe.${stamp}.${i}@example.vn`);
  await db.insert(users).values(
    emails.map((email, i) => ({
      email,
      passwordHash,
      fullName: `Khách Thử ${i}`,
      phoneE164: "+84912345678",
      gender: "female" as const,
      dateOfBirth: "1995-05-05",
      termsVersion: "bench",
      termsAcceptedAt: new Date(),
    })),
  );
  return emails;
}

/** Seats sitting in two overlapping claims (two active orders at once): must be 0. */
export async function doubleBookings(target: { databaseUrl?: string; dataDir?: string }, showtimeId: string): Promise<number> {
  const handle = await openDatabase(target);
  try {
    const [row] = await queryRows(
      handle.db,
      sql<{ n: number }>`select count(*)::int as n from seat_claims a join seat_claims b
          on a.showtime_id = b.showtime_id and a.seat_id = b.seat_id and a.id < b.id
          and tstzrange(a.held_from, a.held_until, '[)') && tstzrange(b.held_from, b.held_until, '[)')
          where a.showtime_id = ${showtimeId}`,
    );
    return row!.n;
  } finally {
    await handle.close();
  }
}
