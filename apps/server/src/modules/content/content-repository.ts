import { and, asc, desc, eq } from "drizzle-orm";
import { BANNER_SIZE, type Banner, type FilmComment, type Post, type Product, type Promotion } from "@hancine/contract/catalog";
import type { Database } from "../../db/client.ts";
import { banners, posts, products, promotions } from "../../db/schema/content.ts";

export async function listBanners(db: Database): Promise<Banner[]> {
  const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position));
  return rows.map((b) => ({ id: b.id, src: b.image, alt: b.alt, ...(b.link && { link: b.link }), ...BANNER_SIZE }));
}

/** Film commentary posts for the home page's 'Bình luận phim' tab, newest first. */
export async function listFilmComments(db: Database, limit = 50): Promise<FilmComment[]> {
  const rows = await db
    .select({ id: posts.id, slug: posts.slug, name: posts.title, imagePortrait: posts.image, views: posts.views })
    .from(posts)
    .where(eq(posts.type, "review"))
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
  return rows;
}

export async function listPosts(db: Database, type?: Post["type"], limit = 50): Promise<Post[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(type ? eq(posts.type, type) : undefined)
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    type: p.type,
    title: p.title,
    excerpt: p.excerpt,
    image: p.image,
    views: p.views,
    publishedAt: p.publishedAt.toISOString(),
  }));
}

export async function findPost(db: Database, slug: string) {
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug));
  return row;
}

export const promotionLink = (slug: string) => `/khuyen-mai/${slug}/`;

export async function listPromotions(db: Database): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.position));
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    image: p.image,
    link: promotionLink(p.slug),
    summary: p.summary,
    validFrom: p.validFrom,
    validUntil: p.validUntil,
  }));
}

export async function findPromotion(db: Database, slug: string) {
  const [row] = await db.select().from(promotions).where(eq(promotions.slug, slug));
  return row && { ...row, link: promotionLink(row.slug) };
}

export async function listProducts(db: Database, kind?: Product["kind"]): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), kind ? eq(products.kind, kind) : undefined))
    .orderBy(asc(products.position));
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    kind: p.kind,
    name: p.name,
    description: p.description,
    price: p.price,
    currency: "VND" as const,
    image: p.image,
  }));
}
