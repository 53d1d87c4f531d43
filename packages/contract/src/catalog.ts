import { z } from "zod";
import { voucherTermsSchema } from "./vouchers.ts";
import { AGE_RATINGS, BANNER_MOBILE_SIZE, BANNER_SIZE, CARD_IMAGE_SIZE, POSTER_SIZE } from "./browser-constants.ts";
import { AGE_RATING_MEANING } from "./age-rating-meaning.ts";

// Plain constants live in browser-constants.ts (no zod, so pages can import them cheaply); one source.
export { AGE_RATINGS, AGE_RATING_MEANING, BANNER_MOBILE_SIZE, BANNER_SIZE, CARD_IMAGE_SIZE, POSTER_SIZE };

export const ageRatingSchema = z.enum(AGE_RATINGS);
export type AgeRating = z.infer<typeof ageRatingSchema>;

export const FORMATS = ["2D", "3D", "IMAX", "4DX"] as const;
export const formatSchema = z.enum(FORMATS);
export type ShowFormat = z.infer<typeof formatSchema>;

export const LANGUAGES = ["Phụ đề", "Lồng tiếng"] as const;

export const SEAT_TYPES = ["standard", "vip", "couple", "wheelchair"] as const;
export type SeatType = (typeof SEAT_TYPES)[number];

/** Posters are 2:3, banners 21:9; images are generated at these sizes. */
export const BACKDROP_SIZE = { width: 1280, height: 720 } as const;

export const citySchema = z.object({ slug: z.string(), name: z.string() }).meta({ id: "City" });
export type City = z.infer<typeof citySchema>;

export const bannerSchema = z
  .object({
    id: z.string(),
    src: z.string(),
    alt: z.string(),
    link: z.string().optional(),
    width: z.number().int(),
    height: z.number().int(),
    mobile: z
      .object({ src: z.string(), width: z.number().int(), height: z.number().int() })
      .optional()
      .describe("Art composed for phones (up to 767 px wide); without it phones show `src`"),
    copy: z
      .object({ eyebrow: z.array(z.string()), headline: z.string(), subline: z.string(), cta: z.string(), age: ageRatingSchema.optional() })
      .optional()
      .describe("The banner's words, shown as text over the art; absent when they are part of the picture"),
    copyEn: z
      .object({ eyebrow: z.array(z.string()), headline: z.string(), subline: z.string(), cta: z.string(), age: ageRatingSchema.optional() })
      .optional()
      .describe("The banner's words in English when the banner editor gives them (the English site shows them; absent: it shows `copy`)"),
    altEn: z.string().optional().describe("The picture's description in English when the banner editor gives one (absent: the English site reads `alt`)"),
  })
  .meta({ id: "Banner" });
export type Banner = z.infer<typeof bannerSchema>;

/** A film's English name, on every answer that names a film (decision 092). */
export const filmNameEnSchema = z
  .string()
  .nullable()
  .describe("The film's name in English when the film editor gives one (the English site shows it; null: the site shows `name`)");

export const filmSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    nameEn: filmNameEnSchema,
    originalName: z.string().nullable(),
    imagePortrait: z.string().describe("URL of the 2:3 poster"),
    rate: z.number().min(0).max(10).describe("Average audience rating, one decimal"),
    age: ageRatingSchema,
    duration: z.number().int().describe("Minutes"),
    releaseDate: z.string().describe("YYYY-MM-DD"),
    genres: z.array(z.string()),
    formats: z.array(formatSchema).describe("Formats with showtimes in the coming days"),
    trailerUrl: z.string().nullable(),
  })
  .meta({ id: "Film" });
export type Film = z.infer<typeof filmSchema>;

export const personSchema = z.object({ slug: z.string(), name: z.string() });

export const filmDetailSchema = filmSchema
  .extend({
    backdrop: z.string(),
    country: z.string(),
    synopsis: z.string(),
    synopsisEn: z.string().nullable().describe("The synopsis in English when the film editor gives one (null: the English site shows `synopsis`)"),
    directors: z.array(personSchema),
    cast: z.array(personSchema),
    ageMeaning: z.string(),
  })
  .meta({ id: "FilmDetail" });
export type FilmDetail = z.infer<typeof filmDetailSchema>;

export const filmCommentSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    imagePortrait: z.string(),
    views: z.number().int(),
  })
  .meta({ id: "FilmComment" });
export type FilmComment = z.infer<typeof filmCommentSchema>;

export const POST_TYPES = ["review", "blog"] as const;

export const postSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    type: z.enum(POST_TYPES),
    title: z.string(),
    excerpt: z.string(),
    titleEn: z.string().nullable().describe("The title in English when the post editor gives one (with `excerptEn` and the detail's `bodyEn`: all or none)"),
    excerptEn: z.string().nullable().describe("The excerpt in English (null: the English site shows `excerpt`)"),
    image: z.string(),
    views: z.number().int(),
    publishedAt: z.string(),
  })
  .meta({ id: "Post" });
export type Post = z.infer<typeof postSchema>;

export const promotionSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    image: z.string(),
    link: z.string().describe("/khuyen-mai/{slug}/"),
    summary: z.string(),
    titleEn: z
      .string()
      .nullable()
      .describe("The title in English when the promotion editor gives one (with `summaryEn` and the detail's `bodyEn`: all or none)"),
    summaryEn: z.string().nullable().describe("The summary in English (null: the English site shows `summary`)"),
    validFrom: z.string(),
    validUntil: z.string(),
  })
  .meta({ id: "Promotion" });
export type Promotion = z.infer<typeof promotionSchema>;

export const cinemaSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    city: z.string().describe("City slug"),
    cityName: z.string(),
    address: z.string(),
    phone: z.string(),
    inMenu: z.boolean().describe("Listed in the header's cinemas menu"),
    location: z
      .object({ latitude: z.number(), longitude: z.number() })
      .nullable()
      .describe("Where the cinema is (WGS 84), to order cinemas by distance; null when unknown"),
  })
  .meta({ id: "Cinema" });
export type Cinema = z.infer<typeof cinemaSchema>;

export const cinemaPriceSchema = z.object({
  format: formatSchema,
  seatType: z.enum(SEAT_TYPES),
  dayKind: z.enum(["weekday", "weekend", "holiday"]),
  timeBand: z.enum(["morning", "afternoon", "evening"]).describe("morning: before 12:00, afternoon: 12:00–17:59, evening: from 18:00"),
  price: z.number().int().describe("VND; a couple seat's price is for the pair"),
});

export const cinemaDetailSchema = cinemaSchema
  .extend({
    auditoriums: z.array(z.object({ name: z.string(), seats: z.number().int(), formats: z.array(formatSchema) })),
    prices: z.array(cinemaPriceSchema).describe("The ticket price table, for the formats and seat types this cinema has"),
    currency: z.literal("VND"),
  })
  .meta({ id: "CinemaDetail" });
export type CinemaDetail = z.infer<typeof cinemaDetailSchema>;

export const PRODUCT_KINDS = ["combo", "drink", "snack", "merchandise"] as const;

export const productSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    currency: z.literal("VND"),
    image: z.string(),
  })
  .meta({ id: "Product" });
export type Product = z.infer<typeof productSchema>;

/** `?city=` on film lists: a city slug; `toan-quoc` or absent means nationwide. */
export const cityQuerySchema = z.object({
  city: z
    .string()
    .max(64)
    .regex(/^[a-z0-9-]+$/, "Mã tỉnh/thành phố chỉ gồm chữ thường không dấu, số và dấu gạch ngang.")
    .optional(),
});

export const postDetailSchema = postSchema
  .extend({
    body: z.string().describe("Sanitized HTML from the back office editor (starts with a tag), or paragraphs separated by blank lines"),
    bodyEn: z.string().nullable().describe("The body in English, as `body` (null: the English site shows `body`)"),
    filmId: z.string().nullable(),
  })
  .meta({ id: "PostDetail" });
export type PostDetail = z.infer<typeof postDetailSchema>;

/** The home page's app-promotion section: the download link, its QR code and the app's screens. */
export const appPromoSchema = z
  .object({
    downloadUrl: z.string(),
    qr: z.string().describe("QR code image of downloadUrl"),
    screens: z.array(z.object({ src: z.string(), alt: z.string() })).describe("Phone screenshots drawn from the chain's own films, cinemas and promotions"),
  })
  .meta({ id: "AppPromo" });
export type AppPromo = z.infer<typeof appPromoSchema>;

export const promotionDetailSchema = promotionSchema
  .extend({
    body: z.string().describe("Paragraphs separated by blank lines"),
    bodyEn: z.string().nullable().describe("The body in English, as `body` (null: the English site shows `body`)"),
    voucher: voucherTermsSchema.nullable().describe("The code this promotion advertises, with its conditions written from the voucher's rule"),
  })
  .meta({ id: "PromotionDetail" });
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
