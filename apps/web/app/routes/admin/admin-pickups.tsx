import { useNavigate } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-pickups";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { CinemaPicker } from "#web/features/admin/shell/cinema-picker.tsx";
import { toFirstCinema } from "#web/features/admin/shell/first-cinema.server.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { PickupBoard } from "#web/features/admin/pickups/pickup-board.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Bắp nước đặt trước – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** One cinema's pickups of today (`?cinema=`; the person's first cinema when absent). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const slug = new URL(request.url).searchParams.get("cinema");
  const timeoutMs = HOME.requestTimeoutMs;
  if (!slug) return toFirstCinema(api, adminPaths.pickups, "Bạn chưa được gán rạp nào nên chưa có đơn bắp nước để xem.", timeoutMs);
  const pickups = await readApi(api, "GET /box-office/pickups", { query: { cinema: slug }, timeoutMs });
  if (!pickups.ok)
    return {
      ok: false as const,
      refusal: { status: pickups.status, message: pickups.error?.message ?? "Không tải được đơn bắp nước. Bạn hãy thử lại sau ít phút." },
    };
  return { ok: true as const, cinema: slug, pickups: pickups.result };
}

export default function AdminPickups({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  if (!loaderData.ok) return <AdminRefusal title="Bắp nước đặt trước" {...loaderData.refusal} />;
  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Bắp nước đặt trước</h1>
          <p className="mt-1 text-slate-600">Đơn đã thanh toán hôm nay, theo giờ khách nhận.</p>
        </div>
        <CinemaPicker id="pickups-cinema" value={loaderData.cinema} onChoose={(slug) => void navigate(adminPaths.pickups(slug))} />
      </div>
      <PickupBoard key={loaderData.cinema} cinema={loaderData.cinema} initial={loaderData.pickups} />
    </div>
  );
}
