import { ACCOUNT_PAGES } from "@hancine/contract/account-pages";
import { orderPagePath, STAFF_CHECKIN_PATH } from "@hancine/contract/page-paths";

/**
 * Every route path of the site is built here, so a renamed route changes in one place.
 * Pages marked "not built yet" are linked from the header and footer and arrive with later issues.
 */
/** The booking page's query parameter naming the step to open. */
export const BOOKING_STEP_PARAM = "buoc";
/** The booking page's query parameter naming the paid order being exchanged (its booking code). */
export const BOOKING_EXCHANGE_PARAM = "doi-tu";
/** The waiting room's query parameter naming the showtime the visitor was choosing when sent there. */
export const WAITING_ROOM_SHOWTIME_PARAM = "suat";

/** A path with the query's non-empty values. */
export function withQuery(path: string, query: Record<string, string | undefined> = {}): string {
  const text = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return text ? `${path}?${text}` : path;
}

/** A path of this site to go on to (after signing in, after the second factor's set-up), or null: never another site (no open redirect). */
export const safeNext = (next: string | null) => (next && next.startsWith("/") && !next.startsWith("//") ? next : null);

export const paths = {
  home: () => "/",
  /** 'Mua vé': by film, cinema or date (`by`), with the choices made so far. */
  buyTickets: (query?: { by?: "film" | "cinema" | "date"; film?: string; cinema?: string; date?: string }) => withQuery("/buy-tickets", query),
  movies: () => "/movies",
  film: (slug: string) => `/movies/${encodeURIComponent(slug)}`,
  /** The booking page; `step: "payment"` opens a held order at its payment step ('Thanh toán lại'). */
  booking: (showtimeId: string, query?: { step?: "payment"; exchangeFrom?: string }) =>
    withQuery(`/booking/${encodeURIComponent(showtimeId)}`, {
      [BOOKING_STEP_PARAM]: query?.step === "payment" ? "thanh-toan" : undefined,
      [BOOKING_EXCHANGE_PARAM]: query?.exchangeFrom,
    }),
  /** A sale event's waiting room (decision 055); `showtime`: the one the visitor was choosing, where their turn leads. */
  waitingRoom: (eventId: string, query?: { showtime?: string }) =>
    withQuery(`/phong-cho/${encodeURIComponent(eventId)}`, { [WAITING_ROOM_SHOWTIME_PARAM]: query?.showtime }),
  /** 'Đổi suất': another showtime of the same film for a paid order (decision 049). */
  orderExchange: (code: string) => `/orders/${encodeURIComponent(code)}/doi-suat`,
  search: (q?: string) => (q ? `/search?${new URLSearchParams({ q })}` : "/search"),

  products: () => "/products",
  productsTalentShow: () => "/products/talent-show-merchandise",
  productsMerchandise: () => "/products/merchandise",
  giftCards: () => "/the-qua-tang",
  /** Snacks ordered on their own (decision 083), at `cinema` (a slug) when given. */
  snacks: (cinema?: string) => withQuery("/bap-nuoc", { rap: cinema }),

  cinemaCorner: () => "/cinema-corner",
  genres: () => "/cinema-corner/genres",
  actors: () => "/cinema-corner/actors",
  directors: () => "/cinema-corner/directors",
  reviews: () => "/cinema-corner/reviews",
  review: (slug: string) => `/cinema-corner/reviews/${encodeURIComponent(slug)}`,
  blog: () => "/cinema-corner/blog",
  blogPost: (slug: string) => `/cinema-corner/blog/${encodeURIComponent(slug)}`,

  events: () => "/events",
  offers: () => "/events/offers",
  bestFilmsOfMonth: () => "/events/best-films-of-month",
  talentShow: () => "/events/talent-show",
  eventMerchandise: () => "/events/merchandise",
  promotion: (slug: string) => `/khuyen-mai/${encodeURIComponent(slug)}/`,

  theatersPrices: () => "/theaters-prices",
  cinema: (slug: string) => `/theaters-prices/${encodeURIComponent(slug)}`,

  about: () => "/about",
  terms: () => "/terms",
  operatingRules: () => "/operating-rules",
  privacy: () => "/privacy",
  feedback: () => "/support/feedback",
  sales: () => "/support/sales-services",
  careers: () => "/careers",
  faq: () => "/support/faq",
  forgotPassword: () => ACCOUNT_PAGES.forgotPassword,
  resetPassword: () => ACCOUNT_PAGES.resetPassword,
  verifyEmail: () => ACCOUNT_PAGES.verifyEmail,
  account: () => ACCOUNT_PAGES.account,
  /** The home page with the login modal open; after signing in the visitor goes to `next`. */
  login: (next?: string) => (next ? `/?${new URLSearchParams({ login: "1", next })}` : "/?login=1"),
  mailbox: () => "/dev/mailbox",
  /** An order's page: its payment state, then the tickets with QR codes. */
  order: (code: string) => orderPagePath(code),
  staffCheckin: () => STAFF_CHECKIN_PATH,
} as const;
