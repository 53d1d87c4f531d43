import { Link } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import type { Route } from "./+types/admin-home";
import { navFor, ROLE_LABEL } from "#web/features/admin/shell/admin-nav.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Tổng quan – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

/** The back office's first page: the person's cinemas with their rooms, and the sections they may use. */
export default function AdminHome() {
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
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
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
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
