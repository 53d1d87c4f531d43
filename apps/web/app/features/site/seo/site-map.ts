import type { Cinema, Film, Post, Promotion } from "@hancine/contract/catalog";
import { paths } from "../paths.ts";
import { isTranslated, pathIn } from "#web/lib/i18n/locale-paths.ts";
import { ENGLISH_PREFIX } from "#web/lib/i18n/page-locale.ts";

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

/** A visitor's own pages, in both languages: nothing there for a search engine. */
const VISITORS_OWN = ["/account", "/booking/", "/orders/", paths.forgotPassword(), paths.resetPassword(), paths.verifyEmail(), "/search"];

/** What crawlers stay out of: the API, staff's and developers' pages, and visitors' own pages (their English ones too). */
export const UNLISTED_PREFIXES = ["/api/", "/staff/", "/dev/", ...VISITORS_OWN, ...VISITORS_OWN.map((prefix) => `${ENGLISH_PREFIX}${prefix}`)];

export type SiteMapContent = { films: Film[]; cinemas: Cinema[]; promotions: Promotion[]; posts: Post[] };

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * A translated page's `<xhtml:link>` alternates (Google's hreflang in a sitemap): both languages,
 * Vietnamese the default; the same on the Vietnamese and the English entry (decision 092).
 */
function alternates(publicUrl: string, path: string): string {
  const vi = escapeXml(publicUrl + path);
  const en = escapeXml(publicUrl + pathIn("en", path));
  return ["vi", "en", "x-default"].map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${lang === "en" ? en : vi}"/>`).join("");
}

/**
 * sitemaps.org's XML: one `<url><loc>` per page, absolute, each once; posts say when they were
 * published. A translated page is listed in both languages, each entry naming both.
 */
export function siteMapXml(publicUrl: string, content: SiteMapContent): string {
  const entries = new Map<string, string | undefined>();
  for (const page of LISTED_PAGES) entries.set(page, undefined);
  for (const film of content.films) entries.set(paths.film(film.slug), undefined);
  for (const cinema of content.cinemas) entries.set(paths.cinema(cinema.slug), undefined);
  for (const promotion of content.promotions) entries.set(paths.promotion(promotion.slug), undefined);
  for (const post of content.posts) entries.set(post.type === "review" ? paths.review(post.slug) : paths.blogPost(post.slug), post.publishedAt.slice(0, 10));
  const urls = [...entries].flatMap(([path, lastModified]) => {
    const modified = lastModified ? `<lastmod>${lastModified}</lastmod>` : "";
    if (!isTranslated(path)) return [`  <url><loc>${escapeXml(publicUrl + path)}</loc>${modified}</url>`];
    return [path, pathIn("en", path)].map((at) => `  <url><loc>${escapeXml(publicUrl + at)}</loc>${modified}${alternates(publicUrl, path)}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, visitors' own pages not; where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", ...UNLISTED_PREFIXES.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}
