import { data, Link } from "react-router";
import { chainDay, formatDayShort, formatTime } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-house-seats";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { HouseSeatsEditor } from "#web/features/admin/house-seats/house-seats-editor.tsx";
import { AdminProblem } from "#web/features/admin/rooms/admin-problem.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { ChevronRightIcon } from "#web/ui/icons.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Ghế giữ cho quầy${loaderData?.showtime ? ` – ${loaderData.showtime.film.name}` : ""} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const [showtime, map] = await Promise.all([
    readApi(api, "GET /showtimes/:id", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs }),
    readApi(api, "GET /box-office/showtimes/:id/seats", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs }),
  ]);
  if (showtime.ok && map.ok) return { showtime: showtime.result, map: map.result, problem: null };
  const failed = !map.ok ? map : !showtime.ok ? showtime : null;
  const status = failed?.status ?? 503;
  return data({ showtime: null, map: null, problem: { status, message: failed?.error?.message ?? "Không tải được suất chiếu này." } }, { status });
}

/** `/admin/showtimes/:id/ghe-giu-cho-quay`: the seats of one showtime kept for the box office (decision 076). */
export default function HouseSeatsPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.showtime) return <AdminProblem status={loaderData.problem.status} message={loaderData.problem.message} />;
  const { showtime, map } = loaderData;
  const schedule = adminPaths.schedule({ cinema: showtime.cinema.slug, date: chainDay(new Date(showtime.startsAt)) });
  return (
    <div className="mx-auto max-w-5xl">
      <nav aria-label="Đường dẫn trang">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to={schedule} className="text-blue-800 underline-offset-2 hover:underline">
              Lịch chiếu {showtime.cinema.name}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRightIcon width={14} height={14} aria-hidden="true" />
            <span aria-current="page" className="text-night-900">
              Ghế giữ cho quầy
            </span>
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-night-900">Ghế giữ cho quầy</h1>
      <p className="mt-1 text-slate-700">
        <strong className="text-night-900">{showtime.film.name}</strong> · {formatTime(showtime.startsAt)} {formatDayShort(showtime.startsAt)} ·{" "}
        {showtime.auditorium.name} · {showtime.format}
      </p>
      <p className="mt-3 max-w-3xl text-slate-700">
        Ghế giữ cho quầy chỉ bán tại quầy vé; trên website chúng hiện là đã có người giữ cho đến giờ mở bán. Đến giờ đó, ghế chưa bán tự mở bán trên website. Bỏ
        chọn một ghế sẽ mở bán ghế đó ngay.
      </p>
      <HouseSeatsEditor key={map.showtimeId} map={map} startsAt={showtime.startsAt} />
    </div>
  );
}
