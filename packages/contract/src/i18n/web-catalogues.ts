import type { Locale } from "./catalogue.ts";
import { accountEn } from "./en/account.ts";
import { accountPageEn } from "./en/account-page.ts";
import { buyTicketsEn } from "./en/buy-tickets.ts";
import { cinemasEn } from "./en/cinemas.ts";
import { contentEn } from "./en/content.ts";
import { filmsEn } from "./en/films.ts";
import { homeEn } from "./en/home.ts";
import { infoEn } from "./en/info.ts";
import { offlineEn } from "./en/offline.ts";
import { purchaseEn } from "./en/purchase.ts";
import { showtimesEn } from "./en/showtimes.ts";
import { shopEn } from "./en/shop.ts";
import { siteEn } from "./en/site.ts";
import { waitingRoomEn } from "./en/waiting-room.ts";
import { accountVi } from "./vi/account.ts";
import { accountPageVi } from "./vi/account-page.ts";
import { buyTicketsVi } from "./vi/buy-tickets.ts";
import { cinemasVi } from "./vi/cinemas.ts";
import { contentVi } from "./vi/content.ts";
import { filmsVi } from "./vi/films.ts";
import { homeVi } from "./vi/home.ts";
import { infoVi } from "./vi/info.ts";
import { offlineVi } from "./vi/offline.ts";
import { purchaseVi } from "./vi/purchase.ts";
import { showtimesVi } from "./vi/showtimes.ts";
import { shopVi } from "./vi/shop.ts";
import { siteVi } from "./vi/site.ts";
import { waitingRoomVi } from "./vi/waiting-room.ts";

/**
 * The web pages' namespaces (decision 092), apart from the server's (`catalogues.ts`): a page's
 * loader sends the browser only the namespaces it shows, in its language — `site` with every page
 * (from the site layout), then the page's own: `home`; `films` (the films list and a film's page);
 * `cinemas` (the cinemas list and a cinema's page); `showtimes` (showtimes by day, wherever they are
 * listed); the purchase's, the account's, the waiting room's, the shop's and the content pages' as
 * listed below (decisions 093–099). The e-mails' words are the server's (`catalogues.ts`).
 */
export const WEB_NAMESPACES = {
  site: { vi: siteVi, en: siteEn },
  home: { vi: homeVi, en: homeEn },
  films: { vi: filmsVi, en: filmsEn },
  showtimes: { vi: showtimesVi, en: showtimesEn },
  cinemas: { vi: cinemasVi, en: cinemasEn },
  // the purchase
  purchase: { vi: purchaseVi, en: purchaseEn },
  offline: { vi: offlineVi, en: offlineEn },
  "buy-tickets": { vi: buyTicketsVi, en: buyTicketsEn },
  // the account and the waiting room
  account: { vi: accountVi, en: accountEn },
  // the account page and its security page (decision 096)
  "account-page": { vi: accountPageVi, en: accountPageEn },
  "waiting-room": { vi: waitingRoomVi, en: waitingRoomEn },
  // content and information pages
  content: { vi: contentVi, en: contentEn },
  info: { vi: infoVi, en: infoEn },
  // gift cards, snacks and products
  shop: { vi: shopVi, en: shopEn },
} as const satisfies Record<string, Record<Locale, Record<string, string>>>;

export type WebNamespace = keyof typeof WEB_NAMESPACES;
