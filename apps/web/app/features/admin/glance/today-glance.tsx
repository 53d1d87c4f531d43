import { Form, Link } from "react-router";
import type { Overview } from "@hancine/contract/back-office-reports";
import { formatDate, formatTime } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { inputClass } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { useAdminSession } from "../shell/admin-session.ts";
import { GlanceAlerts } from "./glance-alerts.tsx";
import { GlanceFigures } from "./glance-figures.tsx";
import { NextShowtimes } from "./next-showtimes.tsx";
import { useLiveOverview } from "./use-live-overview.ts";

/**
 * "Hôm nay" on the back office's home (docs/decisions/086): today's sales so far against the same
 * weekday last week, today's occupancy, the next showtimes filling up and what needs someone —
 * kept current every 20 s while the tab is visible.
 */
export function TodayGlance({ initial, cinema }: { initial: Overview; cinema: string | undefined }) {
  const { user, cinemas } = useAdminSession();
  const { overview, failed } = useLiveOverview(initial, cinema);
  const chosen = cinemas.find((c) => c.slug === cinema);
  const scopeName = chosen?.name ?? (user.role === "admin" ? "Cả chuỗi" : cinemas.length === 1 ? cinemas[0]!.name : "Các rạp của tôi");
  return (
    <section aria-labelledby="hom-nay" className="mt-6 grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="hom-nay" className="text-xl font-bold text-night-900">
            Hôm nay, {formatDate(`${overview.day}T12:00:00+07:00`)} · {scopeName}
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {failed ? "Không cập nhật được, sẽ thử lại sau 20 giây. " : ""}Số liệu lúc <span data-glance-as-of>{formatTime(overview.asOf)}</span>, tự cập nhật
            mỗi 20 giây khi trang đang mở.
            {overview.moneyShown ? "" : " Nhân viên không xem số tiền."}
          </p>
        </div>
        {cinemas.length > 1 ? (
          <Form method="get" className="flex items-end gap-2" aria-label="Chọn rạp">
            <div>
              <label htmlFor="glance-cinema" className="mb-1 block text-sm font-medium text-slate-800">
                Rạp
              </label>
              <select id="glance-cinema" name="cinema" defaultValue={cinema ?? ""} className={`${inputClass} h-11`}>
                <option value="">{user.role === "admin" ? "Cả chuỗi" : "Tất cả rạp của tôi"}</option>
                {cinemas.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("secondary", "h-11")}>
              Xem
            </button>
          </Form>
        ) : null}
      </div>
      <GlanceFigures overview={overview} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="suat-sap-chieu" className="min-w-0 rounded-card border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="suat-sap-chieu" className="text-lg font-bold text-night-900">
              Suất chiếu sắp tới
            </h2>
            {user.role !== "staff" ? (
              <Link to={adminPaths.occupancy({ cinema })} className="text-sm text-night-900 underline hover:no-underline">
                Lấp đầy và hiệu quả
              </Link>
            ) : null}
          </div>
          <p className="text-xs text-slate-600">Thanh đậm: ghế đã bán; phần kẻ sọc: ghế đang được giữ chờ thanh toán.</p>
          <div className="mt-2">
            <NextShowtimes showtimes={overview.nextShowtimes} withCinema={!chosen && cinemas.length > 1} />
          </div>
        </section>
        <div className="min-w-0">
          <GlanceAlerts alerts={overview.alerts} />
        </div>
      </div>
    </section>
  );
}
