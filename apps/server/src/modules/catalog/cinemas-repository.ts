import { asc, eq } from "drizzle-orm";
import type { Cinema } from "@hancine/contract/catalog";
import type { Database } from "../../db/client.ts";
import { cinemas, cities } from "../../db/schema/catalog.ts";

export async function listCinemas(db: Database, city?: string): Promise<Cinema[]> {
  const rows = await db
    .select({
      id: cinemas.id,
      slug: cinemas.slug,
      name: cinemas.name,
      city: cinemas.citySlug,
      cityName: cities.name,
      address: cinemas.address,
      phone: cinemas.phone,
      inMenu: cinemas.inMenu,
    })
    .from(cinemas)
    .innerJoin(cities, eq(cities.slug, cinemas.citySlug))
    .where(city ? eq(cinemas.citySlug, city) : undefined)
    .orderBy(asc(cinemas.position));
  return rows;
}
