import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Pages that show the site's header and footer go inside the layout route.
export default [
  // For search engines: plain answers, outside the page layout.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The back office: its own frame (no public header and footer), staff and above.
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/admin-home.tsx"),
    route("admin/rooms", "routes/admin/admin-rooms.tsx"),
    route("admin/rooms/:id", "routes/admin/admin-room.tsx"),
    route("admin/films", "routes/admin/admin-films.tsx"),
    route("admin/films/new", "routes/admin/admin-film-new.tsx"),
    route("admin/films/:id", "routes/admin/admin-film-edit.tsx"),
    route("admin/prices", "routes/admin/admin-prices.tsx"),
    route("admin/users", "routes/admin/admin-users.tsx"),
    route("admin/audit", "routes/admin/admin-audit.tsx"),
    route("admin/reports", "routes/admin/admin-reports.tsx"),
    route("admin/schedule", "routes/admin/schedule.tsx"),
  ]),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("search", "routes/search.tsx"),
    route("movies/:slug", "routes/film.tsx"),
    route("buy-tickets", "routes/buy-tickets.tsx"),
    route("booking/:showtimeId", "routes/booking.tsx"),
    // Account pages; their paths come from @hancine/contract/account-pages (e-mail links use them too).
    route("account", "routes/account.tsx"),
    route("quen-mat-khau", "routes/forgot-password.tsx"),
    route("dat-lai-mat-khau", "routes/reset-password.tsx"),
    route("xac-thuc-email", "routes/verify-email.tsx"),
    // The order (ticket) page and the staff's check-in; paths from @hancine/contract/checkout-constants.
    route("orders/:code", "routes/order.tsx"),
    route("staff/checkin", "routes/staff-checkin.tsx"),
    // Public content pages: cinemas and prices, promotions and events, cinema corner, products, info pages.
    route("movies", "routes/movies.tsx"),
    route("theaters-prices", "routes/theaters-prices.tsx"),
    route("theaters-prices/:slug", "routes/cinema.tsx"),
    route("khuyen-mai/:slug", "routes/promotion.tsx"),
    route("events", "routes/events.tsx"),
    route("events/offers", "routes/offers.tsx"),
    route("events/best-films-of-month", "routes/best-films-of-month.tsx"),
    route("events/talent-show", "routes/talent-show.tsx"),
    route("events/merchandise", "routes/event-merchandise.tsx"),
    route("products", "routes/products.tsx"),
    route("products/merchandise", "routes/products-merchandise.tsx"),
    route("products/talent-show-merchandise", "routes/products-talent-show.tsx"),
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
] satisfies RouteConfig;
