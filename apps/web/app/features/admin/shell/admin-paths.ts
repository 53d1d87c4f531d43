import { withQuery } from "#web/features/site/paths.ts";

/**
 * The back office's route paths (staff, managers, admins), apart from the public site's `paths` so
 * the public pages' first load does not carry them.
 */
export const adminPaths = {
  home: () => "/admin",
  films: () => "/admin/films",
  newFilm: (copyOf?: string) => withQuery("/admin/films/new", { copy: copyOf }),
  film: (id: string) => `/admin/films/${encodeURIComponent(id)}`,
  /** What the chain owes a distributor for a period (decision 087). */
  settlements: () => "/admin/thanh-toan-thue-phim",
  /** The distributors the chain rents films from, their tax details (decision 087). */
  distributors: () => "/admin/nha-phat-hanh",
  /** The person's sales reports by e-mail (decision 087). */
  reportMail: () => "/admin/bao-cao-qua-email",
  /** The rooms of the person's cinemas (of one cinema when `cinema`, a slug, is given). */
  rooms: (cinema?: string) => withQuery("/admin/rooms", { cinema }),
  room: (id: string) => `/admin/rooms/${encodeURIComponent(id)}`,
  /** The scheduler of one cinema and chain day (YYYY-MM-DD). */
  schedule: (query?: { cinema?: string; date?: string }) => withQuery("/admin/schedule", query),
  /** The seats of one showtime kept for the box office (decision 076). */
  houseSeats: (showtimeId: string) => `/admin/showtimes/${encodeURIComponent(showtimeId)}/ghe-giu-cho-quay`,
  prices: (cinema?: string) => withQuery("/admin/prices", { cinema }),
  /** One cinema's stock of snacks and drinks (decision 077): levels, deliveries, counts and waste. */
  stock: (cinema?: string) => withQuery("/admin/stock", { cinema }),
  /** The counter's screen of snacks ordered on their own (decision 083): today's pickups by time. */
  pickups: (cinema?: string) => withQuery("/admin/nhan-bap-nuoc", { cinema }),
  users: () => "/admin/users",
  /** A cinema's box-office shifts (managers): open or closed, differences to approve; `shift` opens one's report. */
  shifts: (query?: { cinema?: string; shift?: string }) => withQuery("/admin/ca-ban-ve", query),
  /** Content › Banner: the home page's banners (admins). */
  banners: () => "/admin/banners",
  newBanner: () => "/admin/banners/new",
  banner: (id: string) => `/admin/banners/${encodeURIComponent(id)}`,
  /** Content › Khuyến mãi (admins). */
  promotions: () => "/admin/promotions",
  newPromotion: () => "/admin/promotions/new",
  promotion: (id: string) => `/admin/promotions/${encodeURIComponent(id)}`,
  /** The counter (issue 34): shifts, sales of seats and snacks, refunds, at one cinema (a slug). */
  counter: (cinema?: string) => withQuery("/admin/quay-ve", { cinema }),
  /** The order desk (docs/decisions/045): search by code, e-mail or phone; one order; failed refunds. */
  orders: (q?: string) => withQuery("/admin/orders", { q }),
  order: (code: string) => `/admin/orders/${encodeURIComponent(code)}`,
  failedRefunds: (status?: "settled") => withQuery("/admin/refunds", { status }),
  /** Gift cards at the order desk: look one up by code, block a lost one (issue 35). */
  giftCards: () => "/admin/the-qua-tang",
  /** The sales dashboard (`from`/`to`: YYYY-MM-DD; no cinema: every cinema of the person's). */
  reports: (query?: { cinema?: string; from?: string; to?: string }) => withQuery("/admin/reports", query),
  /** Occupancy and performance (decision 086): by film, room, hour, weekday or format; the films' runs. */
  occupancy: (query?: { cinema?: string; from?: string; to?: string; groupBy?: string }) => withQuery("/admin/lap-day", query),
  /** Content › Bài viết: reviews and blog posts (admins). */
  posts: () => "/admin/posts",
  newPost: () => "/admin/posts/new",
  post: (id: string) => `/admin/posts/${encodeURIComponent(id)}`,
  /** Content › Bắp nước: products and combos (admins). */
  products: () => "/admin/products",
  newProduct: () => "/admin/products/new",
  product: (id: string) => `/admin/products/${encodeURIComponent(id)}`,
  /** Content › Voucher: rules, limits and uses (admins). */
  vouchers: () => "/admin/vouchers",
  newVoucher: () => "/admin/vouchers/new",
  voucher: (code: string) => `/admin/vouchers/${encodeURIComponent(code)}`,
  /** The waiting room's sale events (decision 055): the list, a new one (of a film, by id), one event's live screen. */
  saleEvents: () => "/admin/sale-events",
  newSaleEvent: (film?: string) => withQuery("/admin/sale-events/new", { film }),
  saleEvent: (id: string) => `/admin/sale-events/${encodeURIComponent(id)}`,
  /** Content › Nhận xét phim: viewers' reviews, hidden or shown (admins; decision 056). */
  filmReviews: () => "/admin/film-reviews",
  /** The change log, of one thing when `entity` and `id` are given (also by actor, chain days YYYY-MM-DD, page). */
  audit: (query?: { entity?: string; id?: string; actor?: string; from?: string; to?: string; page?: string }) => withQuery("/admin/audit", query),
} as const;
