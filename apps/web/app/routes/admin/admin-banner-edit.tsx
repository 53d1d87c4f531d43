import { data, Link, useLocation } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-banner-edit";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { BannerEditor } from "#web/features/admin/content/banner-editor.tsx";
import { ContentStatusBadge } from "#web/features/admin/content/content-status-badge.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { PageErrorBoundary } from "#web/ui/page-error-boundary.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.banner.copy?.headline ?? "Banner"} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export { PageErrorBoundary as ErrorBoundary };

export async function loader({ context, params }: Route.LoaderArgs) {
  const banner = await readApi(servicesOf(context).api, "GET /admin/banners/:id", { params: { id: params.id }, timeoutMs: HOME.requestTimeoutMs });
  if (banner.status === 404 || banner.status === 400) throw data(null, { status: 404 });
  if (!banner.ok) throw data(null, { status: banner.status === 403 ? 403 : 503 });
  return { banner: banner.result };
}

/** `/admin/banners/:id`: edit a banner, schedule it, publish or archive it. */
export default function AdminBannerEdit({ loaderData }: Route.ComponentProps) {
  const { banner } = loaderData;
  const created = (useLocation().state as { created?: string } | null)?.created;
  return (
    <div className="mx-auto max-w-7xl">
      <p className="text-sm">
        <Link to={adminPaths.banners()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách banner
        </Link>
      </p>
      <h1 id="banner-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Sửa banner: {banner.copy?.headline ?? banner.alt}
      </h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <ContentStatusBadge state={banner.state} />
      </p>
      {created ? (
        <div className="mt-4">
          <FormAlert message={`Đã thêm banner “${created}”.`} tone="success" />
        </div>
      ) : null}
      <div className="mt-6">
        <BannerEditor key={banner.id} banner={banner} />
      </div>
    </div>
  );
}
