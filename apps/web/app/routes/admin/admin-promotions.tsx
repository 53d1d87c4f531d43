import { dayMonthYearFromIso } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-promotions";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { apiListQuery, listQueryOf } from "#web/features/admin/content/content-list-controls.tsx";
import { ContentListPage, EditLink } from "#web/features/admin/content/content-list-page.tsx";
import { ContentStatusBadge } from "#web/features/admin/content/content-status-badge.tsx";
import { momentText } from "#web/features/admin/content/moment-text.ts";
import { ContentListUnavailable } from "#web/features/admin/content/content-list-unavailable.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Khuyến mãi – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQueryOf(request);
  const answer = await readApi(servicesOf(context).api, "GET /admin/promotions", { query: apiListQuery(query), timeoutMs: HOME.requestTimeoutMs });
  return { list: answer.ok ? answer.result : null, q: query.q, denied: answer.status === 403 };
}

/** `/admin/promotions` (Nội dung › Khuyến mãi): the chain's promotions with their status, validity and voucher. */
export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
  const { list, q, denied } = loaderData;
  if (denied || !list) {
    return <ContentListUnavailable title="Khuyến mãi" what="khuyến mãi" denied={denied} />;
  }
  const promotions = list.items;
  return (
    <ContentListPage
      title="Khuyến mãi"
      lead={<p className="text-slate-600">Điều kiện của mỗi mã voucher được viết từ quy tắc của mã, nên trang khách chỉ hứa điều thanh toán thực hiện.</p>}
      add={{ to: adminPaths.newPromotion(), label: "+ Thêm khuyến mãi" }}
      search={{ id: "promotions-search", label: "Tìm khuyến mãi theo tiêu đề hoặc mã voucher", placeholder: "Tìm theo tiêu đề, tóm tắt, mã voucher" }}
      caption="Chương trình khuyến mãi theo thứ tự trên trang khách"
      minWidth="min-w-[44rem]"
      columns={[{ label: "Chương trình" }, { label: "Trạng thái" }, { label: "Ưu đãi" }, { label: "Voucher" }, { label: "Thao tác", end: true, nowrap: true }]}
      noun="khuyến mãi"
      list={list}
      q={q}
    >
      {promotions.map((promotion) => (
        <tr key={promotion.id} className="border-b border-slate-100 last:border-0">
          <td className="px-3 py-2">
            <div className="flex items-center gap-3">
              <img src={promotion.image} alt="" width={128} height={72} className="h-12 w-20 shrink-0 rounded object-cover" loading="lazy" />
              <p className="font-bold text-night-900">{promotion.title}</p>
            </div>
          </td>
          <td className="px-3 py-2">
            <ContentStatusBadge state={promotion.state} />
            {promotion.state === "scheduled" && promotion.publishAt ? (
              <p className="mt-1 text-xs text-slate-600">Hiện lúc {momentText(promotion.publishAt)}</p>
            ) : null}
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm text-slate-700">
            {dayMonthYearFromIso(promotion.validFrom)} – {dayMonthYearFromIso(promotion.validUntil)}
          </td>
          <td className="px-3 py-2 font-mono text-sm text-night-900">{promotion.voucherCode ?? "—"}</td>
          <td className="px-3 py-2 text-right">
            <EditLink to={adminPaths.promotion(promotion.id)} name={promotion.title} />
          </td>
        </tr>
      ))}
    </ContentListPage>
  );
}
