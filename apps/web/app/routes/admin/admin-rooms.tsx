import { data, Form, Link, useLocation } from "react-router";
import { formatDate } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-rooms";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { AdminProblem } from "#web/features/admin/rooms/admin-problem.tsx";
import { ToolSwatch } from "#web/features/admin/rooms/cell-look.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { CinemaHours } from "#web/features/admin/rooms/cinema-hours.tsx";
import { openingHoursText } from "#web/features/admin/occupancy/occupancy-format.ts";
import { DEFAULT_CLOSES, DEFAULT_OPENS } from "@hancine/contract/cinema-opening-hours";

export const meta: Route.MetaFunction = () => [{ title: "Phòng chiếu – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const cinema = new URL(request.url).searchParams.get("cinema") ?? undefined;
  const answer = await readApi(api, "GET /admin/auditoriums", { query: { cinema }, timeoutMs: HOME.requestTimeoutMs });
  if (answer.ok) return { cinemas: answer.result, problem: null };
  return data(
    { cinemas: [], problem: { status: answer.status, message: answer.error?.message ?? "Không tải được danh sách phòng chiếu." } },
    { status: answer.status },
  );
}

const TYPES = [
  { key: "standard", label: "Thường" },
  { key: "vip", label: "VIP" },
  { key: "couple", label: "Đôi" },
  { key: "wheelchair", label: "Xe lăn" },
] as const;

/** Every room of the person's cinemas: seats by type, cleaning time, layout version, and the way to its editor. */
export default function AdminRooms({ loaderData }: Route.ComponentProps) {
  const { cinemas, problem } = loaderData;
  const session = useAdminSession();
  const search = new URLSearchParams(useLocation().search);
  if (problem) return <AdminProblem status={problem.status} message={problem.message} />;
  const roomCount = cinemas.reduce((sum, cinema) => sum + cinema.rooms.length, 0);
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Phòng chiếu</h1>
          <p className="mt-1 text-slate-600">
            {cinemas.length} rạp · {roomCount} phòng. Sơ đồ ghế mới áp dụng cho suất chiếu tạo sau khi lưu; ghế đã bán không đổi chỗ.
          </p>
        </div>
        {session.cinemas.length > 1 ? (
          <Form method="get" className="flex items-end gap-2">
            <div>
              <label htmlFor="rooms-cinema" className="mb-1.5 block text-sm font-medium text-slate-800">
                Rạp
              </label>
              <select
                id="rooms-cinema"
                name="cinema"
                defaultValue={search.get("cinema") ?? ""}
                className="h-11 rounded-card border border-slate-300 bg-white px-3 text-[15px] text-slate-900"
              >
                <option value="">Tất cả rạp</option>
                {session.cinemas.map((cinema) => (
                  <option key={cinema.slug} value={cinema.slug}>
                    {cinema.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              Xem
            </button>
          </Form>
        ) : null}
      </div>

      {cinemas.length === 0 ? <p className="mt-8 rounded-card bg-white p-6 text-slate-700">Bạn chưa phụ trách rạp nào có phòng chiếu.</p> : null}

      {cinemas.map((cinema) => (
        <section key={cinema.id} aria-labelledby={`cinema-${cinema.slug}`} className="mt-8">
          <h2 id={`cinema-${cinema.slug}`} className="text-lg font-bold text-night-900">
            {cinema.name} <span className="text-base font-normal text-slate-600">· {cinema.city}</span>
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Giờ mở cửa: {cinema.openingHours ? openingHoursText(cinema.openingHours) : `chưa khai báo (theo giờ mặc định ${DEFAULT_OPENS}–${DEFAULT_CLOSES})`}
          </p>
          <CinemaHours cinema={cinema} hours={cinema.openingHours} />
          <div className="mt-3 relative overflow-x-auto rounded-card border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm md:min-w-[40rem]">
              <caption className="sr-only">Phòng chiếu của {cinema.name}: số ghế theo loại, thời gian dọn phòng và sơ đồ</caption>
              <thead className="whitespace-nowrap border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-bold">
                    Phòng
                  </th>
                  {TYPES.map((type) => (
                    // On a phone the seats by type give way to the total and the editor's button (no sideways scrolling to reach it).
                    <th key={type.key} scope="col" className="hidden px-2 py-2.5 text-right font-bold md:table-cell">
                      <span className="inline-flex items-center gap-1.5">
                        <ToolSwatch tool={type.key} />
                        {type.label}
                      </span>
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2.5 text-right font-bold">
                    Tổng
                  </th>
                  <th scope="col" className="px-2 py-2.5 text-right font-bold">
                    Dọn phòng
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-bold">
                    <span className="sr-only">Sơ đồ ghế</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {cinema.rooms.map((room) => (
                  <tr key={room.id} className="hover:bg-slate-50">
                    <th scope="row" className="px-3 py-3 font-bold text-night-900 md:px-4">
                      {room.name}
                      <span className="block text-xs font-normal text-slate-600 md:whitespace-nowrap">
                        Sơ đồ số {room.layoutVersion} · {formatDate(room.layoutCreatedAt)}
                      </span>
                    </th>
                    {TYPES.map((type) => (
                      <td key={type.key} className="hidden px-2 py-3 text-right tabular-nums text-slate-800 md:table-cell">
                        {room.counts[type.key] || <span className="text-slate-500">–</span>}
                      </td>
                    ))}
                    <td className="px-2 py-3 text-right font-bold tabular-nums text-night-900">
                      {room.counts.total}
                      {room.counts.blocked > 0 ? (
                        <span className="block whitespace-nowrap text-xs font-normal text-amber-900">{room.counts.blocked} đang chặn</span>
                      ) : null}
                    </td>
                    <td className="px-2 py-3 text-right tabular-nums text-slate-800">{room.cleaningMinutes} phút</td>
                    <td className="px-3 py-3 text-right md:px-4">
                      <Link
                        to={adminPaths.room(room.id)}
                        className={buttonClass("secondary", "whitespace-nowrap", "sm")}
                        aria-label={`Sửa sơ đồ ${room.name}, ${cinema.name}`}
                      >
                        Sửa sơ đồ
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
