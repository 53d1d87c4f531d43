import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { chainDay } from "@hancine/contract/format";
import type { Database } from "../client.ts";
import { auditoriums, cinemas, films, showtimes } from "../schema/catalog.ts";
import { promotions } from "../schema/content.ts";
import { appMeta } from "../schema/meta.ts";
import { addDays, chainTime } from "@hancine/contract/chain-clock";
import { demoFilmBySlug, DEMO_FILMS } from "./demo-films.ts";
import { DEMO_PROMOTIONS } from "./demo-promotions.ts";
import { seedDemoContent } from "./demo-seed-content.ts";
import { cinemaRepertoire, dailyProgramme, planRoomDay, roomKind, type PlanFilm, type PlannedShowtime, type PlanRoom } from "./showtime-plan.ts";

/** app_meta key set once the demo data is in; its value is `{ at: ISO time }`. */
export const DEMO_SEEDED_KEY = "demo_seeded";

/** Days of showtimes kept ahead: today and the six days after. */
export const SHOWTIME_DAYS = 7;

/** Arbitrary constant: instances starting together take turns refreshing the demo showtimes. */
const REFRESH_LOCK = 7_261_002;

const INSERT_CHUNK = 500;

/**
 * Seeds the whole demo chain in one transaction, once per database. Returns false (and changes
 * nothing) when the demo data is already there.
 */
export async function seedDemoData(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Claiming the marker first makes a second, concurrent seeder wait here and then back off.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_SEEDED_KEY, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    await seedDemoContent(tx, now);
    await refreshDemoShowtimes(tx, now);
    return true;
  });
}

/**
 * Keeps the demo current; cheap enough to call on every start. Fills in showtimes for each of the
 * next seven chain days for every auditorium that has none that day, and moves demo films and
 * promotions that have gone stale back into their window. Returns how many showtimes it inserted.
 */
export async function refreshDemoShowtimes(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const today = chainDay(now);
    await keepComingSoonAhead(tx, today);
    await keepPromotionsCurrent(tx, today);

    const showing = await showingDemoFilms(tx, today);
    if (showing.length === 0) return 0;
    const rooms = await demoRooms(tx);
    const filled = await daysWithShowtimes(tx, today);
    const kept: PlannedShowtime[] = [];
    for (let offset = 0; offset < SHOWTIME_DAYS; offset++) {
      const day = addDays(today, offset);
      kept.push(
        ...planDemoDay(
          rooms.filter((room) => !filled.has(`${room.id}|${day}`)),
          showing,
          day,
        ),
      );
    }
    for (let i = 0; i < kept.length; i += INSERT_CHUNK) {
      await tx.insert(showtimes).values(kept.slice(i, i + INSERT_CHUNK));
    }
    return kept.length;
  });
}

/**
 * A chain day's showtimes in these rooms, with these films: hits get more screens, IMAX and 4DX rooms
 * play their films, and a film the back office gave a last day is not scheduled after it.
 */
export function planDemoDay(rooms: readonly PlanRoom[], showing: readonly DemoShowingFilm[], day: string): PlannedShowtime[] {
  if (showing.length === 0) return [];
  const hits = [...showing].sort((a, b) => b.rating - a.rating).slice(0, 4);
  const imax = showing.filter((film) => film.imax);
  const fourDx = showing.filter((film) => film.fourDx);
  const lastDay = new Map(showing.map((film) => [film.id, film.endDate]));
  return rooms.flatMap((room) => {
    const repertoire = cinemaRepertoire(showing, hits, room.cinemaIndex, room.regularCount);
    const programme = dailyProgramme(repertoire, hits, room.cinemaIndex, day);
    return planRoomDay(room, day, { programme, imax, fourDx }).filter((showtime) => {
      const end = lastDay.get(showtime.filmId);
      return !end || chainDay(showtime.startsAt) <= end;
    });
  });
}

export type DemoShowingFilm = PlanFilm & { rating: number; endDate: string | null };

/** Demo coming-soon films whose date has arrived are pushed back to their original distance. */
async function keepComingSoonAhead(db: Database, today: string): Promise<void> {
  const coming = DEMO_FILMS.filter((film) => film.releaseInDays > 0);
  const rows = await db
    .select({ slug: films.slug, releaseDate: films.releaseDate })
    .from(films)
    .where(
      inArray(
        films.slug,
        coming.map((film) => film.slug),
      ),
    );
  for (const row of rows) {
    const film = demoFilmBySlug.get(row.slug);
    if (film && row.releaseDate <= today) {
      await db
        .update(films)
        .set({ releaseDate: addDays(today, film.releaseInDays) })
        .where(eq(films.slug, row.slug));
    }
  }
}

/** Expired demo promotions get their validity window again, relative to today. */
async function keepPromotionsCurrent(db: Database, today: string): Promise<void> {
  const rows = await db
    .select({ slug: promotions.slug, validUntil: promotions.validUntil })
    .from(promotions)
    .where(
      inArray(
        promotions.slug,
        DEMO_PROMOTIONS.map((promotion) => promotion.slug),
      ),
    );
  for (const row of rows) {
    const promotion = DEMO_PROMOTIONS.find((p) => p.slug === row.slug);
    if (promotion && row.validUntil < today) {
      await db
        .update(promotions)
        .set({ validFrom: addDays(today, promotion.validFromDays), validUntil: addDays(today, promotion.validUntilDays) })
        .where(eq(promotions.slug, row.slug));
    }
  }
}

/**
 * Demo films released by that day, in the demo's editorial order, with how they are programmed; not
 * those the back office archived or ended (issue 14).
 */
export async function showingDemoFilms(db: Database, today: string): Promise<DemoShowingFilm[]> {
  const rows = await db
    .select({
      id: films.id,
      slug: films.slug,
      durationMinutes: films.durationMinutes,
      releaseDate: films.releaseDate,
      endDate: films.endDate,
      ratingTenths: films.ratingTenths,
    })
    .from(films)
    .where(
      and(
        inArray(
          films.slug,
          DEMO_FILMS.map((film) => film.slug),
        ),
        isNull(films.archivedAt),
      ),
    )
    .orderBy(asc(films.position), asc(films.slug));
  return rows.flatMap((row) => {
    const film = demoFilmBySlug.get(row.slug);
    if (!film || row.releaseDate > today || (row.endDate !== null && row.endDate < today)) return [];
    return [
      {
        id: row.id,
        durationMinutes: row.durationMinutes,
        imax: film.imax,
        fourDx: film.fourDx,
        threeD: film.threeD,
        dubbedShare: film.dubbedShare,
        rating: row.ratingTenths,
        endDate: row.endDate,
      },
    ];
  });
}

export async function demoRooms(db: Database): Promise<PlanRoom[]> {
  const rows = await db
    .select({
      id: auditoriums.id,
      layoutId: auditoriums.layoutId,
      name: auditoriums.name,
      cleaningMinutes: auditoriums.cleaningMinutes,
      cinemaId: cinemas.id,
      cinemaSlug: cinemas.slug,
    })
    .from(auditoriums)
    .innerJoin(cinemas, eq(auditoriums.cinemaId, cinemas.id))
    .orderBy(asc(cinemas.position), asc(cinemas.slug), asc(auditoriums.name));
  const cinemaIndex = new Map<string, number>();
  const regularCount = new Map<string, number>();
  for (const row of rows) {
    if (!cinemaIndex.has(row.cinemaId)) cinemaIndex.set(row.cinemaId, cinemaIndex.size);
    if (roomKind(row.name) === "regular") regularCount.set(row.cinemaId, (regularCount.get(row.cinemaId) ?? 0) + 1);
  }
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const kind = roomKind(row.name);
    const regularIndex = kind === "regular" ? (seen.get(row.cinemaId) ?? 0) : 0;
    if (kind === "regular") seen.set(row.cinemaId, regularIndex + 1);
    if (!row.layoutId) throw new Error(`Room ${row.name} has no seat layout`);
    return {
      id: row.id,
      layoutId: row.layoutId,
      cleaningMinutes: row.cleaningMinutes,
      kind,
      key: `${row.cinemaSlug}/${row.name}`,
      cinemaIndex: cinemaIndex.get(row.cinemaId) ?? 0,
      regularIndex,
      regularCount: regularCount.get(row.cinemaId) ?? 1,
    };
  });
}

/** "auditoriumId|YYYY-MM-DD" for every room and chain day in the window that already has a showtime. */
async function daysWithShowtimes(db: Database, today: string): Promise<Set<string>> {
  const rows = await db
    .select({ auditoriumId: showtimes.auditoriumId, startsAt: showtimes.startsAt })
    .from(showtimes)
    .where(and(gte(showtimes.startsAt, chainTime(today, 0)), lt(showtimes.startsAt, chainTime(addDays(today, SHOWTIME_DAYS), 0))));
  return new Set(rows.map((row) => `${row.auditoriumId}|${chainDay(row.startsAt)}`));
}
