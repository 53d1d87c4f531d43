import { LOCATION_SLUGS, NATIONWIDE_SLUG } from "@hancine/contract/city-slugs";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import type { I18n } from "#web/lib/i18n/messages.tsx";

/** A location's name in the page's language ("Đà Nẵng", "Da Nang"); anything unknown is nationwide. */
export function cityName(t: I18n["t"], slug: string): string {
  const known = (LOCATION_SLUGS as readonly string[]).includes(slug);
  return t(`site.city.${known ? slug : NATIONWIDE_SLUG}` as WebMessageKey);
}

/** "tại Đà Nẵng" / "in Da Nang", or "trên toàn quốc" / "anywhere in Vietnam" when no city is chosen. */
export function wherePhrase(t: I18n["t"], city: string): string {
  return city === NATIONWIDE_SLUG ? t("site.where.nationwide") : t("site.where.inCity", { city: cityName(t, city) });
}

/**
 * A city the server names ("Đà Nẵng"), in the page's language: on a Vietnamese page as the server
 * writes it; on an English one a city of the picker by its English name, another as written (marked Vietnamese).
 */
export function cityLabel({ t, locale }: Pick<I18n, "t" | "locale">, slug: string, ownName: string): { name: string; lang?: "vi" | undefined } {
  if (locale === "vi") return { name: ownName };
  return (LOCATION_SLUGS as readonly string[]).includes(slug) ? { name: cityName(t, slug) } : { name: ownName, lang: "vi" };
}
