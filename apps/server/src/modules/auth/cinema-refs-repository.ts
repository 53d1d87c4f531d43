import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cinemas } from "#server/db/schema/catalog.ts";

/** A cinema as the back office names it: by slug in requests, by id in scopes. */
export type CinemaRef = Pick<typeof cinemas.$inferSelect, "id" | "slug" | "name">;

/** A cinema by its slug, or null. */
export async function cinemaBySlug(db: Database, slug: string): Promise<CinemaRef | null> {
  const [row] = await db.select({ id: cinemas.id, slug: cinemas.slug, name: cinemas.name }).from(cinemas).where(eq(cinemas.slug, slug));
  return row ?? null;
}
