import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { chainDay } from "@hancine/contract/format";
import { slugify } from "@hancine/contract/slug";
import type { Database } from "../client.ts";
import { auditoriums, cinemas, cities, filmGenres, filmPeople, films, genres, people, seatLayouts, seats, showtimes } from "../schema/catalog.ts";
import { banners, posts, products, promotions } from "../schema/content.ts";
import { media } from "../schema/media.ts";
import { priceRules, ticketTypePrices } from "../schema/booking.ts";
import { vouchers } from "../schema/vouchers.ts";
import { backdropSvg } from "@hancine/demo-art/backdrop";
import { bannerSvg } from "@hancine/demo-art/banner";
import { blogImageSvg, reviewImageSvg } from "@hancine/demo-art/post-image";
import { posterSvg } from "@hancine/demo-art/poster";
import { productImageSvg } from "@hancine/demo-art/product-image";
import { promotionCardSvg } from "@hancine/demo-art/promotion-card";
import type { Motif } from "@hancine/demo-art/scenes";
import type { Drawing } from "./demo-art.ts";
import { addDays, addMinutes } from "@hancine/contract/chain-clock";
import { showtimeSpan } from "#server/modules/showtimes/showtime-span.ts";
import { demoPriceTable, demoTypePrices } from "./demo-prices.ts";
import { buildSeatLayout, LAYOUTS, type LayoutName, type SeatLayoutSpec } from "./seat-layouts.ts";

/**
 * Data builders: each inserts one row (plus what it cannot exist without) with sensible defaults,
 * takes overrides, and returns the inserted row. Tests and the demo seed both build through these.
 */

export type City = typeof cities.$inferSelect;
export type Cinema = typeof cinemas.$inferSelect;
export type Auditorium = typeof auditoriums.$inferSelect;
export type Film = typeof films.$inferSelect;
export type Showtime = typeof showtimes.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type Promotion = typeof promotions.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type Product = typeof products.$inferSelect;

/** A short unique suffix so default slugs never collide, even in a shared test database. */
function unique(): string {
  return randomUUID().slice(0, 8);
}

let sequence = 0;
function nextPosition(): number {
  sequence = (sequence + 1) % 30_000;
  return sequence;
}

function one<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`Inserting ${what} returned no row`);
  return row;
}

/**
 * Stores an SVG in `media` and returns its URL. The id is a content hash, so storing the same image
 * twice is a no-op and the URL can be cached forever.
 */
export async function storeMedia(db: Database, image: Drawing): Promise<string> {
  const body = Buffer.from(image.svg, "utf8");
  const id = createHash("sha256").update(body).digest("hex").slice(0, 16);
  await db.insert(media).values({ id, contentType: "image/svg+xml", width: image.width, height: image.height, body }).onConflictDoNothing();
  return `/media/${id}.svg`;
}

export async function createCity(db: Database, overrides: Partial<typeof cities.$inferInsert> = {}): Promise<City> {
  const id = unique();
  const rows = await db
    .insert(cities)
    .values({ slug: `thanh-pho-${id}`, name: `Thành phố ${id}`, position: nextPosition(), ...overrides })
    .returning();
  return one(rows, "a city");
}

/** A cinema with its whole price table (the demo prices plus `pricePremium` VND), and with `ticketTypes` the demo's student, U22 and elderly prices. */
export async function createCinema(
  db: Database,
  { pricePremium = 0, ticketTypes = false, ...overrides }: Partial<typeof cinemas.$inferInsert> & { pricePremium?: number; ticketTypes?: boolean } = {},
): Promise<Cinema> {
  const citySlug = overrides.citySlug ?? (await createCity(db)).slug;
  const id = unique();
  const rows = await db
    .insert(cinemas)
    .values({
      slug: `hancine-thu-nghiem-${id}`,
      name: `HanCine Thử Nghiệm ${id}`,
      citySlug,
      address: "Tầng 3, 255 Bạch Đằng, Phường Hải Châu, TP Đà Nẵng",
      phone: "0236 3818 868",
      inMenu: false,
      position: nextPosition(),
      ...overrides,
    })
    .returning();
  const cinema = one(rows, "a cinema");
  const table = demoPriceTable(pricePremium);
  await db.insert(priceRules).values(table.map((rule) => ({ ...rule, cinemaId: cinema.id })));
  if (ticketTypes) await db.insert(ticketTypePrices).values(demoTypePrices(table).map((cell) => ({ ...cell, cinemaId: cinema.id })));
  // It sells every product there is, as every demo cinema does (migration 0022); the checkout offers only what a cinema sells (decision 048).
  await db.execute(sql`insert into product_cinemas (product_id, cinema_id) select id, ${cinema.id}::uuid from products on conflict do nothing`);
  return cinema;
}

export type AuditoriumOverrides = Partial<typeof auditoriums.$inferInsert> & {
  /** A named room size or a custom layout; default "small" (90 seats). */
  layout?: LayoutName | SeatLayoutSpec;
};

/** Inserts an auditorium and all its seats (one statement for the seats). */
export async function createAuditorium(db: Database, overrides: AuditoriumOverrides = {}): Promise<Auditorium> {
  const { layout = "small", ...values } = overrides;
  const cinemaId = values.cinemaId ?? (await createCinema(db)).id;
  const auditorium = one(
    await db
      .insert(auditoriums)
      .values({ name: `Phòng ${unique()}`, ...values, cinemaId })
      .returning(),
    "an auditorium",
  );
  const spec = typeof layout === "string" ? LAYOUTS[layout] : layout;
  const seatLayout = one(await db.insert(seatLayouts).values({ auditoriumId: auditorium.id }).returning(), "a seat layout");
  const seatRows = buildSeatLayout(spec).map((seat) => ({ ...seat, auditoriumId: auditorium.id, layoutId: seatLayout.id }));
  await db.insert(seats).values(seatRows);
  return one(await db.update(auditoriums).set({ layoutId: seatLayout.id }).where(eq(auditoriums.id, auditorium.id)).returning(), "the room's layout");
}

export type FilmOverrides = Partial<typeof films.$inferInsert> & {
  genres?: readonly string[];
  directors?: readonly string[];
  cast?: readonly string[];
  /** Drives the generated poster and backdrop when none are given. */
  motif?: Motif;
  tagline?: string;
  /** Text painted into the scene, e.g. a shop sign. */
  sceneLabel?: string;
  /** Where the drawn poster and backdrop are stored: as SVG (tests), or rendered (the demo's `storeDemoArt`). */
  storeArt?: (db: Database, drawing: Drawing) => Promise<string>;
};

/** Finds or creates rows by slug (genres, people) and returns their ids in the given order. */
async function upsertNamed(db: Database, table: typeof genres | typeof people, names: readonly string[]): Promise<string[]> {
  // One row per slug: an upsert may not touch the same row twice in one statement.
  const bySlugName = new Map(names.map((name) => [slugify(name), name]));
  if (bySlugName.size === 0) return [];
  const rows = await db
    .insert(table)
    .values([...bySlugName].map(([slug, name]) => ({ slug, name })))
    .onConflictDoUpdate({ target: table.slug, set: { name: sql`excluded.name` } })
    .returning({ id: table.id, slug: table.slug });
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return [...bySlugName.keys()].map((slug) => bySlug.get(slug) as string);
}

export async function createFilm(db: Database, overrides: FilmOverrides = {}): Promise<Film> {
  const { genres: genreNames = [], directors = [], cast = [], motif = "cityRiver", tagline = "", sceneLabel, storeArt = storeMedia, ...values } = overrides;
  const title = values.title ?? `Phim Thử Nghiệm ${unique()}`;
  const slug = values.slug ?? slugify(title);
  const ageRating = values.ageRating ?? "P";
  const poster =
    values.poster ??
    (await storeArt(db, {
      svg: posterSvg({
        slug,
        title,
        originalTitle: values.originalTitle ?? null,
        tagline,
        ageRating,
        directors,
        cast,
        motif,
        ...(sceneLabel ? { sceneLabel } : {}),
      }),
      width: 400,
      height: 600,
    }));
  const backdrop =
    values.backdrop ??
    (await storeArt(db, { svg: backdropSvg({ slug, motif, title, ...(sceneLabel ? { label: sceneLabel } : {}) }), width: 1280, height: 720 }));
  const film = one(
    await db
      .insert(films)
      .values({
        durationMinutes: 120,
        releaseDate: chainDay(new Date()),
        country: "Việt Nam",
        synopsis: "Một bộ phim dùng để kiểm thử.",
        ratingTenths: 80,
        ...values,
        title,
        slug,
        ageRating,
        poster,
        backdrop,
      })
      .returning(),
    "a film",
  );
  const genreIds = await upsertNamed(db, genres, genreNames);
  if (genreIds.length) await db.insert(filmGenres).values(genreIds.map((genreId) => ({ filmId: film.id, genreId })));
  const directorIds = await upsertNamed(db, people, directors);
  const castIds = await upsertNamed(db, people, cast);
  const credits = [
    ...directorIds.map((personId, position) => ({ filmId: film.id, personId, role: "director" as const, position })),
    ...castIds.map((personId, position) => ({ filmId: film.id, personId, role: "cast" as const, position })),
  ];
  if (credits.length) await db.insert(filmPeople).values(credits);
  return film;
}

/** Start, end (start + film length) and the end of the cleaning break (end + cleaning minutes). */

export type ShowtimeInput = {
  auditoriumId: string;
  filmId: string;
  startsAt: Date;
  format?: (typeof showtimes.$inferInsert)["format"];
  language?: (typeof showtimes.$inferInsert)["language"];
  accessibilityFeatures?: (typeof showtimes.$inferInsert)["accessibilityFeatures"];
};

export async function createShowtime(db: Database, input: ShowtimeInput): Promise<Showtime> {
  const [film] = await db.select({ duration: films.durationMinutes }).from(films).where(eq(films.id, input.filmId));
  const [room] = await db
    .select({ cleaning: auditoriums.cleaningMinutes, layoutId: auditoriums.layoutId })
    .from(auditoriums)
    .where(eq(auditoriums.id, input.auditoriumId));
  if (!film) throw new Error(`No film ${input.filmId}`);
  if (!room?.layoutId) throw new Error(`No auditorium ${input.auditoriumId} with a seat layout`);
  const rows = await db
    .insert(showtimes)
    .values({
      auditoriumId: input.auditoriumId,
      layoutId: room.layoutId,
      filmId: input.filmId,
      ...showtimeSpan(input.startsAt, film.duration, room.cleaning),
      format: input.format ?? "2D",
      language: input.language ?? "Phụ đề",
      accessibilityFeatures: input.accessibilityFeatures ?? [],
    })
    .returning();
  return one(rows, "a showtime");
}

export async function createBanner(db: Database, overrides: Partial<typeof banners.$inferInsert> = {}): Promise<Banner> {
  const alt = overrides.alt ?? "Ưu đãi thử nghiệm: vé xem phim đồng giá 45K";
  const image =
    overrides.image ??
    (await storeMedia(db, {
      svg: bannerSvg({
        kind: "promotion",
        key: unique(),
        eyebrow: ["Khuyến mãi"],
        headline: "Ưu đãi thử nghiệm",
        subline: "Vé xem phim đồng giá 45K.",
        cta: "Xem chi tiết",
        value: "45K",
        valueCaption: "Đồng giá",
        icon: "ticket",
        alt,
      }),
      width: 1680,
      height: 720,
    }));
  const rows = await db
    .insert(banners)
    .values({ link: null, position: nextPosition(), status: "published", ...overrides, alt, image })
    .returning();
  return one(rows, "a banner");
}

export async function createPromotion(db: Database, overrides: Partial<typeof promotions.$inferInsert> = {}): Promise<Promotion> {
  const slug = overrides.slug ?? `khuyen-mai-thu-nghiem-${unique()}`;
  const title = overrides.title ?? "Ưu đãi thử nghiệm giảm 10K";
  const image =
    overrides.image ??
    (await storeMedia(db, {
      svg: promotionCardSvg({ slug, headline: title, value: "-10K", valueCaption: "Giảm ngay", icon: "ticket", alt: title }),
      width: 800,
      height: 450,
    }));
  const today = chainDay(new Date());
  const rows = await db
    .insert(promotions)
    .values({
      summary: "Giảm 10K cho mỗi vé trong thời gian thử nghiệm.",
      body: "Chương trình dùng để kiểm thử.",
      validFrom: addDays(today, -1),
      validUntil: addDays(today, 30),
      position: nextPosition(),
      status: "published",
      ...overrides,
      slug,
      title,
      image,
    })
    .returning();
  return one(rows, "a promotion");
}

export type PostOverrides = Partial<typeof posts.$inferInsert> & { motif?: Motif };

export async function createPost(db: Database, overrides: PostOverrides = {}): Promise<Post> {
  const { motif = "cityRiver", ...values } = overrides;
  const slug = values.slug ?? `bai-viet-thu-nghiem-${unique()}`;
  const title = values.title ?? "Bài viết thử nghiệm";
  const type = values.type ?? "review";
  const svg = type === "review" ? reviewImageSvg({ slug, motif, title }) : blogImageSvg({ slug, title, theme: "reel" });
  const image = values.image ?? (await storeMedia(db, { svg, width: 800, height: 450 }));
  const rows = await db
    .insert(posts)
    .values({
      excerpt: "Tóm tắt bài viết.",
      body: "Nội dung bài viết.",
      views: 1000,
      publishedAt: new Date(),
      status: "published",
      ...values,
      slug,
      title,
      type,
      image,
    })
    .returning();
  return one(rows, "a post");
}

export async function createProduct(db: Database, overrides: Partial<typeof products.$inferInsert> = {}): Promise<Product> {
  const slug = overrides.slug ?? `san-pham-thu-nghiem-${unique()}`;
  const name = overrides.name ?? "Combo thử nghiệm";
  const image = overrides.image ?? (await storeMedia(db, { svg: productImageSvg({ slug, name, items: ["popcorn", "soda"] }), width: 400, height: 400 }));
  const rows = await db
    .insert(products)
    .values({ kind: "combo", description: "1 bắp và 1 nước.", price: 89_000, position: nextPosition(), active: true, ...overrides, slug, name, image })
    .returning();
  const product = one(rows, "a product");
  // Sold at every cinema there is, as the demo's products are (migration 0022); a cinema made later sells it too (createCinema).
  await db.execute(sql`insert into product_cinemas (product_id, cinema_id) select ${product.id}::uuid, id from cinemas on conflict do nothing`);
  return product;
}

export type Voucher = typeof vouchers.$inferSelect;

/** A voucher valid from a day ago for a month, 10.000 ₫ off an order without conditions or limits unless overridden. */
export async function createVoucher(db: Database, overrides: Partial<typeof vouchers.$inferInsert> & { now?: Date } = {}): Promise<Voucher> {
  const { now = new Date(), ...values } = overrides;
  const rows = await db
    .insert(vouchers)
    .values({
      code: `THU${unique().toUpperCase()}`,
      rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: {} },
      validFrom: addMinutes(now, -24 * 60),
      validUntil: addMinutes(now, 30 * 24 * 60),
      ...values,
    })
    .returning();
  return one(rows, "a voucher");
}
