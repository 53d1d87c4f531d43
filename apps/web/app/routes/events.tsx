import { Link } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import { MessagesProvider } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import type { Route } from "./+types/events";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { promotionState } from "../features/discover/promotions/promotion-validity.ts";
import { TALENT_SHOW_NAME } from "../features/discover/talent-show/talent-show.ts";
import { HubTiles } from "../ui/hub-tiles.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

const FEATURED = 6;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    "Sự kiện và ưu đãi",
    `Ưu đãi đang diễn ra, phim hay tháng, cuộc thi ${TALENT_SHOW_NAME} và đồ lưu niệm tại ${loaderData?.brand ?? "HanCine"}.`,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const today = chainDay(new Date());
  const promotions = await readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs });
  const running = promotions.filter((p) => promotionState(p, today) === "running");
  return {
    brand: site.brand,
    today,
    promotions: running.slice(0, FEATURED).map((p) => toPromotionCard(p)),
    total: running.length,
    messages: messagesFor("vi", ["content"]),
  };
}

// Not translated yet (Vietnamese only); its promotion cards read the \`content\` namespace (decision 095).
export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <EventsPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function EventsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, today, promotions, total } = loaderData;
  const tiles = [
    { title: "Phim hay tháng", detail: "Những phim đang chiếu được khán giả chấm điểm cao nhất.", href: paths.bestFilmsOfMonth() },
    { title: `${brand} Talent Show`, detail: `Bình chọn cho thí sinh ${TALENT_SHOW_NAME} và nhận mã giảm giá vé.`, href: paths.talentShow() },
    { title: "Đồ lưu niệm", detail: "Combo kèm quà và đồ lưu niệm phiên bản giới hạn tại quầy.", href: paths.eventMerchandise() },
  ];
  return (
    <>
      <PageHeader crumbs={[{ label: "Sự kiện" }]} title="Sự kiện" lead={`Ưu đãi, bảng xếp hạng phim và các hoạt động của ${brand} dành cho khán giả.`} />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <HubTiles tiles={tiles} />

        <section aria-labelledby="running-offers" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <SectionHeading id="running-offers">Ưu đãi đang diễn ra</SectionHeading>
            <Link to={paths.offers()} className="font-medium text-link hover:underline">
              Xem tất cả {total > 0 ? `${total} ưu đãi` : "ưu đãi"}
            </Link>
          </div>
          {promotions.length === 0 ? (
            <p className="mt-5 rounded-card bg-mist px-4 py-6 text-slate-700">Hiện chưa có ưu đãi nào đang diễn ra. Bạn quay lại sau nhé.</p>
          ) : (
            <PromotionGrid promotions={promotions} today={today} className="mt-5" />
          )}
        </section>
      </div>
    </>
  );
}
