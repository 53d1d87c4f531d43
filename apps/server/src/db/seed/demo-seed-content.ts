import { chainDay } from "@hancine/contract/format";
import type { Database } from "../client.ts";
import { appMeta } from "../schema/meta.ts";
import { holidays } from "../schema/booking.ts";
import { DEMO_HOLIDAYS } from "./demo-prices.ts";
import { CITY_PRICE_PREMIUM, DEMO_VOUCHERS } from "./demo-vouchers.ts";
import { appQrSvg, APP_QR_SIZE } from "./art/app-qr.ts";
import { filmListScreen, promotionsScreen, seatMapScreen, ticketScreen } from "./art/app-screens.ts";
import { bannerSvg } from "./art/banner.ts";
import { blogImageSvg, reviewImageSvg } from "./art/post-image.ts";
import { productImageSvg } from "./art/product-image.ts";
import { promotionCardSvg } from "./art/promotion-card.ts";
import { addDays } from "./chain-clock.ts";
import { APP_DOWNLOAD_URL, DEMO_BANNERS, DEMO_CINEMAS, DEMO_CITIES, DEMO_PRODUCTS } from "./demo-data.ts";
import { demoFilmBySlug, DEMO_FILMS } from "./demo-films.ts";
import { DEMO_BLOG_POSTS, DEMO_REVIEWS } from "./demo-posts.ts";
import { DEMO_PROMOTIONS } from "./demo-promotions.ts";
import {
  createAuditorium,
  createBanner,
  createCinema,
  createCity,
  createFilm,
  createPost,
  createProduct,
  createPromotion,
  createVoucher,
  storeMedia,
} from "./factories.ts";

/** app_meta key holding the app-promotion section's images: `{ downloadUrl, qr, screenshots[] }`. */
export const APP_PROMO_KEY = "app_promo";

const DAY_MS = 86_400_000;

/** Inserts every piece of demo content except showtimes, through the factories. */
export async function seedDemoContent(db: Database, now: Date): Promise<void> {
  const today = chainDay(now);
  await seedPlaces(db);
  const filmIds = await seedFilms(db, today);
  await seedBanners(db);
  await seedPromotions(db, today);
  await seedPosts(db, now, filmIds);
  await seedProducts(db);
  await seedAppPromo(db);
  await seedBookingRules(db, now);
}

async function seedBookingRules(db: Database, now: Date): Promise<void> {
  await db.insert(holidays).values(DEMO_HOLIDAYS).onConflictDoNothing();
  const validFrom = new Date(now.getTime() - 30 * DAY_MS);
  const validUntil = new Date(now.getTime() + 365 * DAY_MS);
  for (const voucher of DEMO_VOUCHERS) await createVoucher(db, { ...voucher, validFrom, validUntil });
}

async function seedPlaces(db: Database): Promise<void> {
  for (const city of DEMO_CITIES) await createCity(db, city);
  for (const [position, cinema] of DEMO_CINEMAS.entries()) {
    const { auditoriums, ...values } = cinema;
    const row = await createCinema(db, { ...values, position, pricePremium: CITY_PRICE_PREMIUM[values.citySlug] ?? 0 });
    for (const room of auditoriums) {
      await createAuditorium(db, { cinemaId: row.id, name: room.name, layout: room.layout, ...(room.cleaningMinutes ? { cleaningMinutes: room.cleaningMinutes } : {}) });
    }
  }
}

/** Returns film ids by slug, for the posts that discuss them. */
async function seedFilms(db: Database, today: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [position, film] of DEMO_FILMS.entries()) {
    const row = await createFilm(db, {
      slug: film.slug,
      title: film.title,
      originalTitle: film.originalTitle,
      trailerUrl: null,
      durationMinutes: film.durationMinutes,
      releaseDate: addDays(today, film.releaseInDays),
      ageRating: film.ageRating,
      country: film.country,
      synopsis: film.synopsis,
      ratingTenths: Math.round(film.rating * 10),
      position,
      genres: film.genres,
      directors: film.directors,
      cast: film.cast,
      motif: film.motif,
      tagline: film.tagline,
      ...(film.sceneLabel ? { sceneLabel: film.sceneLabel } : {}),
    });
    ids.set(film.slug, row.id);
  }
  return ids;
}

async function seedBanners(db: Database): Promise<void> {
  for (const [position, banner] of DEMO_BANNERS.entries()) {
    const common = { key: banner.link, eyebrow: banner.eyebrow, headline: banner.headline, subline: banner.subline, cta: banner.cta, alt: banner.alt };
    let svg: string;
    if (banner.kind === "film") {
      const film = demoFilmBySlug.get(banner.filmSlug);
      if (!film) throw new Error(`Banner links to unknown demo film ${banner.filmSlug}`);
      svg = bannerSvg({ ...common, kind: "film", slug: film.slug, motif: film.motif, ageRating: film.ageRating, ...(film.sceneLabel ? { sceneLabel: film.sceneLabel } : {}) });
    } else {
      svg = bannerSvg({ ...common, kind: "promotion", value: banner.value, valueCaption: banner.valueCaption, icon: banner.icon });
    }
    const image = await storeMedia(db, { svg, width: 1680, height: 720 });
    await createBanner(db, { image, alt: banner.alt, link: banner.link, position, active: true });
  }
}

async function seedPromotions(db: Database, today: string): Promise<void> {
  for (const [position, promotion] of DEMO_PROMOTIONS.entries()) {
    const svg = promotionCardSvg({
      slug: promotion.slug,
      headline: promotion.headline,
      value: promotion.value,
      valueCaption: promotion.valueCaption,
      icon: promotion.icon,
      alt: promotion.title,
    });
    await createPromotion(db, {
      slug: promotion.slug,
      title: promotion.title,
      summary: promotion.summary,
      body: promotion.body,
      image: await storeMedia(db, { svg, width: 800, height: 450 }),
      validFrom: addDays(today, promotion.validFromDays),
      validUntil: addDays(today, promotion.validUntilDays),
      position,
    });
  }
}

async function seedPosts(db: Database, now: Date, filmIds: Map<string, string>): Promise<void> {
  // Published in the morning, chain time, so dates read naturally.
  const publishedAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS - 2 * 3_600_000);
  for (const review of DEMO_REVIEWS) {
    const film = demoFilmBySlug.get(review.filmSlug);
    const filmId = filmIds.get(review.filmSlug);
    if (!film || !filmId) throw new Error(`Review ${review.slug} is about unknown film ${review.filmSlug}`);
    const svg = reviewImageSvg({ slug: film.slug, motif: film.motif, title: film.title, ...(film.sceneLabel ? { label: film.sceneLabel } : {}) });
    await createPost(db, {
      slug: review.slug,
      type: "review",
      title: review.title,
      excerpt: review.excerpt,
      body: review.body,
      image: await storeMedia(db, { svg, width: 800, height: 450 }),
      filmId,
      views: review.views,
      publishedAt: publishedAt(review.publishedDaysAgo),
    });
  }
  for (const post of DEMO_BLOG_POSTS) {
    await createPost(db, {
      slug: post.slug,
      type: "blog",
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      image: await storeMedia(db, { svg: blogImageSvg({ slug: post.slug, title: post.title, theme: post.theme }), width: 800, height: 450 }),
      filmId: null,
      views: post.views,
      publishedAt: publishedAt(post.publishedDaysAgo),
    });
  }
}

async function seedProducts(db: Database): Promise<void> {
  for (const [position, product] of DEMO_PRODUCTS.entries()) {
    const image = await storeMedia(db, { svg: productImageSvg({ slug: product.slug, name: product.name, items: product.items }), width: 400, height: 400 });
    await createProduct(db, { slug: product.slug, kind: product.kind, name: product.name, description: product.description, price: product.price, image, position, active: true });
  }
}

/** The app-promotion section's QR code and four phone screenshots, recorded in app_meta. */
async function seedAppPromo(db: Database): Promise<void> {
  const showing = DEMO_FILMS.filter((film) => film.releaseInDays <= 0);
  const featured = showing[0] ?? DEMO_FILMS[0];
  if (!featured) throw new Error("The demo needs at least one film");
  const qr = await storeMedia(db, { svg: await appQrSvg(APP_DOWNLOAD_URL), width: APP_QR_SIZE, height: APP_QR_SIZE });
  const ticketQr = await appQrSvg("HANCINE-TICKET:HC-7Q2K9");
  const screens = [
    filmListScreen(showing.slice(0, 4)),
    seatMapScreen(featured.title),
    ticketScreen(featured, ticketQr),
    promotionsScreen(
      DEMO_PROMOTIONS.slice(0, 4).map((promotion) => ({ title: promotion.headline, value: promotion.value })),
    ),
  ];
  const screenshots: string[] = [];
  for (const svg of screens) screenshots.push(await storeMedia(db, { svg, width: 300, height: 600 }));
  await db
    .insert(appMeta)
    .values({ key: APP_PROMO_KEY, value: { downloadUrl: APP_DOWNLOAD_URL, qr, screenshots } })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: { downloadUrl: APP_DOWNLOAD_URL, qr, screenshots }, updatedAt: new Date() } });
}
