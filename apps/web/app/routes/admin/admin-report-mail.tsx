import { REPORT_FREQUENCIES } from "@hancine/contract/film-hire";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-report-mail";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { ReportSubscriptionCard } from "#web/features/admin/film-hire/report-subscription-card.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Báo cáo qua e-mail – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await readApi(servicesOf(context).api, "GET /admin/report-subscriptions", { timeoutMs: HOME.requestTimeoutMs });
  if (!answer.ok) return { ok: false as const, refusal: { status: answer.status, message: answer.error?.message ?? "Không tải được các đăng ký." } };
  return { ok: true as const, subscriptions: answer.result };
}

/** `/admin/bao-cao-qua-email`: a manager's or admin's own sales reports by e-mail (decision 087). */
export default function AdminReportMail({ loaderData }: Route.ComponentProps) {
  const { user, cinemas } = useAdminSession();
  if (!loaderData.ok) return <AdminRefusal title="Báo cáo qua e-mail" {...loaderData.refusal} />;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-night-900">Báo cáo qua e-mail</h1>
      <p className="mt-1 text-slate-600">Báo cáo doanh thu gửi tới {user.email} vào giờ bạn chọn, theo giờ Việt Nam. Mỗi e-mail có đường dẫn để huỷ nhận.</p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {REPORT_FREQUENCIES.map((frequency) => (
          <ReportSubscriptionCard
            key={frequency}
            frequency={frequency}
            subscription={loaderData.subscriptions.find((s) => s.frequency === frequency) ?? null}
            cinemas={cinemas}
            allLabel={user.role === "admin" ? "Cả chuỗi" : "Tất cả rạp của tôi"}
          />
        ))}
      </div>
    </div>
  );
}
