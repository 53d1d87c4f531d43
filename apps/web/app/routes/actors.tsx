import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/actors";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PeoplePage } from "../features/discover/film-index/people-page.tsx";

const LEAD = "Các diễn viên trong những phim đang chiếu và sắp chiếu tại rạp. Chọn một phim để xem lịch chiếu và đặt vé.";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.brand, "Diễn viên", LEAD);

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const people = await readResult(api, "GET /people", [], { query: { role: "cast" }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, today: chainDay(new Date()), people };
}

export default function Actors({ loaderData }: Route.ComponentProps) {
  return (
    <PeoplePage
      title="Diễn viên"
      lead={LEAD}
      people={loaderData.people}
      today={loaderData.today}
      empty="Chưa tải được danh sách diễn viên lúc này. Bạn vui lòng thử lại sau giây lát nhé."
    />
  );
}
