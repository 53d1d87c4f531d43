import { useNavigate } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-stock";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { CinemaPicker } from "#web/features/admin/shell/cinema-picker.tsx";
import { toFirstCinema } from "#web/features/admin/shell/first-cinema.server.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { StockLevels } from "#web/features/admin/stock/stock-levels.tsx";
import { StockMovementForm } from "#web/features/admin/stock/stock-movement-form.tsx";
import { StockLedger } from "#web/features/admin/stock/stock-ledger.tsx";
import { StockMenu } from "#web/features/admin/stock/stock-menu.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Tồn kho bắp nước – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** One cinema's stock (`?cinema=`; the person's first cinema when absent). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const slug = new URL(request.url).searchParams.get("cinema");
  const timeoutMs = HOME.requestTimeoutMs;
  if (!slug) return toFirstCinema(api, adminPaths.stock, "Bạn chưa được gán rạp nào nên chưa có tồn kho để xem.", timeoutMs);
  const stock = await readApi(api, "GET /admin/stock", { query: { cinema: slug }, timeoutMs });
  if (!stock.ok)
    return { ok: false as const, refusal: { status: stock.status, message: stock.error?.message ?? "Không tải được tồn kho. Bạn hãy thử lại sau ít phút." } };
  return { ok: true as const, stock: stock.result };
}

export default function AdminStock({ loaderData }: Route.ComponentProps) {
  const { user } = useAdminSession();
  const navigate = useNavigate();
  if (!loaderData.ok) return <AdminRefusal title="Tồn kho" {...loaderData.refusal} />;
  const { stock } = loaderData;
  const canRecord = hasRole(user.role, "manager");
  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Tồn kho bắp nước</h1>
          <p className="mt-1 text-slate-600">{stock.cinema.name}</p>
        </div>
        <CinemaPicker id="stock-cinema" value={stock.cinema.slug} onChoose={(slug) => void navigate(adminPaths.stock(slug))} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid grid-cols-1 content-start gap-6">
          <StockLevels items={stock.items} />
          <StockLedger movements={stock.movements} />
        </div>
        <div className="grid content-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          {canRecord ? (
            <StockMovementForm key={stock.cinema.slug} cinema={stock.cinema.slug} items={stock.items} products={stock.products} />
          ) : (
            <p className="rounded-card border border-slate-200 bg-white p-4 text-sm text-slate-700">Quản lý rạp ghi phiếu nhập hàng, kiểm kê và hủy hàng.</p>
          )}
          <StockMenu products={stock.products} />
        </div>
      </div>
    </div>
  );
}
