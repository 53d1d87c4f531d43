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

/** The demo's distributors (seed): added once, kept as an admin may have changed them. */
export async function insertDistributors(db: Database, rows: (typeof distributors.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(distributors).values(rows).onConflictDoNothing();
}
