import type { accountVi } from "./vi/account.ts";
import type { accountPageVi } from "./vi/account-page.ts";
import type { buyTicketsVi } from "./vi/buy-tickets.ts";
import type { cinemasVi } from "./vi/cinemas.ts";
import type { contentVi } from "./vi/content.ts";
import type { filmsVi } from "./vi/films.ts";
import type { homeVi } from "./vi/home.ts";
import type { infoVi } from "./vi/info.ts";
import type { offlineVi } from "./vi/offline.ts";
import type { purchaseVi } from "./vi/purchase.ts";
import type { showtimesVi } from "./vi/showtimes.ts";
import type { shopVi } from "./vi/shop.ts";
import type { siteVi } from "./vi/site.ts";
import type { waitingRoomVi } from "./vi/waiting-room.ts";

/** Every key of the web pages' catalogues (`<namespace>.<what>`), for `t()` in the web app; a type only, nothing reaches the browser. */
export type WebMessageKey =
  | keyof typeof siteVi
  | keyof typeof homeVi
  | keyof typeof filmsVi
  | keyof typeof showtimesVi
  | keyof typeof cinemasVi
  // the purchase
  | keyof typeof purchaseVi
  | keyof typeof offlineVi
  | keyof typeof buyTicketsVi
  // the account and the waiting room
  | keyof typeof accountVi
  | keyof typeof accountPageVi
  | keyof typeof waitingRoomVi
  // content and information pages
  | keyof typeof contentVi
  | keyof typeof infoVi
  // gift cards, snacks and products
  | keyof typeof shopVi
  | never;
