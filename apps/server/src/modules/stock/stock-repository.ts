import { eq, inArray, sql } from "drizzle-orm";
import type { PRODUCT_KINDS } from "@hancine/contract/catalog";
import type { StockMovementView } from "@hancine/contract/stock";
import { queryRows, type Database } from "#server/db/client.ts";
import { products } from "#server/db/schema/content.ts";
import { productRecipes, stockLevels, stockMovements } from "#server/db/schema/stock.ts";

type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The constraint that refuses a level below zero: the judge of the last popcorn (decision 077). */
export const LEVEL_CHECK = "stock_levels_level_check";

export type StockItemRow = { id: string; name: string; kind: ProductKind; level: number; lowAt: number; updatedAt: Date };

/** The cinema's counted items, in the menu's order. */
export async function stockItemsAt(db: Database, cinemaId: string): Promise<StockItemRow[]> {
  return queryRows(
    db,
    sql<StockItemRow>`select p.id, p.name, p.kind, l.level, l.low_at as "lowAt", l.updated_at as "updatedAt"
      from stock_levels l join products p on p.id = l.product_id
      where l.cinema_id = ${cinemaId} order by p.position, p.name`,
  );
}

export type StockProductRow = {
  id: string;
  name: string;
  kind: ProductKind;
  price: number;
  recipe: { id: string; name: string; quantity: number }[];
  canMake: number | null;
};

/** What the cinema sells (product_cinemas, decision 048), each with its recipe and how many it can make now (stock_can_make). */
export async function productsWithStockAt(db: Database, cinemaId: string): Promise<StockProductRow[]> {
  return queryRows(
    db,
    sql<StockProductRow>`select p.id, p.name, p.kind, p.price, stock_can_make(p.id, ${cinemaId}::uuid) as "canMake",
        coalesce((select json_agg(json_build_object('id', i.id, 'name', i.name, 'quantity', r.quantity) order by i.position)
          from product_recipes r join products i on i.id = r.item_id where r.product_id = p.id), '[]'::json) as recipe
      from products p join product_cinemas pc on pc.product_id = p.id and pc.cinema_id = ${cinemaId}
      where p.active order by p.position, p.name`,
  );
}

/** How many of each of `productIds` the cinema can make now; a product whose items are not counted there is absent. */
export async function canMakeAt(db: Database, cinemaId: string, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows(
    db,
    sql<{
      id: string;
      canMake: number | null;
    }>`select id, stock_can_make(id, ${cinemaId}::uuid) as "canMake" from unnest(string_to_array(${productIds.join(",")}::text, ',')::uuid[]) as id`,
  );
  return new Map(rows.flatMap((row) => (row.canMake === null ? [] : [[row.id, row.canMake] as const])));
}

export async function productNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The latest movements of the cinema's stock, newest first. */
export async function latestMovementsAt(db: Database, cinemaId: string, limit: number): Promise<StockMovementView[]> {
  const rows = await queryRows(
    db,
    sql<Omit<StockMovementView, "at" | "product"> & { at: Date; productId: string; productName: string }>`
      select m.id, m.at, m.kind, m.product_id as "productId", p.name as "productName", m.quantity, m.level_after as "levelAfter",
        u.full_name as by, o.code as "orderCode", m.note
      from stock_movements m join products p on p.id = m.product_id
      left join users u on u.id = m.user_id left join orders o on o.id = m.order_id
      where m.cinema_id = ${cinemaId} order by m.seq desc limit ${limit}`,
  );
  return rows.map(({ productId, productName, at, ...row }) => ({ ...row, at: new Date(at).toISOString(), product: { id: productId, name: productName } }));
}

/** Whether the product has a recipe (a combo is sold, not stocked: its items are). */
export async function hasRecipe(db: Database, productId: string): Promise<boolean> {
  const rows = await queryRows(db, sql<{ one: number }>`select 1 as one from product_recipes where product_id = ${productId} limit 1`);
  return rows.length > 0;
}

/** The item's level row at the cinema, locked; made (level 0, counted from `now`) when this is its first movement. */
export async function lockLevel(tx: Database, cinemaId: string, productId: string, now: Date): Promise<{ level: number; lowAt: number }> {
  await tx.insert(stockLevels).values({ cinemaId, productId, level: 0, trackedSince: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await queryRows(
    tx,
    sql<{
      level: number;
      lowAt: number;
    }>`select level, low_at as "lowAt" from stock_levels where cinema_id = ${cinemaId} and product_id = ${productId} for update`,
  );
  return row!;
}

export async function setLevel(
  tx: Database,
  change: {
    cinemaId: string;
    productId: string;
    kind: "delivery" | "count" | "waste";
    quantity: number;
    levelAfter: number;
    userId: string;
    note: string | null;
    now: Date;
  },
): Promise<string> {
  await tx.execute(
    sql`update stock_levels set level = ${change.levelAfter}, updated_at = ${change.now.toISOString()}::timestamptz where cinema_id = ${change.cinemaId} and product_id = ${change.productId}`,
  );
  const [row] = await tx
    .insert(stockMovements)
    .values({
      cinemaId: change.cinemaId,
      productId: change.productId,
      kind: change.kind,
      quantity: change.quantity,
      levelAfter: change.levelAfter,
      userId: change.userId,
      note: change.note,
      at: change.now,
    })
    .returning({ id: stockMovements.id });
  return row!.id;
}

export async function setLowAt(tx: Database, cinemaId: string, productId: string, lowAt: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update stock_levels set low_at = ${lowAt}, updated_at = ${now.toISOString()}::timestamptz where cinema_id = ${cinemaId} and product_id = ${productId}`,
  );
}

/** A product's recipe items with their names, in the menu's order. */
export async function recipeOf(db: Database, productId: string): Promise<{ id: string; name: string; quantity: number }[]> {
  return queryRows(
    db,
    sql<{ id: string; name: string; quantity: number }>`select i.id, i.name, r.quantity from product_recipes r join products i on i.id = r.item_id
      where r.product_id = ${productId} order by i.position, i.name`,
  );
}

/** Which of `ids` are in some other product's recipe (an item cannot itself be made of items). */
export async function usedAsItems(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: productRecipes.itemId })
    .from(productRecipes)
    .where(inArray(productRecipes.itemId, [...ids]));
  return rows.map((row) => row.id);
}

export async function replaceRecipe(tx: Database, productId: string, items: readonly { itemId: string; quantity: number }[]): Promise<void> {
  await tx.delete(productRecipes).where(eq(productRecipes.productId, productId));
  if (items.length > 0) await tx.insert(productRecipes).values(items.map((i) => ({ productId, ...i })));
}

/** The products that may be items of `productId`'s recipe: on sale, not made of items themselves, not itself. */
export async function recipeCandidates(db: Database, productId: string): Promise<{ id: string; name: string }[]> {
  return queryRows(
    db,
    sql<{ id: string; name: string }>`select p.id, p.name from products p
      where p.active and p.id <> ${productId} and not exists (select 1 from product_recipes r where r.product_id = p.id)
      order by p.position, p.name`,
  );
}

/** Products by id (those that exist), with their names. */
export async function productsByIds(db: Database, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
}
