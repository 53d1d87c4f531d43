import { data } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/sitemap";
import { servicesOf } from "../page-services.ts";
import { readApi, type ApiReply } from "../lib/api.server.ts";
import { siteMapXml } from "../features/site/seo/site-map.ts";

/** `/sitemap.xml`: every public page. A list that cannot be read answers 503 (crawlers retry), never a shorter map. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api, publicUrl } = servicesOf(context);
  const timeoutMs = HOME.requestTimeoutMs;
  /** A list's result, or the 503 answer: the map is never shorter than the site. */
  const read = async <T>(reply: Promise<ApiReply<T>>): Promise<T> => {
    const answer = await reply;
    if (!answer.ok) throw data("Sơ đồ trang tạm thời chưa sẵn sàng.", { status: 503 });
    return answer.result;
  };
  const [showing, coming, cinemas, promotions, reviews, blog] = await Promise.all([
    read(readApi(api, "GET /films", { query: { status: "showing" }, timeoutMs })),
    read(readApi(api, "GET /films", { query: { status: "coming" }, timeoutMs })),
    read(readApi(api, "GET /cinemas", { timeoutMs })),
    read(readApi(api, "GET /promotions", { timeoutMs })),
    read(readApi(api, "GET /posts", { query: { type: "review" }, timeoutMs })),
    read(readApi(api, "GET /posts", { query: { type: "blog" }, timeoutMs })),
  ]);
  const xml = siteMapXml(publicUrl, { films: [...showing, ...coming], cinemas, promotions, posts: [...reviews, ...blog] });
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
