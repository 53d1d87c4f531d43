import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Pages that show the site's header and footer go inside the layout route.
export default [
  layout("routes/site-layout.tsx", [index("routes/home.tsx"), route("search", "routes/search.tsx")]),
] satisfies RouteConfig;
