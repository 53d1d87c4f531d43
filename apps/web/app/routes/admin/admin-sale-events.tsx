import { Link } from "react-router";
import { formatCount } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-sale-events";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { momentText } from "#web/features/admin/content/moment-text.ts";
import { SaleEventStatusBadge } from "#web/features/admin/sale-events/sale-event-status.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Phòng chờ mở bán – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await readApi(servicesOf(context).api, "GET /admin/sale-events", { timeoutMs: HOME.requestTimeoutMs });
  if (!answer.ok)
    return {
      events: null,
      refusal: { status: answer.status, message: answer.error?.message ?? "Chưa tải được danh sách đợt mở bán. Bạn hãy tải lại trang sau ít phút." },
    };
  return { events: answer.result, refusal: null };
}

const th = "whitespace-nowrap px-3 py-2.5 font-bold";
const num = "whitespace-nowrap px-3 py-2 text-right tabular-nums";

/** `/admin/sale-events` (Phòng chờ): the premiere-day sales through the waiting room, open ones first; each opens its live screen. */
export default function AdminSaleEvents({ loaderData }: Route.ComponentProps) {
  const { events, refusal } = loaderData;
  const { user } = useAdminSession();
  if (!events) return <AdminRefusal title="Phòng chờ mở bán" status={refusal.status} message={refusal.message} />;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Phòng chờ mở bán</h1>
          <p className="max-w-3xl text-slate-600">
            Ngày công chiếu phim “bom tấn”, khách vào hàng chờ và được cho vào chọn ghế theo tốc độ bạn đặt.{" "}
            {user.role === "admin" ? "Bạn thấy các đợt của cả chuỗi." : "Bạn thấy các đợt có suất chiếu ở rạp mình phụ trách."}
          </p>
        </div>
        <Link to={adminPaths.newSaleEvent()} className={buttonClass("primary")}>
          + Tạo đợt mở bán
        </Link>
      </div>
      {events.length === 0 ? (
        <p className="mt-5 rounded-card border border-slate-200 bg-white p-4 text-slate-700">
          Chưa có đợt mở bán nào. Bấm “Tạo đợt mở bán” để mở bán một phim qua phòng chờ.
        </p>
      ) : (
        <div className="mt-5 relative overflow-x-auto rounded-card border border-slate-200 bg-white">
          <table className="w-full min-w-[44rem] text-left text-[15px]">
            <caption className="sr-only">Các đợt mở bán, đợt chưa kết thúc trước, theo giờ mở bán</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className={th}>
                  Đợt mở bán
                </th>
                <th scope="col" className={th}>
                  Mở bán lúc
                </th>
                <th scope="col" className={th}>
                  Trạng thái
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Người/phút
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Đang chờ
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Đã vào
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Đang mua
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Đã mua
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} className="border-b border-slate-100 align-top last:border-0">
                  <td className="px-3 py-2">
                    <Link to={adminPaths.saleEvent(event.id)} className="inline-flex min-h-6 items-center font-bold text-blue-800 underline underline-offset-2">
                      {event.name}
                    </Link>
                    <p className="text-sm text-slate-700">{event.film.name}</p>
                    <p className="text-xs text-slate-600">
                      {formatCount(event.showtimeIds.length)} suất · {event.cinemas.map((c) => c.name).join(", ") || "Chưa có suất"}
                    </p>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums text-night-900">
                    {momentText(event.opensAt).split(" ")[0]} <span className="block font-bold">{momentText(event.opensAt).split(" ")[1]}</span>
                  </td>
                  <td className="px-3 py-2">
                    <SaleEventStatusBadge status={event.status} />
                  </td>
                  <td className={num}>{formatCount(event.ratePerMinute)}</td>
                  <td className={num}>{formatCount(event.counts.waiting)}</td>
                  <td className={num}>{formatCount(event.counts.admitted)}</td>
                  <td className={num}>{formatCount(event.counts.buying)}</td>
                  <td className={num}>{formatCount(event.counts.done)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
