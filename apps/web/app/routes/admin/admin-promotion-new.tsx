import { Link } from "react-router";
import type { Route } from "./+types/admin-promotion-new";
import { PromotionEditor } from "#web/features/admin/content/promotion-editor.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Thêm khuyến mãi – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

/** `/admin/promotions/new`: a new promotion, a draft until it is published or scheduled. */
export default function AdminPromotionNew() {
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.promotions()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách khuyến mãi
        </Link>
      </p>
      <h1 id="promotion-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Thêm khuyến mãi
      </h1>
      <div className="mt-6">
        <PromotionEditor promotion={null} />
      </div>
    </div>
  );
}
