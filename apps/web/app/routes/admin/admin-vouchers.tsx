import { Link } from "react-router";
import { formatCount } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-vouchers";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { apiListQuery, listQueryOf } from "#web/features/admin/content/content-list-controls.tsx";
import { ContentListPage } from "#web/features/admin/content/content-list-page.tsx";
import { ContentListUnavailable } from "#web/features/admin/content/content-list-unavailable.tsx";
import { momentText } from "#web/features/admin/content/moment-text.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Voucher – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQueryOf(request);
  const answer = await readApi(servicesOf(context).api, "GET /admin/vouchers", { query: apiListQuery(query), timeoutMs: HOME.requestTimeoutMs });
  return { list: answer.ok ? answer.result : null, q: query.q, denied: answer.status === 403 };
}

const limitText = (limit: number | null) => (limit === null ? "Không giới hạn" : formatCount(limit));

/** `/admin/vouchers` (Nội dung › Voucher): every voucher with its rule in words, validity, limits and uses so far; each opens its editor. */
export default function AdminVouchers({ loaderData }: Route.ComponentProps) {
  const { list, q, denied } = loaderData;
  if (denied || !list) {
    return <ContentListUnavailable title="Voucher" what="voucher" denied={denied} />;
  }
  const vouchers = list.items;
  return (
    <ContentListPage
      title="Voucher"
      lead={<p className="text-slate-600">Ưu đãi và điều kiện được viết từ quy tắc của từng mã; lượt dùng gồm đơn đã thanh toán và đơn đang thanh toán.</p>}
      add={{ to: adminPaths.newVoucher(), label: "+ Thêm voucher" }}
      search={{ id: "vouchers-search", label: "Tìm voucher theo mã hoặc ưu đãi", placeholder: "Tìm theo mã hoặc ưu đãi, có dấu hay không dấu" }}
      caption="Voucher, hạn dùng muộn nhất trước"
      minWidth="min-w-[48rem]"
      columns={[
        { label: "Mã" },
        { label: "Ưu đãi và điều kiện" },
        { label: "Hiệu lực", nowrap: true },
        { label: "Đã dùng / giới hạn", end: true, nowrap: true },
        { label: "Mỗi khách", end: true, nowrap: true },
      ]}
      noun="voucher"
      list={list}
      q={q}
    >
      {vouchers.map((voucher) => (
        <tr key={voucher.code} className="border-b border-slate-100 align-top last:border-0">
          <td className="px-3 py-2">
            <Link
              to={adminPaths.voucher(voucher.code)}
              aria-label={`Sửa voucher ${voucher.code}`}
              className="inline-flex min-h-6 items-center font-mono text-sm font-bold text-blue-800 underline underline-offset-2"
            >
              {voucher.code}
            </Link>
            {voucher.active ? null : <p className="mt-1 inline-block rounded bg-slate-200 px-1.5 py-0.5 text-xs font-bold text-slate-800">Đã lưu trữ</p>}
          </td>
          <td className="px-3 py-2">
            <p className="font-medium text-night-900">{voucher.benefit}</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {voucher.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-sm text-slate-700">
            <p>Từ {momentText(voucher.validFrom)}</p>
            <p>Đến {momentText(voucher.validUntil)}</p>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-right text-sm tabular-nums text-night-900">
            <p>
              {formatCount(voucher.used)} / {limitText(voucher.totalLimit)}
            </p>
            <p className="text-xs text-slate-600">{formatCount(voucher.paid)} đã thanh toán</p>
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-right text-sm text-slate-700">{limitText(voucher.perCustomerLimit)}</td>
        </tr>
      ))}
    </ContentListPage>
  );
}
