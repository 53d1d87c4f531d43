import { useLocation } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-sale-event";
import { servicesOf } from "#web/page-services.ts";
import { SaleEventsBackLink } from "#web/features/admin/sale-events/sale-events-back-link.tsx";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { SaleEventLive } from "#web/features/admin/sale-events/sale-event-live.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.event?.name ?? "Đợt mở bán"} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context, params }: Route.LoaderArgs) {
  const answer = await readApi(servicesOf(context).api, "GET /admin/sale-events/:id", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs });
  if (!answer.ok)
    return {
      event: null,
      refusal: { status: answer.status, message: answer.error?.message ?? "Chưa tải được đợt mở bán này. Bạn hãy tải lại trang sau ít phút." },
    };
  return { event: answer.result, refusal: null };
}

/** `/admin/sale-events/:id`: one sale event live — the queue's numbers, the rate, pause, resume, end. */
export default function AdminSaleEvent({ loaderData }: Route.ComponentProps) {
  const { event, refusal } = loaderData;
  const created = (useLocation().state as { created?: string } | null)?.created ?? null;
  if (!event) return <AdminRefusal title="Đợt mở bán" status={refusal.status} message={refusal.message} />;
  return (
    <div className="mx-auto max-w-6xl">
      <SaleEventsBackLink />
      <h1 className="mt-1 text-2xl font-bold text-night-900">{event.name}</h1>
      <p className="text-slate-700">Phim {event.film.name}</p>
      <div className="mt-5">
        <SaleEventLive key={event.id} initial={event} created={created} />
      </div>
    </div>
  );
}
