import type { Distributor, HireTerms, HireTermsInput } from "@hancine/contract/film-hire";
import type { AppDeps } from "#server/app-deps.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { distributorById, distributorBySlug, listDistributors, type DistributorRow } from "./distributors-repository.ts";
import { filmForHire, findHireTerms, lockHireTerms, saveHireTerms, type StoredHireTerms } from "./hire-terms-repository.ts";
import { msg } from "@hancine/contract/i18n/message";

export const distributorJson = (d: DistributorRow): Distributor => ({
  slug: d.slug,
  name: d.name,
  legalName: d.legalName,
  taxCode: d.taxCode,
  address: d.address,
});

/** `GET /admin/distributors`. */
export async function distributorsList(db: Database): Promise<Distributor[]> {
  return (await listDistributors(db)).map(distributorJson);
}

async function filmOr404(db: Database, id: string) {
  const film = await filmForHire(db, id);
  if (!film) throw notFound(msg("error.NOT_FOUND.filmForHire"));
  return film;
}

function termsJson(film: { id: string; name: string; releaseDate: string }, terms: StoredHireTerms, distributor: DistributorRow): HireTerms {
  return {
    film,
    distributor: distributorJson(distributor),
    weeks: terms.weeks,
    minimumPerTicket: terms.minimumPerTicketVnd,
    updatedAt: terms.updatedAt.toISOString(),
  };
}

/** `GET /admin/films/:id/hire-terms`: the film's terms, or null when none were entered. */
export async function readHireTerms(db: Database, filmId: string): Promise<HireTerms | null> {
  const film = await filmOr404(db, filmId);
  const terms = await findHireTerms(db, film.id);
  if (!terms) return null;
  return termsJson(film, terms, (await distributorById(db, terms.distributorId))!);
}

/** What the audit trail keeps of terms: the distributor by slug, the steps, the minimum. */
const auditOf = (terms: HireTerms | null) => terms && { distributor: terms.distributor.slug, weeks: terms.weeks, minimumPerTicket: terms.minimumPerTicket };

/**
 * `PUT /admin/films/:id/hire-terms` (admins): the film's whole terms, replacing what was there, under
 * the row's lock and audited in the same transaction as `film.hire_terms`. The shape was checked by the
 * contract's schema; the database checks it again (`film_hire_weeks_valid`).
 */
export async function setHireTerms(deps: AppDeps, actor: Actor, filmId: string, input: HireTermsInput): Promise<HireTerms> {
  const db = deps.database.db;
  const film = await filmOr404(db, filmId);
  const distributor = await distributorBySlug(db, input.distributor);
  if (!distributor) {
    const message = msg("error.VALIDATION_FAILED.unknownDistributor");
    throw new DomainError("VALIDATION_FAILED", { message, fields: { distributor: message } });
  }
  const now = deps.clock();
  return db.transaction(async (tx) => {
    await lockHireTerms(tx, film.id);
    const before = await readHireTerms(tx, film.id);
    await saveHireTerms(tx, {
      filmId: film.id,
      distributorId: distributor.id,
      weeks: input.weeks,
      minimumPerTicketVnd: input.minimumPerTicket ?? null,
      at: now,
      by: actor.user.id,
    });
    const after = (await readHireTerms(tx, film.id))!;
    await writeAudit(tx, {
      at: now,
      action: "film.hire_terms",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: film.name },
      change: { entity: "film", id: film.id, before: auditOf(before), after: auditOf(after) },
    });
    return after;
  });
}
