import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import { chainDay } from "@hancine/contract/format";
import type { Route } from "./+types/schedule";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { Scheduler } from "#web/features/admin/schedule/scheduler.tsx";
import { paths } from "#web/features/site/paths.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Lịch chiếu${loaded ? ` ${loaded.day.cinema.name}` : ""} – Quản trị HanCine` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const isDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * `/admin/schedule?cinema=<slug>&date=YYYY-MM-DD`: one cinema's day. Without a cinema or a valid day
 * it opens the person's first cinema, today (the chain's day).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const url = new URL(request.url);
  const cinema = url.searchParams.get("cinema");
  const date = url.searchParams.get("date");
  const now = new Date();
  if (!cinema || !isDay(date)) {
    let slug = cinema;
    if (!slug) {
      const cinemas = await readApi(api, "GET /admin/cinemas", { timeoutMs: HOME.requestTimeoutMs });
      slug = cinemas.ok ? (cinemas.result[0]?.slug ?? null) : null;
    }
    if (!slug) throw data({ reason: "no-cinema" as const }, { status: 404 });
    throw redirect(adminPaths.schedule({ cinema: slug, date: isDay(date) ? date : chainDay(now) }));
  }
  const answer = await readApi(api, "GET /admin/schedule", { query: { cinema, date }, timeoutMs: HOME.requestTimeoutMs * 2 });
  if (answer.status === 401) throw redirect(paths.login(url.pathname + url.search));
  if (answer.status === 403) throw data({ reason: "forbidden" as const }, { status: 403 });
  if (answer.status === 404) throw data({ reason: "unknown-cinema" as const }, { status: 404 });
  if (!answer.ok) throw data({ reason: "unavailable" as const }, { status: 503 });
  return { day: answer.result, renderedAt: now.toISOString() };
}

export default function SchedulePage({ loaderData }: Route.ComponentProps) {
  const { cinemas } = useAdminSession();
  return <Scheduler day={loaderData.day} cinemas={cinemas} renderedAt={loaderData.renderedAt} />;
}

const REASONS: Record<string, string> = {
  forbidden: "Bạn không có quyền xếp lịch chiếu ở rạp này. Lịch chiếu dành cho quản lý của rạp và quản trị chuỗi.",
  "unknown-cinema": "Không tìm thấy rạp này.",
  "no-cinema": "Bạn chưa được giao rạp nào. Hãy nhờ quản trị chuỗi thêm rạp cho tài khoản của bạn.",
};

export function ErrorBoundary() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "reason" in error.data ? String(error.data.reason) : "";
  return (
    <div className="mx-auto max-w-xl rounded-card border border-slate-300 bg-white p-6">
      <h1 className="text-xl font-bold text-night-900">Lịch chiếu</h1>
      <p className="mt-2 text-slate-700">{REASONS[reason] ?? "Chưa tải được lịch chiếu. Bạn hãy thử tải lại trang sau ít phút."}</p>
      <Link to={adminPaths.home()} className="mt-4 inline-block font-bold text-blue-700 underline underline-offset-2">
        Về trang tổng quan
      </Link>
    </div>
  );
}
