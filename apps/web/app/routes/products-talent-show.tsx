import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/products-talent-show";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { HOW_TO_BUY, ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { TALENT_SHOW_NAME, isTalentShow } from "../features/discover/talent-show/talent-show.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    `Quà lưu niệm ${loaderData?.brand ?? "HanCine"} Talent Show`,
    `Áo thun chính thức và quà lưu niệm của cuộc thi ${TALENT_SHOW_NAME}, giá bán tại quầy.`,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const products = (await readResult(api, "GET /products", [], { query: { kind: "merchandise" }, timeoutMs: HOME.requestTimeoutMs })).map(toProductCard);
  return { brand: site.brand, contest: products.filter(isTalentShow), others: products.filter((p) => !isTalentShow(p)) };
}

export default function ProductsTalentShow({ loaderData }: Route.ComponentProps) {
  const { brand, contest, others } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sản phẩm", href: paths.products() }, { label: `Quà lưu niệm ${brand} Talent Show` }]}
        title={`Quà lưu niệm ${brand} Talent Show`}
        lead={
          <>
            Đồ chính thức của cuộc thi {TALENT_SHOW_NAME} do {brand} tổ chức.{" "}
            <Link to={paths.talentShow()} className="font-medium text-link hover:underline">
              Tìm hiểu về cuộc thi
            </Link>
            .
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <p className="max-w-3xl rounded-card bg-mist px-4 py-3 text-[15px] text-slate-800">{HOW_TO_BUY.merchandise}</p>
        <section aria-labelledby="contest-items" className="mt-8">
          <SectionHeading id="contest-items">Đồ của cuộc thi</SectionHeading>
          <div className="mt-5">
            {contest.length > 0 ? (
              <ProductGrid products={contest} />
            ) : (
              <p className="rounded-card bg-mist px-4 py-6 text-slate-700">Quà lưu niệm của mùa thi này đang được chuẩn bị. Bạn quay lại sau nhé.</p>
            )}
          </div>
        </section>
        {others.length > 0 ? (
          <section aria-labelledby="other-items" className="mt-12">
            <SectionHeading id="other-items">Đồ lưu niệm khác của {brand}</SectionHeading>
            <div className="mt-5">
              <ProductGrid products={others} />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
