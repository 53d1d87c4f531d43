import { data, Link, useLocation } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-voucher-edit";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { VoucherEditor } from "#web/features/admin/content/voucher-editor.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { PageErrorBoundary } from "#web/ui/page-error-boundary.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Voucher ${loaderData?.voucher.code ?? ""} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export { PageErrorBoundary as ErrorBoundary };

export async function loader({ context, params }: Route.LoaderArgs) {
  const voucher = await readApi(servicesOf(context).api, "GET /admin/vouchers/:id", { params: { id: params.code }, timeoutMs: HOME.requestTimeoutMs });
  if (voucher.status === 404 || voucher.status === 400) throw data(null, { status: 404 });
  if (!voucher.ok) throw data(null, { status: voucher.status === 403 ? 403 : 503 });
  return { voucher: voucher.result };
}

/** `/admin/vouchers/:code`: change a voucher's rule, validity and limits, or archive it. */
export default function AdminVoucherEdit({ loaderData }: Route.ComponentProps) {
  const { voucher } = loaderData;
  const created = (useLocation().state as { created?: string } | null)?.created;
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.vouchers()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách voucher
        </Link>
      </p>
      <h1 id="voucher-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Sửa voucher {voucher.code}
      </h1>
      {created ? (
        <div className="mt-4">
          <FormAlert message={`Đã thêm voucher ${created}. Khách dùng được ngay trong thời gian hiệu lực.`} tone="success" />
        </div>
      ) : null}
      <div className="mt-6">
        <VoucherEditor key={voucher.code} voucher={voucher} />
      </div>
    </div>
  );
}
