import { useState } from "react";
import { useNavigate } from "react-router";
import { hasRole } from "@hancine/contract/auth";
import { chainDay } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-prices";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { CinemaPicker } from "#web/features/admin/shell/cinema-picker.tsx";
import { toFirstCinema } from "#web/features/admin/shell/first-cinema.server.ts";
import { HolidayCalendar } from "#web/features/admin/prices/holiday-calendar.tsx";
import { PriceEditor } from "#web/features/admin/prices/price-editor.tsx";
import { PriceQuoteForm } from "#web/features/admin/prices/price-quote.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Giá vé và ngày lễ – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** One cinema's price table (`?cinema=`; the person's first cinema when absent) and the year's holidays. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const slug = new URL(request.url).searchParams.get("cinema");
  const timeoutMs = HOME.requestTimeoutMs;
  if (!slug) return toFirstCinema(api, adminPaths.prices, "Bạn chưa được gán rạp nào nên chưa có bảng giá để xem.", timeoutMs);
  const now = new Date().toISOString();
  const year = chainDay(now).slice(0, 4);
  const [table, holidays] = await Promise.all([
    readApi(api, "GET /admin/cinemas/:slug/prices", { params: { slug }, timeoutMs }),
    readApi(api, "GET /admin/holidays", { query: { year }, timeoutMs }),
  ]);
  if (!table.ok)
    return { ok: false as const, refusal: { status: table.status, message: table.error?.message ?? "Không tải được bảng giá. Bạn hãy thử lại sau ít phút." } };
  return { ok: true as const, table: table.result, holidays: holidays.ok ? holidays.result : [], year: Number(year), now };
}

export default function AdminPrices({ loaderData }: Route.ComponentProps) {
  const { user } = useAdminSession();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  if (!loaderData.ok) return <AdminRefusal title="Giá vé" {...loaderData.refusal} />;
  const { table, holidays, year, now } = loaderData;
  const choose = (slug: string) => {
    if (dirty && !window.confirm("Bảng giá đang có thay đổi chưa lưu. Bỏ các thay đổi đó và sang rạp khác?")) return;
    void navigate(adminPaths.prices(slug));
  };
  return (
    <div className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Giá vé và ngày lễ</h1>
          <p className="mt-1 text-slate-600">{table.cinema.name}</p>
        </div>
        <CinemaPicker id="price-cinema" value={table.cinema.slug} onChoose={choose} />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <PriceEditor key={table.cinema.slug} table={table} onDirtyChange={setDirty} />
        <div className="grid content-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <PriceQuoteForm key={table.cinema.slug} table={table} now={now} unsaved={dirty} />
          <HolidayCalendar initial={holidays} year={year} canEdit={hasRole(user.role, "admin")} />
        </div>
      </div>
    </div>
  );
}
