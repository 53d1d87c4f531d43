import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cinemas } from "#server/db/schema/catalog.ts";
import { staffCinemas } from "#server/db/schema/staff.ts";

/** The ids of the cinemas a staff member or manager is assigned to. */
export async function cinemaIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ cinemaId: staffCinemas.cinemaId }).from(staffCinemas).where(eq(staffCinemas.userId, userId));
  return rows.map((row) => row.cinemaId);
}

/** The slugs of a person's cinemas, in the chain's order. */
export async function cinemaSlugsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: cinemas.slug })
    .from(staffCinemas)
    .innerJoin(cinemas, eq(cinemas.id, staffCinemas.cinemaId))
    .where(eq(staffCinemas.userId, userId))
    .orderBy(asc(cinemas.position), asc(cinemas.slug));
  return rows.map((row) => row.slug);
}

/** Cinemas by slug; the slugs that name no cinema are reported back. */
export async function cinemasBySlug(db: Database, slugs: readonly string[]): Promise<{ ids: string[]; unknown: string[] }> {
  if (slugs.length === 0) return { ids: [], unknown: [] };
  const rows = await db
    .select({ id: cinemas.id, slug: cinemas.slug })
    .from(cinemas)
    .where(inArray(cinemas.slug, [...slugs]));
  const found = new Set(rows.map((row) => row.slug));
  return { ids: rows.map((row) => row.id), unknown: slugs.filter((slug) => !found.has(slug)) };
}

/** Makes `cinemaIds` the person's cinemas (replacing the ones before). Run it in the caller's transaction. */
export async function assignCinemas(tx: Database, userId: string, cinemaIds: readonly string[]): Promise<void> {
  await tx.delete(staffCinemas).where(eq(staffCinemas.userId, userId));
  if (cinemaIds.length > 0) await tx.insert(staffCinemas).values(cinemaIds.map((cinemaId) => ({ userId, cinemaId })));
}
