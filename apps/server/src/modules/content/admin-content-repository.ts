import { asc, count, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { banners, posts, productCinemas, products, promotions } from "#server/db/schema/content.ts";
import { cinemas, films } from "#server/db/schema/catalog.ts";
import { vouchers } from "#server/db/schema/vouchers.ts";
import { voucherUses } from "#server/db/schema/booking.ts";

/** The back office's reads and writes of banners and promotions (docs/decisions/047). */

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, "id" | "position">;
export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, "id" | "position">;
export type VoucherRow = typeof vouchers.$inferSelect;

// ——— Banners ———

export function listBannerRows(db: Database): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
}

/** One banner; `lock` holds its row until the transaction ends (two saves follow each other). */
export async function findBannerRow(db: Database, id: string, lock = false): Promise<BannerRow | null> {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Inserted last in the carousel's order. */
export async function insertBannerRow(tx: Database, values: BannerValues): Promise<BannerRow> {
  const [last] = await tx.select({ position: sql<number>`coalesce(max(${banners.position}), -1)::int` }).from(banners);
  const [row] = await tx
    .insert(banners)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateBannerRow(tx: Database, id: string, values: Partial<BannerValues>): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function deleteBannerRow(tx: Database, id: string): Promise<BannerRow | null> {
  const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
  return row ?? null;
}

/** Puts the banner at `to` (0 = first) and numbers every banner 0, 1, 2… in the new order. */
export async function moveBannerRow(tx: Database, id: string, to: number): Promise<void> {
  const ids = (await tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.position), asc(banners.id))).map((r) => r.id);
  const order = ids.filter((other) => other !== id);
  order.splice(Math.min(to, order.length), 0, id);
  for (const [position, bannerId] of order.entries()) await tx.update(banners).set({ position }).where(eq(banners.id, bannerId));
}

// ——— Promotions ———

export type PromotionWithVoucher = { promotion: PromotionRow; voucher: VoucherRow | null };

export async function listPromotionRows(db: Database): Promise<PromotionWithVoucher[]> {
  const rows = await db
    .select()
    .from(promotions)
    .leftJoin(vouchers, eq(vouchers.code, promotions.voucherCode))
    .orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map((r) => ({ promotion: r.promotions, voucher: r.vouchers }));
}

export async function findPromotionRow(db: Database, id: string): Promise<PromotionWithVoucher | null> {
  const [row] = await db.select().from(promotions).leftJoin(vouchers, eq(vouchers.code, promotions.voucherCode)).where(eq(promotions.id, id));
  return row ? { promotion: row.promotions, voucher: row.vouchers } : null;
}

export async function lockPromotionRow(tx: Database, id: string): Promise<PromotionRow | null> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
  return row ?? null;
}

/** The id of the promotion using this slug, if any. */
export async function promotionIdWithSlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, slug));
  return row?.id ?? null;
}

export async function voucherExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.code, code));
  return row !== undefined;
}

/** Inserted last in the carousel's order. */
export async function insertPromotionRow(tx: Database, values: PromotionValues): Promise<PromotionRow> {
  const [last] = await tx.select({ position: sql<number>`coalesce(max(${promotions.position}), -1)::int` }).from(promotions);
  const [row] = await tx
    .insert(promotions)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updatePromotionRow(tx: Database, id: string, values: Partial<PromotionValues> & { position?: number }): Promise<PromotionRow> {
  const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row!;
}

export async function deletePromotionRow(tx: Database, id: string): Promise<PromotionRow | null> {
  const [row] = await tx.delete(promotions).where(eq(promotions.id, id)).returning();
  return row ?? null;
}

// ——— Posts ———

export type PostRow = typeof posts.$inferSelect;
export type PostValues = Omit<typeof posts.$inferInsert, "id" | "views">;

/** Newest first, as the public lists order them. */
export function listPostRows(db: Database): Promise<PostRow[]> {
  return db.select().from(posts).orderBy(desc(posts.publishedAt), asc(posts.id));
}

/** One post; `lock` holds its row until the transaction ends (two saves follow each other). */
export async function findPostRow(db: Database, id: string, lock = false): Promise<PostRow | null> {
  const query = db.select().from(posts).where(eq(posts.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The id of the post using this slug, if any. */
export async function postIdWithSlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
  return row?.id ?? null;
}

export async function filmExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: films.id }).from(films).where(eq(films.id, id));
  return row !== undefined;
}

export async function insertPostRow(tx: Database, values: PostValues): Promise<PostRow> {
  const [row] = await tx.insert(posts).values(values).returning();
  return row!;
}

export async function updatePostRow(tx: Database, id: string, values: Partial<PostValues>): Promise<PostRow> {
  const [row] = await tx.update(posts).set(values).where(eq(posts.id, id)).returning();
  return row!;
}

export async function deletePostRow(tx: Database, id: string): Promise<PostRow | null> {
  const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
  return row ?? null;
}

// ——— Products ———

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, "id" | "position">;
export type ProductWithCinemas = { product: ProductRow; cinemaIds: string[] };

async function withCinemas(db: Database, rows: ProductRow[]): Promise<ProductWithCinemas[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ productId: productCinemas.productId, cinemaId: productCinemas.cinemaId })
    .from(productCinemas)
    .innerJoin(cinemas, eq(cinemas.id, productCinemas.cinemaId))
    .where(
      inArray(
        productCinemas.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(cinemas.position), asc(cinemas.slug));
  return rows.map((product) => ({ product, cinemaIds: links.filter((l) => l.productId === product.id).map((l) => l.cinemaId) }));
}

/** In the menu's order. */
export async function listProductRows(db: Database): Promise<ProductWithCinemas[]> {
  return withCinemas(db, await db.select().from(products).orderBy(asc(products.position), asc(products.id)));
}

export async function findProductRow(db: Database, id: string, lock = false): Promise<ProductWithCinemas | null> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ? (await withCinemas(db, [row]))[0]! : null;
}

export async function productIdWithSlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row?.id ?? null;
}

/** The ids among `ids` that are no cinema of the chain. */
export async function unknownCinemaIds(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = new Set(
    (
      await db
        .select({ id: cinemas.id })
        .from(cinemas)
        .where(inArray(cinemas.id, [...ids]))
    ).map((r) => r.id),
  );
  return ids.filter((id) => !found.has(id));
}

/** Inserted last in the menu's order. */
export async function insertProductRow(tx: Database, values: ProductValues): Promise<ProductRow> {
  const [last] = await tx.select({ position: sql<number>`coalesce(max(${products.position}), -1)::int` }).from(products);
  const [row] = await tx
    .insert(products)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateProductRow(tx: Database, id: string, values: Partial<ProductValues>): Promise<ProductRow> {
  const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
  return row!;
}

/** The cinemas that sell the product, exactly `cinemaIds`. */
export async function setProductCinemas(tx: Database, productId: string, cinemaIds: readonly string[]): Promise<void> {
  await tx.delete(productCinemas).where(eq(productCinemas.productId, productId));
  if (cinemaIds.length) await tx.insert(productCinemas).values([...new Set(cinemaIds)].map((cinemaId) => ({ productId, cinemaId })));
}

// ——— Vouchers ———

/** Every voucher, newest validity first, with its uses that count at `now` (kept, or reserved until later) and those kept for good. */
export async function listVoucherRowsWithUses(db: Database, now: Date): Promise<{ voucher: VoucherRow; used: number; paid: number }[]> {
  const uses = await db
    .select({
      code: voucherUses.voucherCode,
      used: count(sql`case when ${or(isNull(voucherUses.heldUntil), gt(voucherUses.heldUntil, now))} then 1 end`),
      paid: count(sql`case when ${voucherUses.heldUntil} is null then 1 end`),
    })
    .from(voucherUses)
    .groupBy(voucherUses.voucherCode);
  const byCode = new Map(uses.map((u) => [u.code, u]));
  // Personal vouchers (a customer's birthday gift, one per customer and year) are not the chain's offers.
  const rows = await db.select().from(vouchers).where(isNull(vouchers.ownerUserId)).orderBy(desc(vouchers.validUntil), asc(vouchers.code));
  return rows.map((voucher) => ({ voucher, used: byCode.get(voucher.code)?.used ?? 0, paid: byCode.get(voucher.code)?.paid ?? 0 }));
}
