import { Link } from "react-router";
import type { Product } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/products";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { HOW_TO_BUY, ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

const GROUPS = [
  { id: "combo", title: "Combo bắp nước", kinds: ["combo"] },
  { id: "drink", title: "Nước uống", kinds: ["drink"] },
  { id: "snack", title: "Bắp rang và đồ ăn vặt", kinds: ["snack"] },
  { id: "merchandise", title: "Đồ lưu niệm", kinds: ["merchandise"] },
] as const satisfies { id: string; title: string; kinds: Product["kind"][] }[];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.brand,
    "Sản phẩm: combo bắp nước và đồ lưu niệm",
    "Giá combo bắp nước, nước uống, đồ ăn vặt và đồ lưu niệm tại các rạp, cách mua online cùng vé hoặc tại quầy.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const products = await readResult(api, "GET /products", [], { timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, products: products.map(toProductCard) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { brand, products } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sản phẩm" }]}
        title="Sản phẩm"
        lead={`Combo bắp nước cho suất phim của bạn và đồ lưu niệm ${brand}. Giá áp dụng tại mọi rạp trong hệ thống.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <div className="flex flex-wrap items-start gap-4">
          <p className="max-w-3xl flex-1 rounded-card bg-mist px-4 py-3 text-[15px] text-slate-800">{HOW_TO_BUY.concessions}</p>
          <Link
            to={paths.giftCards()}
            className="inline-flex min-h-11 items-center rounded-card border border-slate-300 bg-white px-4 py-2 font-medium text-link hover:underline"
          >
            Thẻ quà tặng: kiểm tra số dư
          </Link>
          <Link
            to={paths.snacks()}
            className="inline-flex min-h-11 items-center rounded-card border border-slate-300 bg-white px-4 py-2 font-medium text-link hover:underline"
          >
            Đặt bắp nước trước, nhận tại quầy
          </Link>
        </div>
        {products.length === 0 ? (
          <p role="alert" className="mt-6 rounded-card bg-amber-50 px-4 py-3 text-slate-800">
            Chưa tải được danh sách sản phẩm lúc này. Bạn vui lòng thử lại sau giây lát nhé.
          </p>
        ) : null}
        {GROUPS.map((group) => {
          const list = products.filter((p) => (group.kinds as readonly string[]).includes(p.kind));
          if (list.length === 0) return null;
          return (
            <section key={group.id} aria-labelledby={`products-${group.id}`} className="mt-10">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <SectionHeading id={`products-${group.id}`}>{group.title}</SectionHeading>
                {group.id === "merchandise" ? (
                  <Link to={paths.productsMerchandise()} className="font-medium text-link hover:underline">
                    Xem tất cả đồ lưu niệm
                  </Link>
                ) : null}
              </div>
              {group.id === "merchandise" ? <p className="mt-2 text-[15px] text-slate-700">{HOW_TO_BUY.merchandise}</p> : null}
              <div className="mt-5">
                <ProductGrid products={list} />
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
