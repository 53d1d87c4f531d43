import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { distributors } from "#server/db/schema/film-hire.ts";

export type DistributorRow = typeof distributors.$inferSelect;

/** Every distributor, by name. */
export async function listDistributors(db: Database): Promise<DistributorRow[]> {
  return db.select().from(distributors).orderBy(asc(distributors.name));
}

export async function distributorBySlug(db: Database, slug: string): Promise<DistributorRow | null> {
  const [row] = await db.select().from(distributors).where(eq(distributors.slug, slug)).limit(1);
  return row ?? null;
}

export async function distributorById(db: Database, id: string): Promise<DistributorRow | null> {
  const [row] = await db.select().from(distributors).where(eq(distributors.id, id)).limit(1);
  return row ?? null;
}

export type DistributorFields = Pick<typeof distributors.$inferInsert, "name" | "legalName" | "taxCode" | "address">;

/** A new distributor; null when the slug is taken (by the unique index, so two at once cannot both take it). */
export async function insertDistributor(tx: Database, row: DistributorFields & { slug: string; createdAt: Date }): Promise<DistributorRow | null> {
  const [created] = await tx.insert(distributors).values(row).onConflictDoNothing({ target: distributors.slug }).returning();
  return created ?? null;
}

/** The distributor's fields replaced, its row locked until the transaction ends; null when there is none by that slug. */
export async function updateDistributor(tx: Database, slug: string, fields: DistributorFields): Promise<DistributorRow | null> {
  const [updated] = await tx.update(distributors).set(fields).where(eq(distributors.slug, slug)).returning();
  return updated ?? null;
}

/** The distributor's row as it is now, locked until the transaction ends. */
export async function lockDistributor(tx: Database, slug: string): Promise<DistributorRow | null> {
  const [row] = await tx.select().from(distributors).where(eq(distributors.slug, slug)).for("update").limit(1);
  return row ?? null;
}
