import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/products-merchandise";
import { servicesOf } from "../page-services.ts";
import { readResult } from "../lib/api.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { HOW_TO_BUY, ProductGrid, toProductCard } from "../features/discover/products/product-card.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { paths } from "../features/site/paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.brand, "Đồ lưu niệm", `Áo thun, ly giữ nhiệt, móc khóa, túi tote ${loaderData?.brand ?? "HanCine"} và giá bán tại quầy.`);

export async function loader({ context }: Route.LoaderArgs) {
  const { api, site } = servicesOf(context);
  const products = await readResult(api, "GET /products", [], { query: { kind: "merchandise" }, timeoutMs: HOME.requestTimeoutMs });
  return { brand: site.brand, products: products.map(toProductCard) };
}

export default function ProductsMerchandise({ loaderData }: Route.ComponentProps) {
  const { brand, products } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={[{ label: "Sản phẩm", href: paths.products() }, { label: "Đồ lưu niệm" }]}
        title="Đồ lưu niệm"
        lead={`Mang một chút ${brand} về nhà: đồ dùng hằng ngày in họa tiết sông Hàn và quà của các sự kiện điện ảnh.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
        <p className="max-w-3xl rounded-card bg-mist px-4 py-3 text-[15px] text-slate-800">{HOW_TO_BUY.merchandise}</p>
        <div className="mt-6">
          {products.length > 0 ? (
            <ProductGrid products={products} headingLevel={2} />
          ) : (
            <p role="alert" className="rounded-card bg-amber-50 px-4 py-3 text-slate-800">
              Chưa tải được danh sách đồ lưu niệm lúc này. Bạn vui lòng thử lại sau giây lát nhé.
            </p>
          )}
        </div>
        <p className="mt-8 text-[15px] text-slate-700">
          Tìm combo bắp nước? Xem{" "}
          <Link to={paths.products()} className="font-medium text-link hover:underline">
            tất cả sản phẩm
          </Link>
          .
        </p>
      </div>
    </>
  );
}
