import { sql } from "drizzle-orm";
import { type Cinemas, inCinemas } from "./cinema-filter-repository.ts";
import { queryRows, type Database } from "#server/db/client.ts";

/**
 * Stock items of these cinemas at or below their low threshold (decision 077), out first: the
 * overview's `low_stock` alerts (the stock module's tables, read here since reports sit below it).
 */
export async function lowItemsAt(db: Database, cinemaIds: Cinemas): Promise<{ cinemaSlug: string; cinemaName: string; name: string; level: number }[]> {
  return queryRows(
    db,
    sql<{ cinemaSlug: string; cinemaName: string; name: string; level: number }>`
      select c.slug as "cinemaSlug", c.name as "cinemaName", p.name, l.level
      from stock_levels l join products p on p.id = l.product_id join cinemas c on c.id = l.cinema_id
      where ${inCinemas(sql`l.cinema_id`, cinemaIds)} and l.level <= l.low_at and p.active
      order by c.position, c.slug, l.level, p.position`,
  );
}
