import { data } from "react-router";
import type { Cinema, Film, Post, Promotion } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/sitemap";
import { servicesOf } from "../page-services.ts";
import { siteMapXml } from "../features/seo/site-map.ts";

/** `/sitemap.xml`: every public page. A list that cannot be read answers 503 (crawlers retry), never a shorter map. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, publicUrl } = servicesOf(context);
  const read = async <T,>(path: string): Promise<T> => {
    const answer = await api(path, { timeoutMs: HOME.requestTimeoutMs });
    if (answer.status !== 200) throw data("Sơ đồ trang tạm thời chưa sẵn sàng.", { status: 503 });
    return (answer.body as { result: T }).result;
  };
  const [showing, coming, cinemas, promotions, reviews, blog] = await Promise.all([
    read<Film[]>("/films?status=showing"),
    read<Film[]>("/films?status=coming"),
    read<Cinema[]>("/cinemas"),
    read<Promotion[]>("/promotions"),
    read<Post[]>("/posts?type=review"),
    read<Post[]>("/posts?type=blog"),
  ]);
  const xml = siteMapXml(publicUrl, { films: [...showing, ...coming], cinemas, promotions, posts: [...reviews, ...blog] });
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
