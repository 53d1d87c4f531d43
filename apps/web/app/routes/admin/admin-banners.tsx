import { useState } from "react";
import { useRevalidator } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-banners";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { apiListQuery, listQueryOf } from "#web/features/admin/content/content-list-controls.tsx";
import { ContentListPage, EditLink } from "#web/features/admin/content/content-list-page.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { ContentStatusBadge } from "#web/features/admin/content/content-status-badge.tsx";
import { momentText } from "#web/features/admin/content/moment-text.ts";
import { ContentListUnavailable } from "#web/features/admin/content/content-list-unavailable.tsx";
import { ChevronDownIcon } from "#web/ui/icons.tsx";
import { ChevronUpIcon } from "#web/ui/more-icons.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Banner – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQueryOf(request);
  const answer = await readApi(servicesOf(context).api, "GET /admin/banners", { query: apiListQuery(query), timeoutMs: HOME.requestTimeoutMs });
  return { list: answer.ok ? answer.result : null, q: query.q, denied: answer.status === 403 };
}

/** When a banner shows: "Từ … đến …", or always. */
function windowText(publishAt: string | null, unpublishAt: string | null): string {
  if (!publishAt && !unpublishAt) return "Luôn hiện khi đăng";
  return [publishAt && `Từ ${momentText(publishAt)}`, unpublishAt && `đến ${momentText(unpublishAt)}`].filter(Boolean).join(" ");
}

/** `/admin/banners` (Nội dung › Banner): the home page's banners in carousel order, with their status and when they show. */
export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  const { list, q, denied } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState("");
  const [moving, setMoving] = useState<string | null>(null);

  if (denied || !list) {
    return <ContentListUnavailable title="Banner" what="banner" denied={denied} />;
  }
  const banners = list.items;

  const move = async (id: string, to: number, label: string) => {
    setMoving(id);
    const answer = await callApi("PATCH /admin/banners/:id", { params: { id }, body: { position: to } });
    setMoving(null);
    setNotice(answer.ok ? `Đã chuyển “${label}” lên vị trí ${to + 1}.` : answer.error.message);
    await revalidator.revalidate();
    // The button pressed may have moved: keep the keyboard on the banner's row.
    document
      .getElementById(`banner-row-${id}`)
      ?.querySelector<HTMLElement>(to === 0 ? "[data-move=down]" : "[data-move=up]")
      ?.focus();
  };

  return (
    <ContentListPage
      title="Banner trang chủ"
      lead={
        <>
          <p className="text-slate-600">Thứ tự trên trang chủ từ trên xuống. Banner hẹn giờ tự hiện đúng lúc, không cần ai trực.</p>
          {q ? <p className="text-sm text-slate-600">Đang lọc theo “{q}”: bỏ tìm kiếm để đổi thứ tự.</p> : null}
        </>
      }
      add={{ to: adminPaths.newBanner(), label: "+ Thêm banner" }}
      search={{ id: "banners-search", label: "Tìm banner theo chữ, mô tả ảnh hoặc liên kết", placeholder: "Tìm theo tiêu đề, mô tả ảnh, liên kết" }}
      caption="Banner trang chủ theo thứ tự hiển thị"
      minWidth="min-w-[44rem]"
      columns={[
        { label: "Thứ tự" },
        { label: "Banner" },
        { label: "Trạng thái" },
        { label: "Thời gian hiển thị" },
        { label: "Thao tác", end: true, nowrap: true },
      ]}
      noun="banner"
      list={list}
      q={q}
      status={notice}
      reloading={revalidator.state === "loading"}
      empty="Chưa có banner nào. Trang chủ đang dùng 5 banner dựng sẵn."
    >
      {banners.map((banner, shown) => {
        const label = banner.copy?.headline ?? banner.alt;
        // The place in the whole carousel (this page may not be the first); moving is for the unfiltered list.
        const i = (list!.page - 1) * list!.pageSize + shown;
        const fixed = q !== "";
        return (
          <tr key={banner.id} id={`banner-row-${banner.id}`} className="border-b border-slate-100 last:border-0">
            <td className="px-3 py-2">
              <div className="flex items-center gap-1">
                <span className="w-6 text-center font-bold text-night-900">{i + 1}</span>
                <button
                  type="button"
                  data-move="up"
                  disabled={fixed || i === 0 || moving !== null}
                  onClick={() => void move(banner.id, i - 1, label)}
                  aria-label={`Chuyển “${label}” lên trên`}
                  className="inline-flex size-9 items-center justify-center rounded-card border border-slate-300 text-night-900 hover:bg-slate-100 disabled:opacity-40"
                >
                  <ChevronUpIcon width={18} height={18} />
                </button>
                <button
                  type="button"
                  data-move="down"
                  disabled={fixed || i === list!.total - 1 || moving !== null}
                  onClick={() => void move(banner.id, i + 1, label)}
                  aria-label={`Chuyển “${label}” xuống dưới`}
                  className="inline-flex size-9 items-center justify-center rounded-card border border-slate-300 text-night-900 hover:bg-slate-100 disabled:opacity-40"
                >
                  <ChevronDownIcon width={18} height={18} />
                </button>
              </div>
            </td>
            <td className="px-3 py-2">
              <div className="flex items-center gap-3">
                <img src={banner.image} alt="" width={168} height={72} className="h-12 w-28 shrink-0 rounded object-cover" loading="lazy" />
                <div className="min-w-0">
                  <p className="font-bold text-night-900">{label}</p>
                  <p className="max-w-[18rem] truncate text-sm text-slate-600">{banner.link ?? "Không có liên kết"}</p>
                </div>
              </div>
            </td>
            <td className="px-3 py-2">
              <ContentStatusBadge state={banner.state} />
            </td>
            <td className="px-3 py-2 text-sm text-slate-700">{windowText(banner.publishAt, banner.unpublishAt)}</td>
            <td className="px-3 py-2 text-right">
              <EditLink to={adminPaths.banner(banner.id)} name={label} />
            </td>
          </tr>
        );
      })}
    </ContentListPage>
  );
}
