import { Link } from "react-router";
import type { Route } from "./+types/admin-banner-new";
import { BannerEditor } from "#web/features/admin/content/banner-editor.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Thêm banner – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

/** `/admin/banners/new`: a new banner, a draft until it is published or scheduled. */
export default function AdminBannerNew() {
  return (
    <div className="mx-auto max-w-7xl">
      <p className="text-sm">
        <Link to={adminPaths.banners()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách banner
        </Link>
      </p>
      <h1 id="banner-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Thêm banner
      </h1>
      <div className="mt-6">
        <BannerEditor banner={null} />
      </div>
    </div>
  );
}
