import { LAYOUTS } from "./seat-layouts.ts";
import type { AppPromo } from "@hancine/contract/catalog";
import { chainDay } from "@hancine/contract/format";
import type { Database } from "../client.ts";
import { APP_PROMO_KEY, appMeta } from "../schema/meta.ts";
import { holidays } from "../schema/booking.ts";
import { DEMO_HOLIDAYS } from "./demo-prices.ts";
import { CITY_PRICE_PREMIUM, DEMO_VOUCHERS } from "./demo-vouchers.ts";
import { appQrSvg, APP_QR_SIZE } from "@hancine/demo-art/app-qr";
import { filmListScreen, promotionsScreen, seatMapScreen, ticketScreen } from "@hancine/demo-art/app-screens";
import { bannerMobileSvg, bannerSvg, type BannerArt } from "@hancine/demo-art/banner";
import { BANNER_MOBILE_SIZE, BANNER_SIZE } from "@hancine/contract/catalog";
import { blogImageSvg, reviewImageSvg } from "@hancine/demo-art/post-image";
import { seedDemoStock } from "./demo-stock.ts";
import { seedDemoHireTerms } from "./demo-hire-terms.ts";
import { productImageSvg } from "@hancine/demo-art/product-image";
import { promotionCardSvg } from "@hancine/demo-art/promotion-card";
import { addDays, chainTime } from "@hancine/contract/chain-clock";
import { APP_DOWNLOAD_URL, DEMO_BANNERS, DEMO_CINEMAS, DEMO_CITIES, DEMO_PRODUCTS } from "./demo-data.ts";
import { demoFilmBySlug, demoFilmFormats, DEMO_FILMS } from "./demo-films.ts";
import { DEMO_BLOG_POSTS, DEMO_REVIEWS } from "./demo-posts.ts";
import { storeDemoTrailer } from "./demo-trailers.ts";
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
import { storeDemoArt, type Drawing } from "./demo-art.ts";

const DAY_MS = 86_400_000;

/** Inserts every piece of demo content except showtimes, through the factories. */
export async function seedDemoContent(db: Database, now: Date): Promise<void> {
  const today = chainDay(now);
  await seedPlaces(db);
  const filmIds = await seedFilms(db, today);
  await seedDemoHireTerms(db, now);
  await seedBanners(db);
  await seedPromotions(db, today);
  await seedPosts(db, now, filmIds);
  await seedProducts(db);
  await seedDemoStock(db, now);
  await seedAppPromo(db);
  await seedBookingRules(db);
}

async function seedBookingRules(db: Database): Promise<void> {
  await db.insert(holidays).values(DEMO_HOLIDAYS).onConflictDoNothing();
}

async function seedPlaces(db: Database): Promise<void> {
  for (const city of DEMO_CITIES) await createCity(db, city);
  for (const [position, cinema] of DEMO_CINEMAS.entries()) {
    const { auditoriums, ...values } = cinema;
    const row = await createCinema(db, { ...values, position, pricePremium: CITY_PRICE_PREMIUM[values.citySlug] ?? 0, ticketTypes: true });
    for (const room of auditoriums) {
      await createAuditorium(db, {
        cinemaId: row.id,
        name: room.name,
        // The demo's rooms have a companion seat beside their wheelchair spaces where no aisle parts them (issue 35).
        layout: { ...LAYOUTS[room.layout], companionSeats: true },
        ...(room.cleaningMinutes ? { cleaningMinutes: room.cleaningMinutes } : {}),
      });
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
      titleEn: film.titleEn ?? null,
      synopsisEn: film.synopsisEn ?? null,
      trailerUrl: await storeDemoTrailer(db, film.slug),
      durationMinutes: film.durationMinutes,
      releaseDate: addDays(today, film.releaseInDays),
      ageRating: film.ageRating,
      country: film.country,
      synopsis: film.synopsis,
      ratingTenths: Math.round(film.rating * 10),
      formats: demoFilmFormats(film),
      position,
      genres: film.genres,
      directors: film.directors,
      cast: film.cast,
      motif: film.motif,
      tagline: film.tagline,
      storeArt: storeDemoArt,
      ...(film.sceneLabel ? { sceneLabel: film.sceneLabel } : {}),
    });
    ids.set(film.slug, row.id);
  }
  return ids;
}

type DemoBanner = (typeof DEMO_BANNERS)[number];

/**
 * A demo banner's two drawings, wide and for phones. The words are text on the page, not pixels
 * (issue 12, item 3): neither drawing carries them.
 */
export function demoBannerDrawings(banner: DemoBanner): { wide: Drawing; phone: Drawing; age: string | undefined } {
  const common = { key: banner.link, eyebrow: banner.eyebrow, headline: banner.headline, subline: banner.subline, cta: banner.cta, alt: banner.alt };
  let art: BannerArt;
  let age: string | undefined;
  if (banner.kind === "film") {
    const film = demoFilmBySlug.get(banner.filmSlug);
    if (!film) throw new Error(`Banner links to unknown demo film ${banner.filmSlug}`);
    art = {
      ...common,
      kind: "film",
      slug: film.slug,
      motif: film.motif,
      ageRating: film.ageRating,
      ...(film.sceneLabel ? { sceneLabel: film.sceneLabel } : {}),
    };
    age = film.ageRating;
  } else {
    art = { ...common, kind: "promotion", value: banner.value, valueCaption: banner.valueCaption, icon: banner.icon };
  }
  return { wide: { svg: bannerSvg(art, { words: false }), ...BANNER_SIZE }, phone: { svg: bannerMobileSvg(art), ...BANNER_MOBILE_SIZE }, age };
}

async function seedBanners(db: Database): Promise<void> {
  for (const [position, banner] of DEMO_BANNERS.entries()) {
    const { wide, phone, age } = demoBannerDrawings(banner);
    const image = await storeDemoArt(db, wide);
    const mobileImage = await storeDemoArt(db, phone);
    const copy = { eyebrow: [...banner.eyebrow], headline: banner.headline, subline: banner.subline, cta: banner.cta, ...(age ? { age } : {}) };
    const english = banner.english && {
      copyEn: {
        eyebrow: [...banner.english.eyebrow],
        headline: banner.english.headline,
        subline: banner.english.subline,
        cta: banner.english.cta,
        ...(age ? { age } : {}),
      },
      altEn: banner.english.alt,
    };
    await createBanner(db, { image, mobileImage, copy, alt: banner.alt, link: banner.link, position, status: "published", ...english });
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
    const validFrom = addDays(today, promotion.validFromDays);
    const validUntil = addDays(today, promotion.validUntilDays);
    // The code is valid exactly while its promotion runs: from the first day's 00:00 to the end of the last, chain time.
    const voucher = promotion.voucher ? DEMO_VOUCHERS.find((v) => v.code === promotion.voucher) : undefined;
    if (promotion.voucher && !voucher) throw new Error(`Promotion ${promotion.slug} advertises unknown voucher ${promotion.voucher}`);
    if (voucher) await createVoucher(db, { ...voucher, validFrom: chainTime(validFrom, 0), validUntil: chainTime(addDays(validUntil, 1), 0) });
    await createPromotion(db, {
      voucherCode: voucher?.code ?? null,
      slug: promotion.slug,
      title: promotion.title,
      summary: promotion.summary,
      body: promotion.body,
      ...(promotion.english && { titleEn: promotion.english.title, summaryEn: promotion.english.summary, bodyEn: promotion.english.body }),
      image: await storeDemoArt(db, { svg, width: 800, height: 450 }),
      validFrom,
      validUntil,
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
      ...(review.english && { titleEn: review.english.title, excerptEn: review.english.excerpt, bodyEn: review.english.body }),
      image: await storeDemoArt(db, { svg, width: 800, height: 450 }),
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
      ...(post.english && { titleEn: post.english.title, excerptEn: post.english.excerpt, bodyEn: post.english.body }),
      image: await storeDemoArt(db, { svg: blogImageSvg({ slug: post.slug, title: post.title, theme: post.theme }), width: 800, height: 450 }),
      filmId: null,
      views: post.views,
      publishedAt: publishedAt(post.publishedDaysAgo),
    });
  }
}

async function seedProducts(db: Database): Promise<void> {
  for (const [position, product] of DEMO_PRODUCTS.entries()) {
    const image = await storeDemoArt(db, { svg: productImageSvg({ slug: product.slug, name: product.name, items: product.items }), width: 400, height: 400 });
    await createProduct(db, {
      slug: product.slug,
      kind: product.kind,
      name: product.name,
      description: product.description,
      price: product.price,
      image,
      position,
      active: true,
    });
  }
}

/** The app-promotion section's QR code and four phone screenshots, recorded in app_meta. */
async function seedAppPromo(db: Database): Promise<void> {
  const showing = DEMO_FILMS.filter((film) => film.releaseInDays <= 0);
  const featured = showing[0] ?? DEMO_FILMS[0];
  if (!featured) throw new Error("The demo needs at least one film");
  const qr = await storeMedia(db, { svg: await appQrSvg(APP_DOWNLOAD_URL), width: APP_QR_SIZE, height: APP_QR_SIZE });
  const ticketQr = await appQrSvg("HANCINE-TICKET:HC-7Q2K9");
  const listed = showing.slice(0, 4);
  const promotions = DEMO_PROMOTIONS.slice(0, 4);
  const drawn = [
    { svg: filmListScreen(listed), alt: `Màn hình ứng dụng HanCine: phim đang chiếu — ${listed.map((f) => f.title).join(", ")}` },
    { svg: seatMapScreen(featured.title), alt: `Màn hình ứng dụng HanCine: chọn ghế cho phim ${featured.title}` },
    { svg: ticketScreen(featured, ticketQr), alt: `Màn hình ứng dụng HanCine: vé điện tử phim ${featured.title} kèm mã QR để vào rạp` },
    {
      svg: promotionsScreen(promotions.map((promotion) => ({ title: promotion.headline, value: promotion.value }))),
      alt: `Màn hình ứng dụng HanCine: ưu đãi — ${promotions.map((p) => p.headline).join(", ")}`,
    },
  ];
  const screens: AppPromo["screens"] = [];
  for (const screen of drawn) screens.push({ src: await storeDemoArt(db, { svg: screen.svg, width: 300, height: 600 }), alt: screen.alt });
  const value: AppPromo = { downloadUrl: APP_DOWNLOAD_URL, qr, screens };
  await db
    .insert(appMeta)
    .values({ key: APP_PROMO_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}
