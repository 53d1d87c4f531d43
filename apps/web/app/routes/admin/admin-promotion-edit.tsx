import { data, Link, useLocation } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-promotion-edit";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { ContentStatusBadge } from "#web/features/admin/content/content-status-badge.tsx";
import { PromotionEditor } from "#web/features/admin/content/promotion-editor.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { PageErrorBoundary } from "#web/ui/page-error-boundary.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.promotion.title ?? "Khuyến mãi"} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export { PageErrorBoundary as ErrorBoundary };

export async function loader({ context, params }: Route.LoaderArgs) {
  const promotion = await readApi(servicesOf(context).api, "GET /admin/promotions/:id", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs });
  if (promotion.status === 404 || promotion.status === 400) throw data(null, { status: 404 });
  if (!promotion.ok) throw data(null, { status: promotion.status === 403 ? 403 : 503 });
  return { promotion: promotion.result };
}

/** `/admin/promotions/:id`: edit, schedule, publish or archive a promotion. */
export default function AdminPromotionEdit({ loaderData }: Route.ComponentProps) {
  const { promotion } = loaderData;
  const created = (useLocation().state as { created?: string } | null)?.created;
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.promotions()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách khuyến mãi
        </Link>
      </p>
      <h1 id="promotion-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Sửa khuyến mãi: {promotion.title}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <ContentStatusBadge state={promotion.state} />
      </p>
      {created ? (
        <div className="mt-4">
          <FormAlert message={`Đã thêm khuyến mãi “${created}”.`} tone="success" />
        </div>
      ) : null}
      <div className="mt-6">
        <PromotionEditor key={promotion.id} promotion={promotion} />
      </div>
    </div>
  );
}
