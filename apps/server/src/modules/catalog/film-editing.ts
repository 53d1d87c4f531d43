import type { AdminFilm, FilmInput, FilmPatch } from "@hancine/contract/back-office-films";
import { chainDay } from "@hancine/contract/format";
import { slugify } from "@hancine/contract/slug";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import {
  filmWithSlug,
  findAdminFilm,
  freeSlugLike,
  genresBySlug,
  insertFilm,
  lockFilm,
  setFilmGenres,
  setFilmPeople,
  updateFilmRow,
  type FilmValues,
  type ReadClock,
} from "./admin-films-repository.ts";
import { checkOwnTrailer, resolveFilmArt } from "./film-art.ts";
import { type ErrorText, msg } from "@hancine/contract/i18n/message";

/** Who changes the catalogue (for the audit trail). */
export type Actor = { userId: string; ip: string };

const NOT_FOUND = msg("error.NOT_FOUND.filmToEdit");

const clockOf = (deps: AppDeps): ReadClock => {
  const now = deps.clock();
  return { now, today: chainDay(now) };
};

/** A film as the audit trail keeps it: what was chosen, not what is derived from the day. */
function auditSnapshot(film: AdminFilm | null) {
  if (!film) return null;
  const { status: _status, upcomingShowtimes: _upcoming, lastShowtimeDay: _last, posterPlaceholder: _placeholder, updatedAt: _updated, ...chosen } = film;
  return chosen;
}

/** The editor's rules are the contract's (shared with the film form), and their texts Vietnamese-only for now. */
function refuse(fields: Record<string, ErrorText>): never {
  throw new DomainError("VALIDATION_FAILED", { fields });
}

async function slugTaken(db: Database, slug: string): Promise<never> {
  throw new DomainError("SLUG_TAKEN", {
    message: msg("error.SLUG_TAKEN.film", { slug }),
    fields: { slug: msg("error.SLUG_TAKEN.slugField", { slug }) },
    details: { suggestion: await freeSlugLike(db, slug) },
  });
}

/** The slug to use: the one typed, else the name's. */
function slugFor(input: { slug?: string | null | undefined; name: string }): string {
  const slug = input.slug ?? slugify(input.name);
  if (!slug) refuse({ slug: msg("error.VALIDATION_FAILED.noSlugFromName") });
  return slug;
}

/** Genre ids for the slugs, or the field's problem. */
async function genreIds(db: Database, slugs: readonly string[], problems: Record<string, ErrorText>): Promise<string[]> {
  const known = await genresBySlug(db, slugs);
  const unknown = slugs.filter((slug) => !known.has(slug));
  if (unknown.length) problems.genres = msg("error.VALIDATION_FAILED.unknownGenres", { genres: unknown.join(", ") });
  return slugs.flatMap((slug) => known.get(slug) ?? []);
}

const withSlugCheck = async <T>(db: Database, slug: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    // Two admins saving the same slug at once: the unique index decides.
    if (isUniqueViolation(error, "films_slug_unique")) return slugTaken(db, slug);
    throw error;
  }
};

/** `POST /admin/films`: the film, its genres and people, in one transaction with its audit entry. */
export async function createFilm(deps: AppDeps, actor: Actor, input: FilmInput): Promise<AdminFilm> {
  const db = deps.database.db;
  const clock = clockOf(deps);
  const slug = slugFor(input);
  const problems: Record<string, ErrorText> = {};
  const [genres, art] = await Promise.all([
    genreIds(db, input.genres, problems),
    resolveFilmArt(db, { posterMediaId: input.posterMediaId, backdropMediaId: input.backdropMediaId ?? null }, problems),
    checkOwnTrailer(db, input.trailerUrl, problems),
  ]);
  if (Object.keys(problems).length || !art) refuse(problems);
  if (await filmWithSlug(db, slug)) await slugTaken(db, slug);

  return withSlugCheck(db, slug, () =>
    db.transaction(async (tx) => {
      const id = await insertFilm(tx, {
        slug,
        title: input.name,
        originalTitle: input.originalName ?? null,
        titleEn: input.nameEn ?? null,
        synopsisEn: input.synopsisEn ?? null,
        synopsis: input.synopsis,
        durationMinutes: input.durationMinutes,
        ageRating: input.age,
        releaseDate: input.releaseDate,
        endDate: input.endDate ?? null,
        trailerUrl: input.trailerUrl ?? null,
        formats: input.formats,
        distributor: input.distributor ?? null,
        country: input.country,
        ...art,
        updatedAt: clock.now,
      });
      await setFilmGenres(tx, id, genres);
      await setFilmPeople(tx, id, input);
      const film = (await findAdminFilm(tx, id, clock))!;
      await writeAudit(tx, {
        at: clock.now,
        action: "film.create",
        actorUserId: actor.userId,
        ip: actor.ip,
        change: { entity: "film", id, before: null, after: auditSnapshot(film) },
      });
      return film;
    }),
  );
}

/** Checks a change against the film's showtimes: its end date may not cut them off, and it is archived only without any ahead. */
function checkAgainstShowtimes(before: AdminFilm, patch: FilmPatch, merged: { releaseDate: string; endDate: string | null }): void {
  if (merged.endDate && merged.endDate < merged.releaseDate) refuse({ endDate: msg("error.VALIDATION_FAILED.endBeforeRelease") });
  if (patch.endDate && before.lastShowtimeDay && patch.endDate < before.lastShowtimeDay) {
    refuse({ endDate: msg("error.VALIDATION_FAILED.endBeforeLastShowtime", { lastShowtimeDay: { day: before.lastShowtimeDay } }) });
  }
  if (patch.archived && !before.archivedAt && before.upcomingShowtimes > 0) {
    throw new DomainError("FILM_HAS_SHOWTIMES", {
      message: msg("error.FILM_HAS_SHOWTIMES.count", { upcomingShowtimes: before.upcomingShowtimes }),
      details: { upcomingShowtimes: before.upcomingShowtimes },
    });
  }
}

/** The audit action of a change: archiving and bringing back are named as such. */
function actionOf(before: AdminFilm, after: AdminFilm): `film.${string}` {
  if (!before.archivedAt && after.archivedAt) return "film.archive";
  if (before.archivedAt && !after.archivedAt) return "film.unarchive";
  return "film.update";
}

/** `PATCH /admin/films/:id`: the fields given (others kept), archive or bring back, audited before/after. */
export async function updateFilm(deps: AppDeps, actor: Actor, id: string, patch: FilmPatch): Promise<AdminFilm> {
  const db = deps.database.db;
  const clock = clockOf(deps);
  const current = await findAdminFilm(db, id, clock);
  if (!current) throw notFound(NOT_FOUND);
  // A renamed film keeps its address (links to it stay good); a cleared slug is made from the name again.
  const slug = patch.slug === undefined ? current.slug : slugFor({ slug: patch.slug, name: patch.name ?? current.name });
  const problems: Record<string, ErrorText> = {};
  const [genres, art] = await Promise.all([
    patch.genres ? genreIds(db, patch.genres, problems) : Promise.resolve(null),
    patch.posterMediaId !== undefined || patch.backdropMediaId !== undefined
      ? resolveFilmArt(
          db,
          {
            posterMediaId: patch.posterMediaId ?? current.posterMediaId ?? "",
            backdropMediaId: patch.backdropMediaId !== undefined ? patch.backdropMediaId : current.backdropMediaId,
          },
          problems,
        )
      : Promise.resolve(null),
    checkOwnTrailer(db, patch.trailerUrl, problems),
  ]);
  if (Object.keys(problems).length) refuse(problems);
  if (slug !== current.slug && (await filmWithSlug(db, slug, id))) await slugTaken(db, slug);

  return withSlugCheck(db, slug, () =>
    db.transaction(async (tx) => {
      if (!(await lockFilm(tx, id))) throw notFound(NOT_FOUND);
      // Read again under the lock: the checks see what the change applies to.
      const before = (await findAdminFilm(tx, id, clock))!;
      checkAgainstShowtimes(before, patch, {
        releaseDate: patch.releaseDate ?? before.releaseDate,
        endDate: patch.endDate !== undefined ? patch.endDate : before.endDate,
      });
      const values: Partial<FilmValues> = {
        ...(slug !== before.slug && { slug }),
        ...(patch.name !== undefined && { title: patch.name }),
        ...(patch.originalName !== undefined && { originalTitle: patch.originalName }),
        ...(patch.nameEn !== undefined && { titleEn: patch.nameEn }),
        ...(patch.synopsisEn !== undefined && { synopsisEn: patch.synopsisEn }),
        ...(patch.synopsis !== undefined && { synopsis: patch.synopsis }),
        ...(patch.durationMinutes !== undefined && { durationMinutes: patch.durationMinutes }),
        ...(patch.age !== undefined && { ageRating: patch.age }),
        ...(patch.releaseDate !== undefined && { releaseDate: patch.releaseDate }),
        ...(patch.endDate !== undefined && { endDate: patch.endDate }),
        ...(patch.trailerUrl !== undefined && { trailerUrl: patch.trailerUrl }),
        ...(patch.formats !== undefined && { formats: patch.formats }),
        ...(patch.distributor !== undefined && { distributor: patch.distributor }),
        ...(patch.country !== undefined && { country: patch.country }),
        ...(patch.archived !== undefined && { archivedAt: patch.archived ? (before.archivedAt ? new Date(before.archivedAt) : clock.now) : null }),
        ...(art ?? {}),
      };
      await updateFilmRow(tx, id, { ...values, updatedAt: clock.now });
      if (genres) await setFilmGenres(tx, id, genres);
      if (patch.directors !== undefined || patch.cast !== undefined) {
        await setFilmPeople(tx, id, { directors: patch.directors ?? before.directors, cast: patch.cast ?? before.cast });
      }
      const after = (await findAdminFilm(tx, id, clock))!;
      const [was, is] = [auditSnapshot(before), auditSnapshot(after)];
      if (JSON.stringify(was) !== JSON.stringify(is)) {
        await writeAudit(tx, {
          at: clock.now,
          action: actionOf(before, after),
          actorUserId: actor.userId,
          ip: actor.ip,
          change: { entity: "film", id, before: was, after: is },
        });
      }
      return after;
    }),
  );
}

/** `GET /admin/films/:id`. */
export async function adminFilm(deps: AppDeps, id: string): Promise<AdminFilm> {
  const film = await findAdminFilm(deps.database.db, id, clockOf(deps));
  if (!film) throw notFound(NOT_FOUND);
  return film;
}
