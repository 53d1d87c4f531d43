import { inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { cinemas } from "../schema/catalog.ts";
import { products } from "../schema/content.ts";
import { productRecipes, stockLevels, stockMovements } from "../schema/stock.ts";

/** Each demo combo's stock items (decision 077), by product slug: what one combo takes from the cinema's stock. */
export const DEMO_RECIPES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "combo-song-han": { "bap-rang-bo-lon": 1, "nuoc-ngot-lon": 1 },
  "combo-doi": { "bap-rang-bo-lon": 1, "nuoc-ngot-lon": 2 },
  "combo-gia-dinh": { "bap-rang-bo-lon": 1, "bap-caramel-lon": 1, "nuoc-ngot-lon": 4, "khoai-tay-chien": 1 },
  "combo-long-den": { "bap-pho-mai-lon": 1, "tra-dao-cam-sa": 1, "moc-khoa-bap-rang": 1 },
  "combo-hoc-sinh": { "bap-pho-mai-lon": 1, "tra-dao-cam-sa": 1 },
};

/** A cinema's usual stock of each item after a delivery, and the level at which it shows as low. */
const USUAL: Readonly<Record<string, { level: number; lowAt: number }>> = {
  "bap-rang-bo-lon": { level: 180, lowAt: 30 },
  "bap-pho-mai-lon": { level: 90, lowAt: 20 },
  "bap-caramel-lon": { level: 80, lowAt: 20 },
  "nuoc-ngot-lon": { level: 300, lowAt: 50 },
  "tra-dao-cam-sa": { level: 120, lowAt: 25 },
  "nuoc-suoi": { level: 150, lowAt: 30 },
  "xuc-xich-nuong": { level: 60, lowAt: 15 },
  "khoai-tay-chien": { level: 70, lowAt: 15 },
  "ao-thun-tai-nang-song-han": { level: 40, lowAt: 5 },
  "ly-giu-nhiet-hancine": { level: 30, lowAt: 5 },
  "moc-khoa-bap-rang": { level: 100, lowAt: 10 },
  "tui-tote-hancine": { level: 35, lowAt: 5 },
};

/** The flagship's counter is short of a few things, so the manager's screen has something to show: one item out, two low. */
const SHORT_AT: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  "hancine-song-han": { "bap-caramel-lon": 0, "xuc-xich-nuong": 6, "bap-pho-mai-lon": 12 },
  "hancine-trang-tien": { "tra-dao-cam-sa": 9 },
};

/** Recipes for the demo combos and a first delivery of every item at every demo cinema, counted from `now`. */
export async function seedDemoStock(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, [...Object.keys(USUAL), ...Object.keys(DEMO_RECIPES)]));
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const recipes = Object.entries(DEMO_RECIPES).flatMap(([combo, items]) =>
    Object.entries(items).map(([item, quantity]) => ({ productId: idOf.get(combo)!, itemId: idOf.get(item)!, quantity })),
  );
  await db.insert(productRecipes).values(recipes);
  const places = await db.select({ id: cinemas.id, slug: cinemas.slug }).from(cinemas);
  const levels = places.flatMap((cinema) =>
    Object.entries(USUAL).map(([slug, usual]) => ({
      cinemaId: cinema.id,
      productId: idOf.get(slug)!,
      level: SHORT_AT[cinema.slug]?.[slug] ?? usual.level,
      lowAt: usual.lowAt,
      trackedSince: now,
      updatedAt: now,
    })),
  );
  await db.insert(stockLevels).values(levels);
  await db
    .insert(stockMovements)
    .values(
      levels
        .filter((l) => l.level > 0)
        .map((l) => ({ cinemaId: l.cinemaId, productId: l.productId, kind: "delivery" as const, quantity: l.level, levelAfter: l.level, at: now })),
    );
}
