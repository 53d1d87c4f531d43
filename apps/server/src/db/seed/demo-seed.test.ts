import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, lt, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AGE_RATINGS } from "@hancine/contract/catalog";
import { CITIES } from "@hancine/contract/cities";
import { chainDay, formatTime } from "@hancine/contract/format";
import { openDatabase, type DatabaseHandle } from "../client.ts";
import { applyMigrations } from "../migrate.ts";
import { auditoriums, cinemas, cities, films, seats, showtimes } from "../schema/catalog.ts";
import { banners, posts, products, promotions } from "../schema/content.ts";
import { media } from "../schema/media.ts";
import { appMeta } from "../schema/meta.ts";
import { addDays } from "@hancine/contract/chain-clock";
import { APP_PROMO_KEY } from "../schema/meta.ts";
import { refreshDemoShowtimes, seedDemoData } from "./demo-seed.ts";
import { demoArtSeen } from "./demo-art.ts";
import sharp from "sharp";

// 10:00 on a Sunday in Da Nang; the machine's own zone does not matter.
const NOW = new Date("2026-11-22T03:00:00Z");
const TODAY = chainDay(NOW);

let handle: DatabaseHandle;
let firstSeed: boolean;

async function tableCounts() {
  const db = handle.db;
  const [c] = await db.select({ n: count() }).from(cinemas);
  const [f] = await db.select({ n: count() }).from(films);
  const [s] = await db.select({ n: count() }).from(showtimes);
  const [m] = await db.select({ n: count() }).from(media);
  const [p] = await db.select({ n: count() }).from(posts);
  return { cinemas: c?.n, films: f?.n, showtimes: s?.n, media: m?.n, posts: p?.n };
}

async function showtimeRows() {
  return handle.db
    .select({
      startsAt: showtimes.startsAt,
      format: showtimes.format,
      language: showtimes.language,
      filmSlug: films.slug,
      room: auditoriums.name,
      city: cinemas.citySlug,
    })
    .from(showtimes)
    .innerJoin(films, eq(showtimes.filmId, films.id))
    .innerJoin(auditoriums, eq(showtimes.auditoriumId, auditoriums.id))
    .innerJoin(cinemas, eq(auditoriums.cinemaId, cinemas.id));
}

beforeAll(async () => {
  handle = await openDatabase({});
  await applyMigrations(handle);
  firstSeed = await seedDemoData(handle.db, NOW);
}, 120_000);

afterAll(async () => {
  await handle.close();
});

describe("demo seed", () => {
  it("seeds a fresh database", () => {
    expect(firstSeed).toBe(true);
  });

  it("has the 12 cities of the location picker, in its order", async () => {
    const rows = await handle.db.select({ slug: cities.slug }).from(cities).orderBy(cities.position);
    expect(rows.map((row) => row.slug)).toEqual(CITIES.map((city) => city.slug));
  });

  it("has 15 cinemas, 8 of them in the header menu, and a cinema in every city", async () => {
    const rows = await handle.db.select().from(cinemas);
    expect(rows).toHaveLength(15);
    const inMenu = rows.filter((cinema) => cinema.inMenu);
    expect(inMenu).toHaveLength(8);
    expect(inMenu.some((cinema) => cinema.citySlug === "khanh-hoa")).toBe(true);
    expect(new Set(rows.map((cinema) => cinema.citySlug))).toEqual(new Set(CITIES.map((city) => city.slug)));
    for (const cinema of rows) expect(cinema.phone).toMatch(/^0\d{2,3} \d{3,4} \d{3,4}$/);
  });

  it("gives every auditorium 80–250 seats, and five cinemas an IMAX room", async () => {
    const rows = await handle.db
      .select({ id: auditoriums.id, name: auditoriums.name, cinemaId: auditoriums.cinemaId, seats: count(seats.id) })
      .from(auditoriums)
      .leftJoin(seats, eq(seats.auditoriumId, auditoriums.id))
      .groupBy(auditoriums.id);
    for (const room of rows) {
      expect(room.seats, `${room.name}`).toBeGreaterThanOrEqual(80);
      expect(room.seats, `${room.name}`).toBeLessThanOrEqual(250);
    }
    const perCinema = new Map<string, number>();
    for (const room of rows) perCinema.set(room.cinemaId, (perCinema.get(room.cinemaId) ?? 0) + 1);
    for (const rooms of perCinema.values()) expect(rooms).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.filter((room) => room.name === "IMAX").map((room) => room.cinemaId)).size).toBe(5);
  });

  it("has at least 19 films showing and 8 coming soon, with every age rating", async () => {
    const rows = await handle.db.select().from(films);
    const showing = rows.filter((film) => film.releaseDate <= TODAY);
    const coming = rows.filter((film) => film.releaseDate > TODAY && film.releaseDate <= addDays(TODAY, 60));
    expect(showing.length).toBeGreaterThanOrEqual(19);
    expect(coming.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((film) => film.ageRating))).toEqual(new Set(AGE_RATINGS));
    for (const film of rows) {
      expect(film.durationMinutes).toBeGreaterThanOrEqual(85);
      expect(film.durationMinutes).toBeLessThanOrEqual(170);
      expect(film.ratingTenths).toBeGreaterThanOrEqual(60);
      expect(film.ratingTenths).toBeLessThanOrEqual(95);
    }
  });

  it("plays exactly the five IMAX films in IMAX rooms, in IMAX format", async () => {
    const rows = await showtimeRows();
    const imaxFilms = new Set(rows.filter((row) => row.format === "IMAX").map((row) => row.filmSlug));
    expect(imaxFilms.size).toBe(5 /* spec §9: "Sample IMAX films: 5" */);
    for (const row of rows) {
      expect(row.room === "IMAX").toBe(row.format === "IMAX");
      expect(row.room === "4DX").toBe(row.format === "4DX");
    }
  });

  it("has showtimes on each of the next 7 days, every showing film in several cities each day, 09:00–23:30", async () => {
    const rows = await showtimeRows();
    const showingSlugs = (await handle.db.select({ slug: films.slug, releaseDate: films.releaseDate }).from(films))
      .filter((film) => film.releaseDate <= TODAY)
      .map((film) => film.slug);
    for (let offset = 0; offset < 7; offset++) {
      const day = addDays(TODAY, offset);
      const ofDay = rows.filter((row) => chainDay(row.startsAt) === day);
      expect(ofDay.length, day).toBeGreaterThan(0);
      for (const slug of showingSlugs) {
        const citiesShowing = new Set(ofDay.filter((row) => row.filmSlug === slug).map((row) => row.city));
        expect(citiesShowing.size, `${slug} on ${day}`).toBeGreaterThanOrEqual(3);
      }
    }
    for (const row of rows) {
      const time = formatTime(row.startsAt);
      expect(time >= "09:00" && time <= "23:30", time).toBe(true);
    }
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(["Phụ đề", "Lồng tiếng"]));
    expect(rows.some((row) => row.format === "3D")).toBe(true);
  });

  it("never overlaps two showtimes in one auditorium, cleaning break included", async () => {
    const other = alias(showtimes, "other");
    const [overlaps] = await handle.db
      .select({ n: count() })
      .from(showtimes)
      .innerJoin(
        other,
        and(
          eq(other.auditoriumId, showtimes.auditoriumId),
          ne(other.id, showtimes.id),
          lt(other.startsAt, showtimes.blockedUntil),
          lt(showtimes.startsAt, other.blockedUntil),
        ),
      );
    expect(overlaps?.n).toBe(0);
  });

  it("has 15 promotions mentioning 45K, 5K and 10K", async () => {
    const rows = await handle.db.select().from(promotions);
    expect(rows).toHaveLength(15 /* spec §9: "Promotion cards: 15" */);
    const figures = /(?<![\d])(45K|5K|10K)\b/g;
    const mentioned = new Set<string>();
    for (const promotion of rows) {
      const found = `${promotion.title} ${promotion.summary} ${promotion.body}`.match(figures) ?? [];
      expect(found.length, promotion.slug).toBeGreaterThan(0);
      for (const figure of found) mentioned.add(figure);
      expect(promotion.validFrom <= TODAY && TODAY <= promotion.validUntil, promotion.slug).toBe(true);
    }
    expect(mentioned).toEqual(new Set(["45K", "5K", "10K"]));
  });

  it("has at least 12 film reviews tied to films and exactly 4 blog posts", async () => {
    const rows = await handle.db.select().from(posts);
    const reviews = rows.filter((post) => post.type === "review");
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    for (const review of reviews) {
      expect(review.filmId).not.toBeNull();
      expect(review.views).toBeGreaterThanOrEqual(1_000);
      expect(review.views).toBeLessThanOrEqual(90_000);
    }
    expect(rows.filter((post) => post.type === "blog")).toHaveLength(4 /* spec §9: "Blog tab: 4 fixed cards" */);
  });

  it("stores every referenced image, with its size", async () => {
    const urls = [
      ...(await handle.db.select({ url: films.poster }).from(films)),
      ...(await handle.db.select({ url: films.backdrop }).from(films)),
      ...(await handle.db.select({ url: banners.image }).from(banners)),
      ...(await handle.db.select({ url: promotions.image }).from(promotions)),
      ...(await handle.db.select({ url: posts.image }).from(posts)),
      ...(await handle.db.select({ url: products.image }).from(products)),
    ].map((row) => row.url);
    const [appPromo] = await handle.db.select().from(appMeta).where(eq(appMeta.key, APP_PROMO_KEY));
    const promo = appPromo?.value as { qr: string; screens: { src: string; alt: string }[] };
    expect(promo.screens).toHaveLength(4 /* spec §9: "App slideshow: … over 4 slides" */);
    urls.push(promo.qr, ...promo.screens.map((s) => s.src));

    const stored = new Map(
      (await handle.db.select({ id: media.id, contentType: media.contentType, width: media.width, height: media.height, body: media.body }).from(media)).map(
        (row) => [row.id, row],
      ),
    );
    for (const url of urls) {
      // Pictures are WebP, as uploads are; the app's QR code stays a vector drawing, sharp for any camera.
      const id = (url === promo.qr ? /^\/media\/([0-9a-f]{16})\.svg$/ : /^\/media\/([0-9a-f]{16})\.webp$/).exec(url)?.[1];
      expect(id, url).toBeDefined();
      const image = stored.get(id as string);
      expect(image, url).toBeDefined();
      expect(image?.width).toBeGreaterThan(0);
      expect(image?.height).toBeGreaterThan(0);
      if (image?.contentType === "image/webp") {
        const pixels = await sharp(image.body).metadata();
        expect({ format: pixels.format, width: pixels.width, height: pixels.height }, url).toEqual({
          format: "webp",
          width: image.width,
          height: image.height,
        });
      }
    }
  });

  it("finds every demo picture already rendered in the repository (else: npm run demo-art, and commit)", () => {
    expect([...demoArtSeen.rendered.keys()]).toEqual([]);
  });

  it("does nothing when seeded a second time", async () => {
    const before = await tableCounts();
    expect(await seedDemoData(handle.db, NOW)).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });

  it("inserts no showtimes when refreshed again the same day", async () => {
    expect(await refreshDemoShowtimes(handle.db, NOW)).toBe(0);
  });

  it("keeps the demo fresh days later: coming films stay ahead and new days get showtimes", async () => {
    const later = new Date(NOW.getTime() + 10 * 86_400_000);
    const laterDay = chainDay(later);
    const inserted = await refreshDemoShowtimes(handle.db, later);
    expect(inserted).toBeGreaterThan(0);
    const rows = await handle.db.select({ releaseDate: films.releaseDate }).from(films);
    expect(rows.filter((film) => film.releaseDate > laterDay).length).toBeGreaterThanOrEqual(8);
    expect(await refreshDemoShowtimes(handle.db, later)).toBe(0);
  });
});
