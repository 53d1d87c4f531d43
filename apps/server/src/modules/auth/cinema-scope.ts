import { isCinemaScoped, type UserRole } from "@hancine/contract/auth";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-error.ts";
import { cinemaBySlug, type CinemaRef } from "./cinema-refs-repository.ts";
import { cinemaIdsOf } from "./staff-cinemas-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

/** Where a back-office user may see and act: the whole chain (admins) or their assigned cinemas. */
export type CinemaScope = { chain: true } | { chain: false; cinemaIds: ReadonlySet<string> };

export async function cinemaScopeOf(db: Database, user: { id: string; role: UserRole }): Promise<CinemaScope> {
  if (!isCinemaScoped(user.role)) return user.role === "admin" ? { chain: true } : { chain: false, cinemaIds: new Set() };
  return { chain: false, cinemaIds: new Set(await cinemaIdsOf(db, user.id)) };
}

export const inScope = (scope: CinemaScope, cinemaId: string): boolean => scope.chain || scope.cinemaIds.has(cinemaId);

/** 403 FORBIDDEN for a cinema that is not the person's (API "Back office"). */
export function assertInScope(scope: CinemaScope, cinemaId: string): void {
  if (!inScope(scope, cinemaId)) throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.notYourCinema") });
}

/** The cinema of a slug, when the person may work on it: 404 for an unknown slug, 403 for another's cinema. */
export async function cinemaInScope(db: Database, scope: CinemaScope, slug: string): Promise<CinemaRef> {
  const cinema = await cinemaBySlug(db, slug);
  if (!cinema) throw new DomainError("NOT_FOUND", { message: msg("error.NOT_FOUND.cinemaSlug", { slug }) });
  assertInScope(scope, cinema.id);
  return cinema;
}
