import { Link } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import type { Route } from "./+types/admin-home";
import { navFor, ROLE_LABEL } from "#web/features/admin/shell/admin-nav.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { HOME } from "@hancine/contract/home-constants";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { TodayGlance } from "#web/features/admin/glance/today-glance.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Tổng quan – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Today at a glance (decision 086) of `?cinema=` or every cinema of the person's; null when it cannot be read (the links still show). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const cinema = new URL(request.url).searchParams.get("cinema")?.trim() || undefined;
  const overview = await readApi(servicesOf(context).api, "GET /admin/reports/overview", {
    query: cinema ? { cinema } : {},
    timeoutMs: HOME.requestTimeoutMs,
  });
  return { cinema: overview.ok ? cinema : undefined, overview: overview.ok ? overview.result : null };
}

/** The back office's first page: what needs doing, the person's cinemas with their rooms, and the sections they may use. */
export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { user, cinemas } = useAdminSession();
  const sections = navFor(user.role).filter((item) => item.to !== adminPaths.home());
  const canProgram = hasRole(user.role, "manager");
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-night-900">Xin chào, {user.fullName}</h1>
      <p className="mt-1 text-slate-600">
        {ROLE_LABEL[user.role]} ·{" "}
        {user.role === "admin" ? `toàn chuỗi, ${cinemas.length} rạp` : `phụ trách ${cinemas.map((c) => c.name).join(", ") || "chưa có rạp nào"}`}
      </p>
      {loaderData.overview ? (
        <TodayGlance initial={loaderData.overview} cinema={loaderData.cinema} />
      ) : (
        <p className="mt-6 rounded-card border border-slate-200 bg-white p-4 text-sm text-slate-700">
          Chưa tải được số liệu hôm nay. Bạn hãy tải lại trang sau ít phút.
        </p>
      )}
      <h2 className="mt-10 text-xl font-bold text-night-900">Lối tắt</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {sections.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="block h-full rounded-card border border-slate-200 bg-white p-4 hover:border-night-700 hover:shadow-sm">
              <span className="block text-lg font-bold text-night-900">{item.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{item.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-bold text-night-900">{user.role === "admin" ? "Các rạp của chuỗi" : "Rạp của bạn"}</h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cinemas.map((cinema) => (
          <li key={cinema.id} className="rounded-card border border-slate-200 bg-white p-4">
            <h3 className="font-bold text-night-900">{cinema.name}</h3>
            <p className="text-sm text-slate-600">
              {cinema.city} · {cinema.auditoriums.length} phòng · {cinema.auditoriums.reduce((sum, room) => sum + room.seats, 0)} ghế
            </p>
            {canProgram && (
              <p className="mt-3 flex flex-wrap gap-2 text-sm">
                <Link
                  className="rounded-card bg-slate-100 px-3 py-1.5 font-bold text-night-900 hover:bg-slate-200"
                  to={adminPaths.schedule({ cinema: cinema.slug })}
                >
                  Lịch chiếu
                </Link>
                <Link className="rounded-card bg-slate-100 px-3 py-1.5 font-bold text-night-900 hover:bg-slate-200" to={adminPaths.prices(cinema.slug)}>
                  Giá vé
                </Link>
                <Link
                  className="rounded-card bg-slate-100 px-3 py-1.5 font-bold text-night-900 hover:bg-slate-200"
                  to={adminPaths.shifts({ cinema: cinema.slug })}
                >
                  Ca bán vé
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
