import type { Cinema, Film, Post, Promotion } from "@hancine/contract/catalog";
import { paths } from "../paths.ts";

/** The pages a search engine should know of, besides each film, cinema, promotion and post. */
export const LISTED_PAGES = [
  paths.home(),
  paths.movies(),
  paths.buyTickets(),
  paths.theatersPrices(),
  paths.events(),
  paths.offers(),
  paths.bestFilmsOfMonth(),
  paths.talentShow(),
  paths.eventMerchandise(),
  paths.products(),
  paths.productsMerchandise(),
  paths.giftCards(),
  paths.productsTalentShow(),
  paths.cinemaCorner(),
  paths.reviews(),
  paths.blog(),
  paths.genres(),
  paths.actors(),
  paths.directors(),
  paths.about(),
  paths.faq(),
  paths.feedback(),
  paths.sales(),
  paths.careers(),
  paths.terms(),
  paths.operatingRules(),
  paths.privacy(),
];

/** Where visitors' own pages live: nothing there for a search engine. */
export const UNLISTED_PREFIXES = [
  "/api/",
  "/account",
  "/booking/",
  "/orders/",
  "/staff/",
  "/dev/",
  paths.forgotPassword(),
  paths.resetPassword(),
  paths.verifyEmail(),
  "/search",
];

export type SiteMapContent = { films: Film[]; cinemas: Cinema[]; promotions: Promotion[]; posts: Post[] };

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** sitemaps.org's XML: one `<url><loc>` per page, absolute, each once; posts say when they were published. */
export function siteMapXml(publicUrl: string, content: SiteMapContent): string {
  const entries = new Map<string, string | undefined>();
  for (const page of LISTED_PAGES) entries.set(page, undefined);
  for (const film of content.films) entries.set(paths.film(film.slug), undefined);
  for (const cinema of content.cinemas) entries.set(paths.cinema(cinema.slug), undefined);
  for (const promotion of content.promotions) entries.set(paths.promotion(promotion.slug), undefined);
  for (const post of content.posts) entries.set(post.type === "review" ? paths.review(post.slug) : paths.blogPost(post.slug), post.publishedAt.slice(0, 10));
  const urls = [...entries].map(
    ([path, lastModified]) => `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, visitors' own pages not; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", ...UNLISTED_PREFIXES.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}
