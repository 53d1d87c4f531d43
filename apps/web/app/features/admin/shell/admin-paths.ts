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
  /** The rooms of the person's cinemas (of one cinema when `cinema`, a slug, is given). */
  rooms: (cinema?: string) => withQuery("/admin/rooms", { cinema }),
  room: (id: string) => `/admin/rooms/${encodeURIComponent(id)}`,
  /** The scheduler of one cinema and chain day (YYYY-MM-DD). */
  schedule: (query?: { cinema?: string; date?: string }) => withQuery("/admin/schedule", query),
  prices: (cinema?: string) => withQuery("/admin/prices", { cinema }),
  users: () => "/admin/users",
  /** Content › Banner: the home page's banners (admins). */
  banners: () => "/admin/banners",
  newBanner: () => "/admin/banners/new",
  banner: (id: string) => `/admin/banners/${encodeURIComponent(id)}`,
  /** Content › Khuyến mãi (admins). */
  promotions: () => "/admin/promotions",
  newPromotion: () => "/admin/promotions/new",
  promotion: (id: string) => `/admin/promotions/${encodeURIComponent(id)}`,
  /** The order desk (docs/decisions/045): search by code, e-mail or phone; one order; failed refunds. */
  orders: (q?: string) => withQuery("/admin/orders", { q }),
  order: (code: string) => `/admin/orders/${encodeURIComponent(code)}`,
  failedRefunds: (status?: "settled") => withQuery("/admin/refunds", { status }),
  /** The sales dashboard (`from`/`to`: YYYY-MM-DD; no cinema: every cinema of the person's). */
  reports: (query?: { cinema?: string; from?: string; to?: string }) => withQuery("/admin/reports", query),
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
