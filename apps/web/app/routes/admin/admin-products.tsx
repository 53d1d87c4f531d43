import { formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-products";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { apiListQuery, listQueryOf } from "#web/features/admin/content/content-list-controls.tsx";
import { ContentListPage, EditLink } from "#web/features/admin/content/content-list-page.tsx";
import { loadProductCinemas } from "#web/features/admin/content/product-cinemas.server.ts";
import { PRODUCT_KIND_LABELS } from "#web/features/admin/content/product-kinds.ts";
import { ContentListUnavailable } from "#web/features/admin/content/content-list-unavailable.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Bắp nước – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQueryOf(request);
  const api = servicesOf(context).api;
  const [answer, cinemas] = await Promise.all([
    readApi(api, "GET /admin/products", { query: apiListQuery(query), timeoutMs: HOME.requestTimeoutMs }),
    loadProductCinemas(api, HOME.requestTimeoutMs),
  ]);
  return { list: answer.ok ? answer.result : null, q: query.q, denied: answer.status === 403, cinemaCount: cinemas.length };
}

/** `/admin/products` (Nội dung › Bắp nước): the menu in its order, with prices, where each is sold, on sale or archived. */
export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { list, q, denied, cinemaCount } = loaderData;
  if (denied || !list) {
    return <ContentListUnavailable title="Bắp nước" what="bắp nước" denied={denied} />;
  }
  const products = list.items;
  return (
    <ContentListPage
      title="Bắp nước"
      lead={<p className="text-slate-600">Bắp, nước, combo và quà lưu niệm bán kèm vé, theo thứ tự trên thực đơn.</p>}
      add={{ to: adminPaths.newProduct(), label: "+ Thêm món" }}
      search={{ id: "products-search", label: "Tìm món theo tên", placeholder: "Tìm theo tên món hoặc mô tả" }}
      caption="Bắp nước theo thứ tự trên thực đơn"
      minWidth="min-w-[44rem]"
      columns={[
        { label: "Món" },
        { label: "Loại" },
        { label: "Giá bán", end: true, nowrap: true },
        { label: "Rạp bán" },
        { label: "Trạng thái" },
        { label: "Thao tác", end: true, nowrap: true },
      ]}
      noun="món"
      list={list}
      q={q}
    >
      {products.map((product) => (
        <tr key={product.id} className="border-b border-slate-100 last:border-0">
          <td className="px-3 py-2">
            <div className="flex items-center gap-3">
              <img src={product.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" loading="lazy" />
              <div>
                <p className="font-bold text-night-900">{product.name}</p>
                <p className="hidden text-sm text-slate-600 lg:line-clamp-1">{product.description}</p>
              </div>
            </div>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm text-slate-700">{PRODUCT_KIND_LABELS[product.kind]}</td>
          <td className="whitespace-nowrap px-3 py-2 text-right font-medium tabular-nums text-night-900">{formatVnd(product.price)}</td>
          <td className="whitespace-nowrap px-3 py-2 text-sm text-slate-700">
            {product.cinemaIds.length >= cinemaCount && cinemaCount > 0 ? "Tất cả rạp" : `${product.cinemaIds.length}/${cinemaCount} rạp`}
          </td>
          <td className="px-3 py-2">
            <span
              className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ${product.active ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
            >
              {product.active ? "Đang bán" : "Đã lưu trữ"}
            </span>
          </td>
          <td className="px-3 py-2 text-right">
            <EditLink to={adminPaths.product(product.id)} name={product.name} />
          </td>
        </tr>
      ))}
    </ContentListPage>
  );
}
