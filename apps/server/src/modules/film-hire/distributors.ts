import type { Distributor, distributorInputSchema } from "@hancine/contract/film-hire";
import { msg } from "@hancine/contract/i18n/message";
import { slugify } from "@hancine/contract/slug";
import type { z } from "zod";
import type { AppDeps } from "#server/app-deps.ts";
import { DomainError, notFound } from "#server/domain-error.ts";
import { writeAudit } from "../audit/audit-repository.ts";
import type { Actor } from "../auth/actor.ts";
import { insertDistributor, lockDistributor, updateDistributor } from "./distributors-repository.ts";
import { distributorJson } from "./hire-terms.ts";

type Fields = z.output<typeof distributorInputSchema>;

const fieldsOf = (input: Fields) => ({ name: input.name, legalName: input.legalName ?? null, taxCode: input.taxCode ?? null, address: input.address ?? null });

/**
 * `POST /admin/distributors` (admins): a distributor the chain rents films from, its slug made from
 * the name (a second one of the same name is refused: 409 SLUG_TAKEN), audited in the same transaction.
 */
export async function createDistributor(deps: AppDeps, actor: Actor, input: Fields): Promise<Distributor> {
  const fields = fieldsOf(input);
  const slug = slugify(fields.name);
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const created = await insertDistributor(tx, { ...fields, slug, createdAt: now });
    if (!created) {
      const message = msg("error.SLUG_TAKEN.distributor", { name: fields.name });
      throw new DomainError("SLUG_TAKEN", { message, fields: { name: message } });
    }
    const after = distributorJson(created);
    await writeAudit(tx, {
      at: now,
      action: "distributor.created",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: after.name },
      change: { entity: "distributor", id: created.id, before: null, after },
    });
    return after;
  });
}

/** `PUT /admin/distributors/:slug` (admins): its names and tax details replaced (the slug stays), audited. */
export async function editDistributor(deps: AppDeps, actor: Actor, slug: string, input: Fields): Promise<Distributor> {
  const fields = fieldsOf(input);
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const before = await lockDistributor(tx, slug);
    if (!before) throw notFound(msg("error.NOT_FOUND.distributor"));
    const updated = (await updateDistributor(tx, slug, fields))!;
    const after = distributorJson(updated);
    await writeAudit(tx, {
      at: now,
      action: "distributor.updated",
      actorUserId: actor.user.id,
      ip: actor.ip,
      details: { label: after.name },
      change: { entity: "distributor", id: updated.id, before: distributorJson(before), after },
    });
    return after;
  });
}
