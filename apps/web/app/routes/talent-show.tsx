import { Link } from "react-router";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import { MessagesProvider } from "../lib/i18n/messages.tsx";
import { messagesFor } from "../lib/i18n/messages.server.ts";
import type { Route } from "./+types/talent-show";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { PromotionGrid, toPromotionCard } from "../features/discover/promotions/promotion-card.tsx";
import { TALENT_SHOW_NAME, isTalentShow } from "../features/discover/talent-show/talent-show.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    `${loaderData?.brand ?? "HanCine"} Talent Show – ${TALENT_SHOW_NAME}`,
    `Cuộc thi ${TALENT_SHOW_NAME}: cách bình chọn, ưu đãi vé cho khán giả bình chọn và quà lưu niệm chính thức.`,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const [promotions, products] = await Promise.all([
    readResult(api, "GET /promotions", [], { timeoutMs: HOME.requestTimeoutMs }),
    readResult(api, "GET /products", [], { query: { kind: "merchandise" }, timeoutMs: HOME.requestTimeoutMs }),
  ]);
  return {
    brand: site.brand,
    today: chainDay(new Date()),
    promotions: promotions.filter(isTalentShow).map((p) => toPromotionCard(p)),
    products: products.filter(isTalentShow).map(toProductCard),
    // Its product cards read `shop` (decision 098).
    messages: messagesFor("vi", ["content", "shop"]),
  };
}

const STEPS = [
  "Cài ứng dụng hoặc đăng nhập tài khoản trên website.",
  "Xem tiết mục của các thí sinh và bình chọn cho người bạn yêu thích.",
  "Mỗi lượt bình chọn hợp lệ nhận một mã giảm giá vé, dùng khi đặt vé online.",
  "Đón xem đêm chung kết chiếu trực tiếp tại phòng IMAX của rạp Sông Hàn.",
];

// Not translated yet (Vietnamese only); its promotion cards read the \`content\` namespace (decision 095).
export default function TalentShow({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider messages={loaderData.messages}>
      <TalentShowPage loaderData={loaderData} />
    </MessagesProvider>
  );
}

function TalentShowPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { brand, today, promotions, products } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sự kiện", href: paths.events() }, { label: `${brand} Talent Show` }]}
        title={`${brand} Talent Show: ${TALENT_SHOW_NAME}`}
        lead={`Sân chơi tài năng do ${brand} tổ chức cho các bạn trẻ yêu ca hát, nhảy và làm phim ngắn. Khán giả bình chọn, nhận ưu đãi vé và cùng xem đêm chung kết trên màn hình lớn.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <section aria-labelledby="how-to-vote" className="max-w-3xl">
          <SectionHeading id="how-to-vote">Tham gia bình chọn</SectionHeading>
          <ol className="mt-4 space-y-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-3 text-[15px] text-slate-800">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-night-900 text-sm font-bold text-white" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </section>

        {promotions.length > 0 ? (
          <section aria-labelledby="contest-offers" className="mt-12">
            <SectionHeading id="contest-offers">Ưu đãi cho khán giả</SectionHeading>
            <PromotionGrid promotions={promotions} today={today} className="mt-5" />
          </section>
        ) : null}

        <section aria-labelledby="contest-merch" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <SectionHeading id="contest-merch">Quà lưu niệm của cuộc thi</SectionHeading>
            <Link to={paths.productsTalentShow()} className="font-medium text-link hover:underline">
              Xem tất cả quà lưu niệm
            </Link>
          </div>
          <div className="mt-5">
            {products.length > 0 ? (
              <ProductGrid products={products} />
            ) : (
              <p className="rounded-card bg-mist px-4 py-6 text-slate-700">Quà lưu niệm của mùa thi này đang được chuẩn bị.</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
