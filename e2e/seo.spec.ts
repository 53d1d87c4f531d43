import { expect, test, type APIRequestContext } from "@playwright/test";
import type { CinemaDetail, FilmDetail } from "@hancine/contract/catalog";
import type { Showtime } from "@hancine/contract/booking";
import { apiResult, E2E_BASE_URL } from "./helpers/home.ts";

/**
 * What a search engine and a shared link see (issue 12, item 10): robots.txt and the sitemap, one
 * canonical address per page, Open Graph cards whose picture networks can show (a JPEG, not SVG),
 * and schema.org descriptions of films and cinemas matching what the API says.
 */

/** The page's <head> as the server sends it (crawlers do not run scripts). */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (selector: RegExp) => selector.exec(head)?.[1];
  return {
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    meta: (key: string) => attr(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

test("robots.txt keeps crawlers out of accounts and bookings and points to a sitemap whose every page answers 200", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  const rules = (await robots.text()).split("\n");
  expect(rules).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /account", "Disallow: /booking/", `Sitemap: ${E2E_BASE_URL}/sitemap.xml`]));

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const films = [...(await apiResult<FilmDetail[]>(request, "/films?status=showing")), ...(await apiResult<FilmDetail[]>(request, "/films?status=coming"))];
  expect(locs).toEqual(expect.arrayContaining(films.map((film) => `${E2E_BASE_URL}/movies/${film.slug}`)));
  expect(locs.length).toBeGreaterThan(films.length + 20);
  for (const loc of locs) expect((await request.get(loc)).status(), loc).toBe(200);
});

test("a film page has its canonical address, a share card with the poster as a 1200×630 JPEG, and a schema.org Movie", async ({ request }) => {
  const [listed] = await apiResult<FilmDetail[]>(request, "/films?status=showing");
  const film = await apiResult<FilmDetail>(request, `/films/${listed!.slug}`);
  const page = await headOf(request, `/movies/${film.slug}?utm_source=zalo`);
  expect(page.canonical).toBe(`${E2E_BASE_URL}/movies/${film.slug}`);
  expect(page.meta("og:url")).toBe(page.canonical);
  expect(page.meta("og:type")).toBe("video.movie");
  expect(page.meta("og:title")).toBe(`${film.name} – Lịch chiếu và đặt vé`);
  expect(page.meta("twitter:card")).toBe("summary_large_image");
  const image = page.meta("og:image")!;
  expect(image.startsWith(`${E2E_BASE_URL}/media/share/`)).toBe(true);
  const card = await request.get(image);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  const bytes = await card.body();
  // JPEG's start-of-frame marker (0xFFC0/0xFFC2) carries height then width, big-endian.
  const sof = bytes.findIndex((byte, i) => byte === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
  expect({ height: bytes.readUInt16BE(sof + 5), width: bytes.readUInt16BE(sof + 7) }).toEqual({ width: 1200, height: 630 });

  const movie = page.jsonLd.find((item) => item["@type"] === "Movie")!;
  expect(movie).toMatchObject({
    "@context": "https://schema.org",
    name: film.name,
    url: page.canonical,
    duration: `PT${film.duration}M`,
    datePublished: film.releaseDate,
    image,
  });
  expect(movie.director).toEqual(film.directors.map((person) => ({ "@type": "Person", name: person.name })));
});

test("a cinema page describes a schema.org MovieTheater whose ScreeningEvents are its coming showtimes", async ({ request }) => {
  const [listed] = await apiResult<CinemaDetail[]>(request, "/cinemas");
  const showtimes = await apiResult<Showtime[]>(request, `/showtimes?cinema=${listed!.slug}`);
  const page = await headOf(request, `/theaters-prices/${listed!.slug}`);
  const theater = page.jsonLd.find((item) => item["@type"] === "MovieTheater")!;
  expect(theater).toMatchObject({
    name: listed!.name,
    url: `${E2E_BASE_URL}/theaters-prices/${listed!.slug}`,
    address: { "@type": "PostalAddress", streetAddress: listed!.address },
  });
  const events = theater.event as { "@type": string; startDate: string; name: string; url: string }[];
  expect(events.length).toBeGreaterThan(0);
  expect(events[0]).toMatchObject({
    "@type": "ScreeningEvent",
    startDate: showtimes[0]!.startsAt,
    name: showtimes[0]!.film.name,
    url: `${E2E_BASE_URL}/booking/${showtimes[0]!.id}`,
  });
});

test("promotion and post pages share their own picture; pages without one still name the site", async ({ request }) => {
  const [promotion] = await apiResult<{ slug: string; title: string }[]>(request, "/promotions");
  const promo = await headOf(request, `/khuyen-mai/${promotion!.slug}/`);
  expect(promo.meta("og:type")).toBe("article");
  expect(promo.meta("og:image")).toMatch(new RegExp(`^${E2E_BASE_URL}/media/share/[a-f0-9]{16}\\.jpg$`));
  const [post] = await apiResult<{ slug: string }[]>(request, "/posts?type=blog");
  expect((await headOf(request, `/cinema-corner/blog/${post!.slug}`)).meta("og:image")).toMatch(/\/media\/share\/[a-f0-9]{16}\.jpg$/);
  const about = await headOf(request, "/about");
  expect(about.canonical).toBe(`${E2E_BASE_URL}/about`);
  expect(about.meta("og:site_name")).toBe("HanCine");
});
