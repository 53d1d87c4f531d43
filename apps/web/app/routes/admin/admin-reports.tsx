import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { chainDayFrom } from "@hancine/contract/chain-clock";
import { dayMonthYearFromIso, formatCount, formatTime, formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import { SALES_CHANNEL_LABELS, WEEKDAY_LABELS, type SalesRow } from "@hancine/contract/back-office-reports";
import type { Route } from "./+types/admin-reports";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { HeatMap } from "#web/features/admin/reports/heat-map.tsx";
import { KpiCards } from "#web/features/admin/reports/kpi-cards.tsx";
import { dayParam, formatPercent, formatReportDay } from "#web/features/admin/reports/report-format.ts";
import { ReportSection, ReportTableView } from "#web/features/admin/reports/report-section.tsx";
import { CinemaAndDaysFields } from "#web/features/admin/reports/cinema-and-days-fields.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { lazyPart } from "#web/ui/lazy-part.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Báo cáo doanh thu – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The charts' code (recharts) is fetched by this screen only, once it is on the screen. */
const ReportChart = lazyPart(() => import("#web/features/admin/reports/report-charts.tsx").then((m) => m.ReportChart));

/** The dashboard of `?cinema=&from=&to=` (days dd/mm/yyyy or YYYY-MM-DD); by default the last 30 days of every cinema of the person's. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const now = new Date();
  const range = {
    from: dayParam(params.get("from")?.trim() || chainDayFrom(now, -29)),
    to: dayParam(params.get("to")?.trim() || chainDayFrom(now, 0)),
    cinema: params.get("cinema")?.trim() || undefined,
  };
  const answer = await readApi(servicesOf(context).api, "GET /admin/reports/dashboard", { query: range, timeoutMs: HOME.requestTimeoutMs * 3 });
  if (!answer.ok && answer.status !== 400) {
    return { ok: false as const, refusal: { status: answer.status, message: answer.error?.message ?? "Không tải được báo cáo." } };
  }
  return {
    ok: true as const,
    range,
    dashboard: answer.ok ? answer.result : null,
    problem: answer.ok ? null : (Object.values(answer.error?.fields ?? {})[0] ?? answer.error?.message ?? null),
  };
}

const money = formatVnd;
const salesRows = (rows: SalesRow[], first: (row: SalesRow) => string) =>
  rows.map((r) => [first(r), formatCount(r.tickets), money(r.revenue), formatPercent(r.occupancy), money(r.concessionRevenue)]);
const SALES_HEADERS = ["Vé", "Doanh thu", "Lấp đầy", "Bắp nước"];

/** Charts draw in the browser only: the server sends the tables, the charts' code comes after. */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}

/** Today's seats sold change while the page is open: read them again every minute while it is visible. */
function useRefreshEveryMinute() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, 60_000);
    return () => window.clearInterval(timer);
  }, [revalidator]);
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { user, cinemas } = useAdminSession();
  const inBrowser = useInBrowser();
  useRefreshEveryMinute();
  if (!loaderData.ok) return <AdminRefusal title="Báo cáo" {...loaderData.refusal} />;
  const { range, dashboard, problem } = loaderData;
  const chart = (node: ReactNode, height: number) => (inBrowser ? node : <div style={{ height }} />);
  const quick = (days: number) => adminPaths.reports({ cinema: range.cinema, from: chainDayFrom(new Date(), -(days - 1)), to: chainDayFrom(new Date(), 0) });
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-bold text-night-900">Báo cáo doanh thu</h1>
      <p className="mt-1 text-slate-600">
        Vé và tiền của các đơn đã thanh toán, đã trừ đơn hoàn tiền; ngày và giờ theo giờ Việt Nam, theo giờ bắt đầu suất chiếu.{" "}
        {user.role === "admin" ? "Bạn xem được cả chuỗi." : "Bạn xem các rạp mình phụ trách."}
      </p>

      <Form
        key={JSON.stringify(range)}
        method="get"
        aria-label="Chọn rạp và khoảng ngày"
        className="mt-5 grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <CinemaAndDaysFields idPrefix="report" value={range} cinemas={cinemas} wholeChain={user.role === "admin"} />
        <div className="flex flex-wrap items-start gap-2 sm:pt-[1.625rem]">
          <button type="submit" className={buttonClass("secondary", "h-11")}>
            Xem báo cáo
          </button>
        </div>
        <nav aria-label="Khoảng ngày nhanh" className="flex flex-wrap gap-2 text-sm sm:col-span-2 lg:col-span-4">
          {[7, 30, 90, 365].map((days) => (
            <Link key={days} to={quick(days)} className="rounded-full border border-slate-300 px-3 py-1 text-night-900 hover:bg-slate-100">
              {days} ngày qua
            </Link>
          ))}
        </nav>
      </Form>

      <div className="mt-4">
        <FormAlert message={problem} />
      </div>

      {dashboard ? (
        <div className="mt-4 grid gap-4">
          <p className="text-sm text-slate-700" aria-live="polite">
            {dashboard.cinema?.name ?? (user.role === "admin" ? "Cả chuỗi" : "Các rạp của tôi")}, từ {dayMonthYearFromIso(dashboard.from)} đến{" "}
            {dayMonthYearFromIso(dashboard.to)}
          </p>
          <KpiCards kpis={dashboard.kpis} />

          <ReportSection title="Doanh thu theo ngày" table="day" range={range} chart={chart(<ReportChart kind="day" rows={dashboard.byDay} />, 260)}>
            <ReportTableView
              caption="Doanh thu theo ngày"
              headers={["Ngày", ...SALES_HEADERS]}
              rows={salesRows(dashboard.byDay, (r) => formatReportDay(r.key))}
            />
          </ReportSection>

          <div className="grid gap-4 lg:grid-cols-2">
            <ReportSection
              title="Theo phim"
              description="Biểu đồ: 15 phim doanh thu cao nhất; bảng có đủ."
              table="film"
              range={range}
              chart={chart(<ReportChart kind="bars" name="Phim" rows={dashboard.byFilm} />, 200)}
            >
              <ReportTableView caption="Doanh thu theo phim" headers={["Phim", ...SALES_HEADERS]} rows={salesRows(dashboard.byFilm, (r) => r.label)} />
            </ReportSection>
            <ReportSection title="Theo rạp" table="cinema" range={range} chart={chart(<ReportChart kind="bars" name="Rạp" rows={dashboard.byCinema} />, 200)}>
              <ReportTableView caption="Doanh thu theo rạp" headers={["Rạp", ...SALES_HEADERS]} rows={salesRows(dashboard.byCinema, (r) => r.label)} />
            </ReportSection>
          </div>

          <ReportSection title="Tỉ lệ lấp đầy theo thứ và giờ chiếu" table="heatmap" range={range} chart={<HeatMap cells={dashboard.heatmap} />}>
            <ReportTableView
              caption="Tỉ lệ lấp đầy theo thứ và giờ bắt đầu"
              headers={["Thứ, giờ", "Suất chiếu", "Vé", "Lấp đầy"]}
              rows={dashboard.heatmap.map((c) => [
                `${WEEKDAY_LABELS[c.weekday]}, ${String(c.hour).padStart(2, "0")}:00`,
                formatCount(c.showtimes),
                formatCount(c.tickets),
                formatPercent(c.occupancy),
              ])}
            />
          </ReportSection>

          <div className="grid gap-4 lg:grid-cols-2">
            <ReportSection title="Kênh bán" description="Website và bán tại quầy (đơn còn hiệu lực)." table="channels" range={range}>
              <ReportTableView
                caption="Đơn hàng, vé và doanh thu theo kênh bán"
                headers={["Kênh", "Đơn hàng", "Vé", "Doanh thu"]}
                rows={(dashboard.channels ?? []).map((c) => [c.label, formatCount(c.orders), formatCount(c.tickets), money(c.revenue)])}
              />
            </ReportSection>
            <ReportSection
              title="Phương thức thanh toán"
              description="Một đơn tại quầy trả bằng hai cách được tính ở cả hai dòng."
              table="payments"
              range={range}
            >
              <ReportTableView
                caption="Đơn hàng theo phương thức thanh toán"
                headers={["Phương thức", "Kênh", "Đơn hàng", "Doanh thu"]}
                rows={dashboard.paymentMethods.map((m) => [
                  m.label,
                  m.channel === "counter" ? SALES_CHANNEL_LABELS.counter : SALES_CHANNEL_LABELS.web,
                  formatCount(m.orders),
                  money(m.revenue),
                ])}
              />
            </ReportSection>
            <ReportSection title="Mã giảm giá" table="vouchers" range={range}>
              <ReportTableView
                caption="Đơn hàng dùng mã giảm giá"
                headers={["Mã", "Đơn hàng", "Tiền giảm", "Doanh thu"]}
                rows={dashboard.vouchers.map((v) => [v.code, formatCount(v.orders), money(v.discount), money(v.revenue)])}
              />
            </ReportSection>
          </div>

          <ReportSection
            title={`Suất chiếu hôm nay (${dayMonthYearFromIso(dashboard.today.day)})`}
            description="Ghế đã bán cập nhật mỗi phút."
            table="today"
            range={range}
          >
            <ReportTableView
              caption="Suất chiếu hôm nay và số ghế đã bán"
              headers={["Giờ", "Phim", "Phòng", "Đã bán", "Đang giữ", "Lấp đầy"]}
              textColumns={3}
              rows={dashboard.today.showtimes.map((s) => [
                formatTime(s.startsAt),
                `${s.film} (${s.format})${s.cancelled ? " – đã huỷ" : ""}`,
                dashboard.cinema || cinemas.length === 1 ? s.auditorium : `${s.cinema}, ${s.auditorium}`,
                `${formatCount(s.sold)}/${formatCount(s.seats)}`,
                formatCount(s.held),
                formatPercent(s.seats > 0 ? s.sold / s.seats : 0),
              ])}
            />
          </ReportSection>
        </div>
      ) : null}
    </div>
  );
}
