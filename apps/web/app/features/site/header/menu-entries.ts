import type { Cinema } from "@hancine/contract/catalog";
import type { I18n } from "#web/lib/i18n/messages.tsx";
import { paths } from "../paths.ts";

/** `lang`: a label in another language than the page's (a cinema's own name on an English page). */
export type MenuLink = { label: string; href: string; lang?: "vi" | undefined };
export type MenuEntry = MenuLink & { children?: MenuLink[] };

/** The header's navigation; the cinemas menu lists the branches the database marks `inMenu`. */
export function menuEntries({ t, href, chainLang }: I18n, brand: string, menuCinemas: Pick<Cinema, "slug" | "name">[]): MenuEntry[] {
  const link = (label: string, path: string): MenuLink => ({ label, href: href(path) });
  return [
    link(t("site.nav.buyTickets"), paths.buyTickets()),
    link(t("site.nav.movies"), paths.movies()),
    {
      ...link(t("site.nav.products"), paths.products()),
      children: [link(t("site.nav.talentShowSouvenirs", { brand }), paths.productsTalentShow()), link(t("site.nav.merchandise"), paths.productsMerchandise())],
    },
    {
      ...link(t("site.nav.cinemaCorner"), paths.cinemaCorner()),
      children: [
        link(t("site.nav.genres"), paths.genres()),
        link(t("site.nav.actors"), paths.actors()),
        link(t("site.nav.directors"), paths.directors()),
        link(t("site.nav.reviews"), paths.reviews()),
        link(t("site.nav.blog"), paths.blog()),
      ],
    },
    {
      ...link(t("site.nav.events"), paths.events()),
      children: [
        link(t("site.nav.offers"), paths.offers()),
        link(t("site.nav.bestFilmsOfMonth"), paths.bestFilmsOfMonth()),
        link(t("site.nav.talentShow", { brand }), paths.talentShow()),
        link(t("site.nav.merchandise"), paths.eventMerchandise()),
      ],
    },
    {
      ...link(t("site.nav.theatersPrices"), paths.theatersPrices()),
      children: menuCinemas.map((cinema) => ({ ...link(cinema.name, paths.cinema(cinema.slug)), ...(chainLang && { lang: chainLang }) })),
    },
  ];
}
