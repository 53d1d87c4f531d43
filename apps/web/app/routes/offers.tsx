import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/offers";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { promotionState } from "../features/discover/promotions/promotion-validity.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    "Ưu đãi và khuyến mãi",
    `Các chương trình khuyến mãi vé, combo bắp nước và mã giảm giá đang áp dụng tại ${loaderData?.brand ?? "HanCine"}.`,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const today = chainDay(new Date());
  const promotions = await readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs });
  // Running ones first; ended ones are not worth a visitor's time.
  const listed = promotions.filter((p) => promotionState(p, today) !== "ended");
  listed.sort((a, b) => Number(promotionState(a, today) !== "running") - Number(promotionState(b, today) !== "running"));
  return { brand: site.brand, today, promotions: listed.map(toPromotionCard), failed: promotions.length === 0 };
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { promotions, today, failed } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sự kiện", href: paths.events() }, { label: "Ưu đãi" }]}
        title="Ưu đãi"
        lead="Giảm giá vé, combo bắp nước và mã ưu đãi đang áp dụng. Mở từng chương trình để xem điều kiện và mã nhập khi thanh toán."
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        {failed ? (
          <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            Chưa tải được danh sách ưu đãi lúc này. Bạn vui lòng thử lại sau giây lát nhé.
          </p>
        ) : promotions.length === 0 ? (
          <p className="rounded-card bg-mist px-4 py-6 text-slate-700">Hiện chưa có chương trình ưu đãi nào. Bạn quay lại sau nhé.</p>
        ) : (
          <PromotionGrid promotions={promotions} today={today} headingLevel={2} />
        )}
      </div>
    </>
  );
}
