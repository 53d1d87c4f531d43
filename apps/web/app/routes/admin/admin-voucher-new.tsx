import { Link } from "react-router";
import type { Route } from "./+types/admin-voucher-new";
import { VoucherEditor } from "#web/features/admin/content/voucher-editor.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Thêm voucher – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

/** `/admin/vouchers/new`: a new voucher — its code, rule, validity and limits. */
export default function AdminVoucherNew() {
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.vouchers()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách voucher
        </Link>
      </p>
      <h1 id="voucher-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Thêm voucher
      </h1>
      <div className="mt-6">
        <VoucherEditor voucher={null} />
      </div>
    </div>
  );
}
