import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Pages that show the site's header and footer go inside the layout route.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("search", "routes/search.tsx"),
    route("movies/:slug", "routes/film.tsx"),
    route("buy-tickets", "routes/buy-tickets.tsx"),
    route("booking/:showtimeId", "routes/booking.tsx"),
  ]),
] satisfies RouteConfig;
