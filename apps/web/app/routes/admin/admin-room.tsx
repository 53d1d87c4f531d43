import { useState } from "react";
import { data, Link } from "react-router";
import type { AdminRoom as Room } from "@hancine/contract/back-office-rooms";
import { formatDate, formatTime } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-room";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminProblem } from "#web/features/admin/rooms/admin-problem.tsx";
import { LayoutEditor } from "#web/features/admin/rooms/layout-editor.tsx";
import { RoomSettings } from "#web/features/admin/rooms/room-settings.tsx";
import { ChevronRightIcon } from "#web/ui/icons.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.room ? `Sơ đồ ghế ${loaderData.room.name}, ${loaderData.room.cinema.name}` : "Phòng chiếu"} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const answer = await readApi(api, "GET /admin/auditoriums/:id", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs });
  if (answer.ok) return { room: answer.result, problem: null };
  return data(
    { room: null, problem: { status: answer.status, message: answer.error?.message ?? "Không tải được phòng chiếu này." } },
    { status: answer.status },
  );
}

/** One room: its name and cleaning time, and the seat-layout editor. */
export default function AdminRoomPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.room) return <AdminProblem status={loaderData.problem.status} message={loaderData.problem.message} />;
  return <RoomPage key={loaderData.room.id} initial={loaderData.room} />;
}

function RoomPage({ initial }: { initial: Room }) {
  const [room, setRoom] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const older = room.upcomingShowtimes.onOlderLayouts;
  return (
    <div className="mx-auto max-w-7xl">
      <nav aria-label="Đường dẫn trang">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to={adminPaths.rooms()} className="text-blue-800 underline-offset-2 hover:underline">
              Phòng chiếu
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRightIcon width={14} height={14} aria-hidden="true" />
            <Link to={adminPaths.rooms(room.cinema.slug)} className="text-blue-800 underline-offset-2 hover:underline">
              {room.cinema.name}
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRightIcon width={14} height={14} aria-hidden="true" />
            <span aria-current="page" className="text-night-900">
              {room.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className="text-2xl font-bold text-night-900">Sơ đồ ghế {room.name}</h1>
        <p className="text-sm text-slate-600">
          Sơ đồ số {room.layout.version}, lưu lúc {formatTime(room.layout.createdAt)} ngày {formatDate(room.layout.createdAt)} ·{" "}
          {room.upcomingShowtimes.onCurrentLayout} suất sắp chiếu dùng sơ đồ này
          {older > 0 ? `, ${older} suất vẫn theo sơ đồ cũ` : ""}
        </p>
      </div>
      <p role="status" className="mt-3 text-[15px] empty:hidden">
        {saved ? <span className="block rounded-card border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">{saved}</span> : null}
      </p>
      <div className="mt-4">
        <RoomSettings room={room} onSaved={setRoom} />
      </div>
      <div className="mt-4">
        <LayoutEditor
          key={room.layout.id}
          room={room}
          onSaved={(next) => {
            setRoom(next);
            setSaved(
              `Đã lưu sơ đồ số ${next.layout.version} (${next.layout.counts.total} ghế). Suất chiếu tạo từ bây giờ bán theo sơ đồ này; các suất đã có giữ sơ đồ cũ.`,
            );
          }}
        />
      </div>
    </div>
  );
}
