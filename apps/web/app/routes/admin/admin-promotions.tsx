import { Link } from "react-router";
import { dayMonthYearFromIso } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-promotions";
import { servicesOf } from "../../page-services.ts";
import { readApi } from "../../lib/api.server.ts";
import { apiListQuery, ContentPager, ContentSearch, listQueryOf, NoMatch } from "../../features/admin-content/content-list-controls.tsx";
import { ContentStatusBadge } from "../../features/admin-content/content-status-badge.tsx";
import { momentText } from "../../features/admin-content/moment-text.ts";
import { ContentListUnavailable } from "../../features/admin-content/content-list-unavailable.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { adminPaths } from "../../ui/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Khuyến mãi – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQueryOf(request);
  const answer = await readApi(servicesOf(context).api, "GET /admin/promotions", { query: apiListQuery(query), timeoutMs: HOME.requestTimeoutMs });
  return { list: answer.ok ? answer.result : null, q: query.q, denied: answer.status === 403 };
}

/** `/admin/promotions` (Nội dung › Khuyến mãi): the chain's promotions with their status, validity and voucher. */
export default function AdminPromotions({ loaderData }: Route.ComponentProps) {
  const { list, q, denied } = loaderData;
  const promotions = list?.items ?? null;
  if (denied || !promotions) {
    return <ContentListUnavailable title="Khuyến mãi" what="khuyến mãi" denied={denied} />;
  }
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Nội dung</p>
          <h1 className="text-2xl font-bold text-night-900">Khuyến mãi</h1>
          <p className="text-slate-600">Điều kiện của mỗi mã voucher được viết từ quy tắc của mã, nên trang khách chỉ hứa điều thanh toán thực hiện.</p>
        </div>
        <Link to={adminPaths.newPromotion()} className={buttonClass("primary")}>
          + Thêm khuyến mãi
        </Link>
      </div>
      <ContentSearch id="promotions-search" q={q} label="Tìm khuyến mãi theo tiêu đề hoặc mã voucher" placeholder="Tìm theo tiêu đề, tóm tắt, mã voucher" />
      <div className="relative mt-5 overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table className="w-full min-w-[44rem] text-left text-[15px]">
          <caption className="sr-only">Chương trình khuyến mãi theo thứ tự trên trang khách</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2.5 font-bold">
                Chương trình
              </th>
              <th scope="col" className="px-3 py-2.5 font-bold">
                Trạng thái
              </th>
              <th scope="col" className="px-3 py-2.5 font-bold">
                Ưu đãi
              </th>
              <th scope="col" className="px-3 py-2.5 font-bold">
                Voucher
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-2.5 text-right font-bold">
                Thao tác
              </th>
            </tr>
          </thead>
          <tbody>
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
                  {promotion.state === "scheduled" && promotion.publishAt ? <p className="mt-1 text-xs text-slate-600">Hiện lúc {momentText(promotion.publishAt)}</p> : null}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-sm text-slate-700">
                  {dayMonthYearFromIso(promotion.validFrom)} – {dayMonthYearFromIso(promotion.validUntil)}
                </td>
                <td className="px-3 py-2 font-mono text-sm text-night-900">{promotion.voucherCode ?? "—"}</td>
                <td className="px-3 py-2 text-right">
                  <Link to={adminPaths.promotion(promotion.id)} className={buttonClass("ghost", "border border-slate-300", "sm")}>
                    Sửa<span className="sr-only"> “{promotion.title}”</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list ? <NoMatch list={list} q={q} noun="khuyến mãi" /> : null}
      </div>
      {list ? <ContentPager list={list} q={q} noun="khuyến mãi" /> : null}
    </div>
  );
}
