import type { Route } from "./+types/robots";
import { servicesOf } from "../page-services.ts";
import { robotsTxt } from "../features/site/seo/site-map.ts";

/** `/robots.txt`: what crawlers may read, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(servicesOf(context).publicUrl), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
