import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { ENGLISH_PAGES } from "./lib/i18n/locale-paths.ts";
import { ENGLISH_PREFIX } from "./lib/i18n/page-locale.ts";

/**
 * The English pages (decision 092): a copy of each translated customer route under /en, the same
 * route module with its own id (`en/routes/film`); the page reads its language from its path.
 * ENGLISH_PAGES names them, and the build fails when one names no route.
 */
function withEnglish(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  const english = ENGLISH_PAGES.map((page) => {
    const path = page === "/" ? undefined : page.slice(1);
    const found = routes.find((entry) => (path === undefined ? entry.index === true : entry.path === path));
    if (!found) throw new Error(`routes.ts: ENGLISH_PAGES names ${page}, which is no customer route`);
    const id = `en/${found.file.replace(/\.tsx?$/, "")}`;
    return route(`${ENGLISH_PREFIX.slice(1)}${path ? `/${path}` : ""}`, found.file, { id });
  });
  return [...routes, ...english];
}

// Pages that show the site's header and footer go inside the layout route.
export default [
  // For search engines: plain answers, outside the page layout.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The sign-in dialog's words, fetched when it first opens (decision 094).
  route("i18n/:locale/:namespace", "routes/messages.ts"),
  // Forms' actions (decision 069): each form of the site submits to its route here, whose clientAction
  // checks it with the contract's schema and calls the API; no page of their own.
  route("form/login", "routes/forms/login.ts"),
  route("form/change-password", "routes/forms/change-password.ts"),
  // the second factor (issue 33): signing in's second step, step-up, an authenticator app's first code
  route("form/mfa/verify", "routes/forms/mfa-verify.ts"),
  route("form/mfa/totp/confirm", "routes/forms/mfa-totp-confirm.ts"),
  // customer forms
  route("form/signup", "routes/forms/signup.ts"),
  route("form/forgot-password", "routes/forms/forgot-password.ts"),
  route("form/reset-password", "routes/forms/reset-password.ts"),
  route("form/profile", "routes/forms/profile.ts"),
  route("form/voucher", "routes/forms/voucher.ts"),
  route("form/points", "routes/forms/points.ts"),
  route("form/rate-film", "routes/forms/rate-film.ts"),
  route("form/invoice-request", "routes/forms/invoice-request.ts"),
  route("form/gift-card-balance", "routes/forms/gift-card-balance.ts"),
  route("form/gift-card-buy", "routes/forms/gift-card-buy.ts"),
  // back office: orders, rooms, schedule, prices, users
  route("form/admin/orders/:code/refund", "routes/forms/admin/refund-order.ts"),
  route("form/admin/gift-cards/lookup", "routes/forms/admin/gift-card-lookup.ts"),
  route("form/admin/gift-cards/:id/block", "routes/forms/admin/gift-card-block.ts"),
  route("form/admin/refunds/:id/settle", "routes/forms/admin/settle-refund.ts"),
  route("form/admin/rooms/:id", "routes/forms/admin/room-settings.ts"),
  route("form/admin/cinemas/:slug", "routes/forms/admin/cinema-hours.ts"),
  route("form/admin/showtimes", "routes/forms/admin/create-showtime.ts"),
  route("form/admin/showtimes/copy-day", "routes/forms/admin/copy-day.ts"),
  route("form/admin/showtimes/fill", "routes/forms/admin/fill-room.ts"),
  route("form/admin/showtimes/:id/move", "routes/forms/admin/move-showtime.ts"),
  route("form/admin/showtimes/:id/cancel", "routes/forms/admin/cancel-showtime.ts"),
  route("form/admin/showtimes/:id/accessibility", "routes/forms/admin/showtime-accessibility.ts"),
  route("form/admin/showtimes/:id/house-seats", "routes/forms/admin/house-seats.ts"),
  route("form/admin/holidays", "routes/forms/admin/add-holiday.ts"),
  route("form/admin/stock/movements", "routes/forms/admin/stock-movement.ts"),
  route("form/admin/users/:id", "routes/forms/admin/edit-user.ts"),
  // back office: the counter (issue 34): shifts, cash drops, refunds
  route("form/admin/counter/shifts", "routes/forms/admin/counter/open-shift.ts"),
  route("form/admin/counter/shifts/:id/cash-drops", "routes/forms/admin/counter/cash-drop.ts"),
  route("form/admin/counter/shifts/:id/close", "routes/forms/admin/counter/close-shift.ts"),
  route("form/admin/counter/orders/:code/refund", "routes/forms/admin/counter/refund.ts"),
  // back office: content, films, sale events
  route("form/admin/posts", "routes/forms/admin/create-post.ts"),
  route("form/admin/posts/:id", "routes/forms/admin/edit-post.ts"),
  route("form/admin/promotions", "routes/forms/admin/create-promotion.ts"),
  route("form/admin/promotions/:id", "routes/forms/admin/edit-promotion.ts"),
  route("form/admin/products", "routes/forms/admin/create-product.ts"),
  route("form/admin/products/:id", "routes/forms/admin/edit-product.ts"),
  route("form/admin/products/:id/recipe", "routes/forms/admin/product-recipe.ts"),
  route("form/admin/banners", "routes/forms/admin/create-banner.ts"),
  route("form/admin/banners/:id", "routes/forms/admin/edit-banner.ts"),
  route("form/admin/vouchers", "routes/forms/admin/create-voucher.ts"),
  route("form/admin/vouchers/:id", "routes/forms/admin/edit-voucher.ts"),
  route("form/admin/films", "routes/forms/admin/create-film.ts"),
  route("form/admin/films/:id", "routes/forms/admin/edit-film.ts"),
  route("form/admin/films/:id/hire-terms", "routes/forms/admin/film-hire-terms.ts"),
  route("form/admin/report-subscriptions/:frequency", "routes/forms/admin/report-subscription.ts"),
  route("form/admin/distributors", "routes/forms/admin/create-distributor.ts"),
  route("form/admin/distributors/:slug", "routes/forms/admin/edit-distributor.ts"),
  route("form/admin/sale-events", "routes/forms/admin/create-sale-event.ts"),
  route("form/admin/sale-events/:id/rate", "routes/forms/admin/sale-event-rate.ts"),
  route("form/admin/sale-events/:id/opening", "routes/forms/admin/sale-event-opening.ts"),
  // The back office: its own frame (no public header and footer), staff and above.
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/admin-home.tsx"),
    route("admin/rooms", "routes/admin/admin-rooms.tsx"),
    route("admin/rooms/:id", "routes/admin/admin-room.tsx"),
    route("admin/films", "routes/admin/admin-films.tsx"),
    route("admin/films/new", "routes/admin/admin-film-new.tsx"),
    route("admin/films/:id", "routes/admin/admin-film-edit.tsx"),
    route("admin/thanh-toan-thue-phim", "routes/admin/admin-settlements.tsx"),
    route("admin/nha-phat-hanh", "routes/admin/admin-distributors.tsx"),
    route("admin/bao-cao-qua-email", "routes/admin/admin-report-mail.tsx"),
    route("admin/prices", "routes/admin/admin-prices.tsx"),
    route("admin/stock", "routes/admin/admin-stock.tsx"),
    route("admin/nhan-bap-nuoc", "routes/admin/admin-pickups.tsx"),
    route("admin/users", "routes/admin/admin-users.tsx"),
    route("admin/ca-ban-ve", "routes/admin/admin-shifts.tsx"),
    route("admin/audit", "routes/admin/admin-audit.tsx"),
    route("admin/banners", "routes/admin/admin-banners.tsx"),
    route("admin/banners/new", "routes/admin/admin-banner-new.tsx"),
    route("admin/banners/:id", "routes/admin/admin-banner-edit.tsx"),
    route("admin/promotions", "routes/admin/admin-promotions.tsx"),
    route("admin/promotions/new", "routes/admin/admin-promotion-new.tsx"),
    route("admin/promotions/:id", "routes/admin/admin-promotion-edit.tsx"),
    route("admin/reports", "routes/admin/admin-reports.tsx"),
    route("admin/lap-day", "routes/admin/admin-occupancy.tsx"),
    route("admin/posts", "routes/admin/admin-posts.tsx"),
    route("admin/posts/new", "routes/admin/admin-post-new.tsx"),
    route("admin/posts/:id", "routes/admin/admin-post-edit.tsx"),
    route("admin/products", "routes/admin/admin-products.tsx"),
    route("admin/products/new", "routes/admin/admin-product-new.tsx"),
    route("admin/products/:id", "routes/admin/admin-product-edit.tsx"),
    route("admin/vouchers", "routes/admin/admin-vouchers.tsx"),
    route("admin/vouchers/new", "routes/admin/admin-voucher-new.tsx"),
    route("admin/vouchers/:code", "routes/admin/admin-voucher-edit.tsx"),
    route("admin/film-reviews", "routes/admin/admin-film-reviews.tsx"),
    route("admin/schedule", "routes/admin/schedule.tsx"),
    // House seats of one showtime (decision 076): kept for the box office until N minutes before it starts.
    route("admin/showtimes/:id/ghe-giu-cho-quay", "routes/admin/admin-house-seats.tsx"),
    route("admin/quay-ve", "routes/admin/admin-counter.tsx"),
    route("admin/orders", "routes/admin/admin-orders.tsx"),
    route("admin/orders/:code", "routes/admin/admin-order.tsx"),
    route("admin/refunds", "routes/admin/admin-refunds.tsx"),
    route("admin/the-qua-tang", "routes/admin/admin-gift-cards.tsx"),
    route("admin/sale-events", "routes/admin/admin-sale-events.tsx"),
    route("admin/sale-events/new", "routes/admin/admin-sale-event-new.tsx"),
    route("admin/sale-events/:id", "routes/admin/admin-sale-event.tsx"),
  ]),
  layout(
    "routes/site-layout.tsx",
    withEnglish([
      index("routes/home.tsx"),
      route("search", "routes/search.tsx"),
      route("movies/:slug", "routes/film.tsx"),
      route("buy-tickets", "routes/buy-tickets.tsx"),
      route("booking/:showtimeId", "routes/booking.tsx"),
      // A premiere day's waiting room (decision 055): a Vietnamese path, as the site's newer customer pages.
      route("phong-cho/:eventId", "routes/waiting-room.tsx"),
      // Account pages; their paths come from @hancine/contract/account-pages (e-mail links use them too).
      route("account", "routes/account.tsx"),
      route("account/bao-mat", "routes/account-security.tsx"),
      // The upcoming tickets, kept for offline use with each ticket page (decision 088).
      route("account/ve-sap-xem", "routes/upcoming-tickets.tsx"),
      route("quen-mat-khau", "routes/forgot-password.tsx"),
      route("dat-lai-mat-khau", "routes/reset-password.tsx"),
      route("xac-thuc-email", "routes/verify-email.tsx"),
      route("huy-nhan-bao-cao", "routes/report-unsubscribe.tsx"),
      // The order (ticket) page and the staff's check-in; paths from @hancine/contract/checkout-constants.
      route("orders/:code", "routes/order.tsx"),
      route("orders/:code/doi-suat", "routes/order-exchange.tsx"),
      route("staff/checkin", "routes/staff-checkin.tsx"),
      // Public content pages: cinemas and prices, promotions and events, cinema corner, products, info pages.
      route("movies", "routes/movies.tsx"),
      route("theaters-prices", "routes/theaters-prices.tsx"),
      route("theaters-prices/:slug", "routes/cinema.tsx"),
      route("khuyen-mai", "routes/promotions-redirect.tsx"),
      route("khuyen-mai/:slug", "routes/promotion.tsx"),
      route("events", "routes/events.tsx"),
      route("events/offers", "routes/offers.tsx"),
      route("events/best-films-of-month", "routes/best-films-of-month.tsx"),
      route("events/talent-show", "routes/talent-show.tsx"),
      route("events/merchandise", "routes/event-merchandise.tsx"),
      route("products", "routes/products.tsx"),
      route("products/merchandise", "routes/products-merchandise.tsx"),
      route("products/talent-show-merchandise", "routes/products-talent-show.tsx"),
      // Gift cards (issue 35): the designs and a balance look-up.
      route("the-qua-tang", "routes/gift-cards.tsx"),
      route("the-qua-tang/don/:code", "routes/gift-card-order.tsx"),
      route("bap-nuoc", "routes/snacks-order.tsx"),
      route("bap-nuoc/don/:code", "routes/snack-order.tsx"),
      route("cinema-corner", "routes/cinema-corner.tsx"),
      route("cinema-corner/reviews", "routes/reviews.tsx"),
      route("cinema-corner/reviews/:slug", "routes/review.tsx"),
      route("cinema-corner/blog", "routes/blog.tsx"),
      route("cinema-corner/blog/:slug", "routes/blog-post.tsx"),
      route("cinema-corner/genres", "routes/genres.tsx"),
      route("cinema-corner/actors", "routes/actors.tsx"),
      route("cinema-corner/directors", "routes/directors.tsx"),
      route("about", "routes/about.tsx"),
      route("terms", "routes/terms.tsx"),
      route("operating-rules", "routes/operating-rules.tsx"),
      route("privacy", "routes/privacy.tsx"),
      route("support/faq", "routes/faq.tsx"),
      route("support/feedback", "routes/feedback.tsx"),
      route("support/sales-services", "routes/sales-services.tsx"),
      route("careers", "routes/careers.tsx"),
      // Any other path: the friendly 404 inside the layout (HTTP 404).
      route("*", "routes/not-found.tsx"),
    ]),
  ),
] satisfies RouteConfig;
