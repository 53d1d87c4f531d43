import type { Banner } from "@hancine/contract/catalog";
import { BANNER_SIZE } from "@hancine/contract/browser-constants";
import { paths } from "#web/features/site/paths.ts";
import type { I18n } from "#web/lib/i18n/messages.tsx";

/**
 * Shown when /api/v1/banners fails or returns nothing (spec §4, §8): five images shipped with the
 * web app itself (apps/web/public/fallback-banners), so the top of the page never stays blank.
 * Described in the page's language, leading to its pages in that language.
 */
export function fallbackBanners({ t, href }: I18n): Banner[] {
  return [
    { id: "fallback-1", src: "/fallback-banners/han-river-nights.svg", alt: t("home.banners.fallback1"), link: href(paths.buyTickets()), ...BANNER_SIZE },
    { id: "fallback-2", src: "/fallback-banners/happy-wednesday.svg", alt: t("home.banners.fallback2"), link: href(paths.offers()), ...BANNER_SIZE },
    { id: "fallback-3", src: "/fallback-banners/imax-experience.svg", alt: t("home.banners.fallback3"), link: href(paths.movies()), ...BANNER_SIZE },
    { id: "fallback-4", src: "/fallback-banners/combo-deal.svg", alt: t("home.banners.fallback4"), link: href(paths.products()), ...BANNER_SIZE },
    { id: "fallback-5", src: "/fallback-banners/member-app.svg", alt: t("home.banners.fallback5"), link: href(paths.events()), ...BANNER_SIZE },
  ];
}
