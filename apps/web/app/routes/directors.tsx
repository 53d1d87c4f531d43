import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/directors";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PeoplePage } from "../features/discover/film-index/people-page.tsx";

const LEAD = "Các đạo diễn của những phim đang chiếu và sắp chiếu tại rạp. Chọn một phim để xem lịch chiếu và đặt vé.";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.brand, "Đạo diễn", LEAD);

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const people = await readResult(api, "GET /people", [], { query: { role: "director" }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, today: chainDay(new Date()), people };
}

export default function Directors({ loaderData }: Route.ComponentProps) {
  return (
    <PeoplePage
      title="Đạo diễn"
      lead={LEAD}
      people={loaderData.people}
      today={loaderData.today}
      empty="Chưa tải được danh sách đạo diễn lúc này. Bạn vui lòng thử lại sau giây lát nhé."
    />
  );
}
