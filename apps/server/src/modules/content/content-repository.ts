import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type AnyColumn } from "drizzle-orm";
import {
  appPromoSchema,
  BANNER_MOBILE_SIZE,
  BANNER_SIZE,
  type AppPromo,
  type Banner,
  type FilmComment,
  type Post,
  type Product,
  type Promotion,
  type PromotionDetail,
} from "@hancine/contract/catalog";
import { benefitText, conditionTexts } from "@hancine/contract/voucher-rules";
import type { Database } from "#server/db/client.ts";
import { banners, posts, productCinemas, products, promotions } from "#server/db/schema/content.ts";
import { cinemas } from "#server/db/schema/catalog.ts";
import { vouchers } from "#server/db/schema/vouchers.ts";
import { APP_PROMO_KEY, appMeta } from "#server/db/schema/meta.ts";

/**
 * The one rule of what the public sees (docs/decisions/047), decided by time at each read: published
 * or scheduled, its publish time reached, its unpublish time not. Nothing has to run when a scheduled
 * item's time comes; the public cache keeps content at most `CONTENT_CACHE_MS`.
 */
export function onPublicSite(t: { status: AnyColumn; publishAt: AnyColumn; unpublishAt: AnyColumn }, now: Date) {
  return and(inArray(t.status, ["scheduled", "published"]), or(isNull(t.publishAt), lte(t.publishAt, now)), or(isNull(t.unpublishAt), gt(t.unpublishAt, now)));
}

export async function listBanners(db: Database, now: Date): Promise<Banner[]> {
  const rows = await db.select().from(banners).where(onPublicSite(banners, now)).orderBy(asc(banners.position), asc(banners.id));
  return rows.map((b) => ({
    id: b.id,
    src: b.image,
    alt: b.alt,
    ...(b.link && { link: b.link }),
    ...BANNER_SIZE,
    ...(b.mobileImage && { mobile: { src: b.mobileImage, ...BANNER_MOBILE_SIZE } }),
    ...(b.copy && { copy: b.copy as NonNullable<Banner["copy"]> }),
    ...(b.copyEn && { copyEn: b.copyEn as NonNullable<Banner["copyEn"]> }),
    ...(b.altEn && { altEn: b.altEn }),
  }));
}

/** Film commentary posts for the home page's 'Bình luận phim' tab, newest first. */
export async function listFilmComments(db: Database, now: Date, limit = 50): Promise<FilmComment[]> {
  const rows = await db
    .select({ id: posts.id, slug: posts.slug, name: posts.title, imagePortrait: posts.image, views: posts.views })
    .from(posts)
    .where(and(eq(posts.type, "review"), onPublicSite(posts, now)))
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
  return rows;
}

export async function listPosts(db: Database, now: Date, type?: Post["type"], limit = 50): Promise<Post[]> {
  const rows = await db
    .select()
    .from(posts)
    .where(and(onPublicSite(posts, now), type ? eq(posts.type, type) : undefined))
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    type: p.type,
    title: p.title,
    excerpt: p.excerpt,
    titleEn: p.titleEn,
    excerptEn: p.excerptEn,
    image: p.image,
    views: p.views,
    publishedAt: p.publishedAt.toISOString(),
  }));
}

export async function findPost(db: Database, slug: string, now: Date) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), onPublicSite(posts, now)));
  if (!row) return undefined;
  const { status: _status, publishAt: _publishAt, unpublishAt: _unpublishAt, updatedAt: _updatedAt, ...post } = row;
  return post;
}

export const promotionLink = (slug: string) => `/khuyen-mai/${slug}/`;

/** A promotion row as the public lists show it. */
function toPromotion(p: typeof promotions.$inferSelect): Promotion {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    image: p.image,
    link: promotionLink(p.slug),
    summary: p.summary,
    titleEn: p.titleEn,
    summaryEn: p.summaryEn,
    validFrom: p.validFrom,
    validUntil: p.validUntil,
  };
}

export async function listPromotions(db: Database, now: Date): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).where(onPublicSite(promotions, now)).orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map(toPromotion);
}

/** The app-promotion section's screens (drawn when the demo data is seeded), or null. */
export async function findAppPromo(db: Database): Promise<AppPromo | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, APP_PROMO_KEY));
  const parsed = appPromoSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** A promotion with the voucher it advertises, whose conditions are written from the voucher's rule. */
export async function findPromotion(db: Database, slug: string, now: Date): Promise<PromotionDetail | null> {
  const [found] = await db
    .select()
    .from(promotions)
    .leftJoin(vouchers, eq(vouchers.code, promotions.voucherCode))
    .where(and(eq(promotions.slug, slug), onPublicSite(promotions, now)));
  if (!found) return null;
  return promotionDetail(found.promotions, found.vouchers);
}

/** A promotion as its public page shows it (also the back office's preview of it). */
export function promotionDetail(p: typeof promotions.$inferSelect, v: typeof vouchers.$inferSelect | null): PromotionDetail {
  return {
    ...toPromotion(p),
    body: p.body,
    bodyEn: p.bodyEn,
    voucher: v && {
      code: v.code,
      benefit: benefitText(v.rule),
      conditions: conditionTexts({
        rule: v.rule,
        validFrom: v.validFrom,
        validUntil: v.validUntil,
        totalLimit: v.totalLimit,
        perCustomerLimit: v.perCustomerLimit,
      }),
      paymentMethods: v.rule.conditions.paymentMethods ?? null,
    },
  };
}

/**
 * What is on sale, in the menu's order; with `cinemaSlug`, only what that cinema sells (product_cinemas;
 * decision 048) and can make now: a product one of whose counted items has run out there is not offered
 * (stock_can_make, decision 077).
 */
export async function listProducts(db: Database, kind?: Product["kind"], cinemaSlug?: string): Promise<Product[]> {
  const soldAt = cinemaSlug
    ? inArray(
        products.id,
        db
          .select({ id: productCinemas.productId })
          .from(productCinemas)
          .innerJoin(cinemas, eq(cinemas.id, productCinemas.cinemaId))
          .where(and(eq(cinemas.slug, cinemaSlug), sql`coalesce(stock_can_make(${productCinemas.productId}, ${cinemas.id}), 1) > 0`)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), kind ? eq(products.kind, kind) : undefined, soldAt))
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
