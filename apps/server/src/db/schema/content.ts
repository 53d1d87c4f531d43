import { sql, type AnyColumn } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contentStatus, postType, productKind } from "./enums.ts";
import { cinemas, films } from "./catalog.ts";
import { vouchers } from "./vouchers.ts";

/**
 * The publishing model every piece of content shares (docs/decisions/047): a status, and the time
 * it goes up and comes down. The public reads decide by time (`publish_at <= now`), so scheduled
 * content appears at its time with nobody online and nothing running at that instant.
 */
const publishing = () => ({
  status: contentStatus("status").notNull().default("draft"),
  /** From when the public sees it; null = as soon as it is published. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  /** Until when the public sees it; null = until it is archived. */
  unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const publishWindowCheck = (t: { publishAt: AnyColumn; unpublishAt: AnyColumn }) =>
  sql`${t.unpublishAt} is null or ${t.publishAt} is null or ${t.publishAt} < ${t.unpublishAt}`;

/** The words of a banner, shown as text over its art (not drawn into it): `{ eyebrow[], headline, subline, cta, age? }`. */
export type BannerCopy = { eyebrow: string[]; headline: string; subline: string; cta: string; age?: string };

export const banners = pgTable(
  "banners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    image: text("image").notNull(),
    /** Art composed for a phone's 4:3 frame; without it phones get the wide image. */
    mobileImage: text("mobile_image"),
    copy: jsonb("copy").$type<BannerCopy>(),
    alt: text("alt").notNull(),
    /** Its words for the English site (decision 095): optional; without them an English page shows the Vietnamese, marked. */
    copyEn: jsonb("copy_en").$type<BannerCopy>(),
    altEn: text("alt_en"),
    link: text("link"),
    position: smallint("position").notNull(),
    ...publishing(),
  },
  (t) => [check("banners_publish_window_check", publishWindowCheck(t))],
);

export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    /** Its words for the English site (decision 095): optional, all three or none. */
    titleEn: text("title_en"),
    summaryEn: text("summary_en"),
    bodyEn: text("body_en"),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    position: smallint("position").notNull(),
    /** The voucher this promotion advertises: its conditions are written from the voucher's rule. */
    voucherCode: text("voucher_code").references(() => vouchers.code),
    ...publishing(),
  },
  (t) => [
    check("promotions_validity_check", sql`${t.validFrom} <= ${t.validUntil}`),
    check("promotions_publish_window_check", publishWindowCheck(t)),
    check("promotions_english_check", sql`num_nulls(${t.titleEn}, ${t.summaryEn}, ${t.bodyEn}) in (0, 3)`),
  ],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    type: postType("type").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    /** Its words for the English site (decision 095): optional, all three or none. */
    titleEn: text("title_en"),
    excerptEn: text("excerpt_en"),
    bodyEn: text("body_en"),
    image: text("image").notNull(),
    filmId: uuid("film_id").references(() => films.id),
    views: integer("views").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    ...publishing(),
  },
  (t) => [
    index("posts_type_published_idx").on(t.type, t.publishedAt),
    check("posts_views_check", sql`${t.views} >= 0`),
    check("posts_publish_window_check", publishWindowCheck(t)),
    check("posts_english_check", sql`num_nulls(${t.titleEn}, ${t.excerptEn}, ${t.bodyEn}) in (0, 3)`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    kind: productKind("kind").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull(),
    image: text("image").notNull(),
    active: boolean("active").notNull().default(true),
    position: smallint("position").notNull(),
  },
  (t) => [check("products_price_check", sql`${t.price} >= 0`)],
);

/** Which cinemas sell a product (back office "Nội dung › Bắp nước"); migration 0021 gave every existing product every cinema. */
export const productCinemas = pgTable(
  "product_cinemas",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.cinemaId] }), index("product_cinemas_cinema_idx").on(t.cinemaId)],
);
