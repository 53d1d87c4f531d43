import { useEffect, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { chainDayFrom } from "@hancine/contract/chain-clock";
import { dayMonthYearFromIso, formatCount, formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import { OCCUPANCY_GROUP_LABELS, OCCUPANCY_GROUPS, type OccupancyGroup } from "@hancine/contract/back-office-occupancy";
import { WEEKDAY_LABELS } from "@hancine/contract/back-office-reports";
import type { Route } from "./+types/admin-occupancy";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { HeatMap } from "#web/features/admin/reports/heat-map.tsx";
import { dayParam, formatPercent, formatReportDay } from "#web/features/admin/reports/report-format.ts";
import { ReportSection, ReportTableView } from "#web/features/admin/reports/report-section.tsx";
import { filesOf, formatMinutes, openingHoursCard, openingHoursText } from "#web/features/admin/occupancy/occupancy-format.ts";
import { CinemaAndDaysFields } from "#web/features/admin/reports/cinema-and-days-fields.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { lazyPart } from "#web/ui/lazy-part.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Lấp đầy và hiệu quả – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The charts' code (recharts) comes with this screen only, once it is on the screen. */
const OccupancyChart = lazyPart(() => import("#web/features/admin/occupancy/occupancy-charts.tsx").then((m) => m.OccupancyChart));

const isGroup = (value: string | null): value is OccupancyGroup => OCCUPANCY_GROUPS.includes(value as OccupancyGroup);

/** `?cinema=&from=&to=&groupBy=&film=`; by default the last 28 days of every cinema of the person's, by film. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const now = new Date();
  const range = {
    from: dayParam(params.get("from")?.trim() || chainDayFrom(now, -27)),
    to: dayParam(params.get("to")?.trim() || chainDayFrom(now, 0)),
    cinema: params.get("cinema")?.trim() || undefined,
  };
  const groupParam = params.get("groupBy");
  const groupBy: OccupancyGroup = isGroup(groupParam) ? groupParam : "film";
  const api = servicesOf(context).api;
  const [occupancy, films] = await Promise.all([
    readApi(api, "GET /admin/reports/occupancy", { query: { ...range, groupBy }, timeoutMs: HOME.requestTimeoutMs * 3 }),
    readApi(api, "GET /admin/reports/film-performance", { query: range, timeoutMs: HOME.requestTimeoutMs * 3 }),
  ]);
  const refused = [occupancy, films].find((a) => !a.ok && a.status !== 400);
  if (refused && !refused.ok) return { ok: false as const, refusal: { status: refused.status, message: refused.error?.message ?? "Không tải được báo cáo." } };
  const problem = [occupancy, films].find((a) => !a.ok);
  return {
    ok: true as const,
    range,
    groupBy,
    film: params.get("film") ?? undefined,
    occupancy: occupancy.ok ? occupancy.result : null,
    films: films.ok ? films.result.films : null,
    problem: problem && !problem.ok ? (Object.values(problem.error?.fields ?? {})[0] ?? problem.error?.message ?? null) : null,
  };
}

/** Charts draw in the browser only: the server sends the tables, the charts' code comes after. */
function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}

export default function AdminOccupancy({ loaderData }: Route.ComponentProps) {
  const { user, cinemas } = useAdminSession();
  const inBrowser = useInBrowser();
  const data = loaderData.ok ? loaderData : null;
  const [filmKey, setFilmKey] = useState<string | undefined>(data?.film ?? data?.films?.[0]?.key);
  useEffect(() => setFilmKey(data?.film ?? data?.films?.[0]?.key), [data?.film, data?.films]);
  if (!loaderData.ok) return <AdminRefusal title="Lấp đầy và hiệu quả" {...loaderData.refusal} />;
  const { range, groupBy, occupancy, films, problem } = loaderData;
  const chart = (node: ReactNode, height: number) => (inBrowser ? node : <div style={{ height }} />);
  const film = films?.find((f) => f.key === filmKey) ?? films?.[0];
  const groupLabel = OCCUPANCY_GROUP_LABELS[groupBy];
  const totals = occupancy?.totals;
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-bold text-night-900">Lấp đầy và hiệu quả</h1>
      <p className="mt-1 text-slate-600">
        Vé đã bán (trừ hoàn tiền) so với ghế bán được của các suất không bị huỷ, theo ngày và giờ bắt đầu suất chiếu (giờ Việt Nam).{" "}
        {user.role === "admin" ? "Bạn xem được cả chuỗi." : "Bạn xem các rạp mình phụ trách."}
      </p>

      <Form
        key={JSON.stringify([range, groupBy])}
        method="get"
        aria-label="Chọn rạp, khoảng ngày và cách nhóm"
        className="mt-5 grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <CinemaAndDaysFields idPrefix="occupancy" value={range} cinemas={cinemas} wholeChain={user.role === "admin"} />
        <div>
          <label htmlFor="occupancy-group" className="mb-1.5 block text-sm font-medium text-slate-800">
            Nhóm theo
          </label>
          <select id="occupancy-group" name="groupBy" defaultValue={groupBy} className={inputClass}>
            {OCCUPANCY_GROUPS.map((group) => (
              <option key={group} value={group}>
                {OCCUPANCY_GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-start sm:pt-[1.625rem]">
          <button type="submit" className={buttonClass("secondary", "h-11")}>
            Xem báo cáo
          </button>
        </div>
      </Form>

      <div className="mt-4">
        <FormAlert message={problem} />
      </div>

      {occupancy && totals ? (
        <div className="mt-4 grid gap-4">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              { label: "Tỉ lệ lấp đầy", value: formatPercent(totals.occupancy), note: `${formatCount(totals.tickets)}/${formatCount(totals.seats)} ghế` },
              {
                label: "Suất chiếu",
                value: formatCount(totals.showtimes),
                note: `từ ${dayMonthYearFromIso(occupancy.from)} đến ${dayMonthYearFromIso(occupancy.to)}`,
              },
              {
                label: "Hiệu suất phòng",
                value: formatPercent(totals.utilisation),
                note: `${formatMinutes(totals.minutesShowing)} chiếu / ${formatMinutes(totals.minutesOpen)} mở cửa`,
              },
              { label: "Giờ mở cửa mỗi phòng", ...openingHoursCard(occupancy.openingHours, totals.rooms) },
            ].map((card) => (
              <div key={card.label} className="min-w-0 rounded-card border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-600">{card.label}</dt>
                <dd className="mt-1 whitespace-nowrap text-lg font-bold tabular-nums text-night-900 sm:text-xl" data-kpi={card.label}>
                  {card.value}
                </dd>
                <dd className="mt-0.5 text-xs text-slate-600">{card.note}</dd>
              </div>
            ))}
          </dl>
          {occupancy.openingHours.cinemas.length > 1 ? (
            <details className="rounded-card border border-slate-200 bg-white p-3 text-sm text-slate-800">
              <summary className="cursor-pointer py-1 font-medium text-night-900">Giờ mở cửa từng rạp (dùng để tính hiệu suất phòng)</summary>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {occupancy.openingHours.cinemas.map((c) => (
                  <li key={c.cinema}>
                    <span className="font-medium">{c.name}</span>: {openingHoursText(c)}
                    {c.declared ? "" : " (mặc định)"}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}

          <div className="grid gap-4 lg:grid-cols-2">
            <ReportSection
              title={`Lấp đầy theo ${groupLabel.toLowerCase()}`}
              description={groupBy === "auditorium" ? "Hiệu suất phòng: phút chiếu phim ÷ phút mở cửa." : "Biểu đồ: 20 dòng đầu; bảng có đủ."}
              files={filesOf("occupancy", range, groupBy)}
              chart={chart(<OccupancyChart kind="bars" rows={occupancy.rows} />, Math.max(120, Math.min(20, occupancy.rows.length) * 30 + 40))}
            >
              <ReportTableView
                caption={`Tỉ lệ lấp đầy theo ${groupLabel.toLowerCase()}`}
                headers={[groupLabel, "Suất", "Vé", "Lấp đầy", ...(groupBy === "auditorium" ? ["Phút chiếu", "Hiệu suất"] : [])]}
                rows={occupancy.rows.map((r) => [
                  r.label,
                  formatCount(r.showtimes),
                  `${formatCount(r.tickets)}/${formatCount(r.seats)}`,
                  formatPercent(r.occupancy),
                  ...(groupBy === "auditorium" ? [formatMinutes(r.minutesShowing), formatPercent(r.utilisation ?? 0)] : []),
                ])}
              />
            </ReportSection>

            <ReportSection title="Lấp đầy theo thứ và giờ bắt đầu" files={filesOf("occupancy", range, "hour")} chart={<HeatMap cells={occupancy.heatmap} />}>
              <ReportTableView
                caption="Tỉ lệ lấp đầy theo thứ và giờ bắt đầu"
                headers={["Thứ, giờ", "Suất chiếu", "Vé", "Lấp đầy"]}
                rows={occupancy.heatmap.map((c) => [
                  `${WEEKDAY_LABELS[c.weekday]}, ${String(c.hour).padStart(2, "0")}:00`,
                  formatCount(c.showtimes),
                  `${formatCount(c.tickets)}/${formatCount(c.seats)}`,
                  formatPercent(c.occupancy),
                ])}
              />
            </ReportSection>
          </div>
        </div>
      ) : null}

      {films ? (
        <div className="mt-4 grid gap-4">
          <ReportSection
            title="Hiệu quả từng phim"
            description="Giá vé trung bình: tiền vé trước giảm giá ÷ vé. Tuần 1 bắt đầu từ suất chiếu đầu tiên của phim ở các rạp đang xem."
            files={filesOf("film-performance", range)}
          >
            <ReportTableView
              caption="Hiệu quả từng phim"
              headers={["Phim", "Vé", "Tiền vé", "Giá vé TB", "Lấp đầy", "Suất", "Chiếu từ", "Số tuần"]}
              rows={films.map((f) => [
                f.label,
                formatCount(f.admissions),
                formatVnd(f.gross),
                formatVnd(f.averageTicketPrice),
                formatPercent(f.occupancy),
                formatCount(f.showtimes),
                dayMonthYearFromIso(f.firstDay),
                formatCount(f.weeksOnScreen),
              ])}
            />
          </ReportSection>

          {films.length > 1 ? (
            <div className="w-full sm:w-96">
              <label htmlFor="occupancy-film" className="mb-1.5 block text-sm font-medium text-slate-800">
                Xem từng tuần của phim
              </label>
              <select id="occupancy-film" className={inputClass} value={film?.key} onChange={(event) => setFilmKey(event.target.value)}>
                {films.map((f) => (
                  <option key={f.key} value={f.key}>
                    {f.label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {film ? (
            <ReportSection
              title={`Từng tuần chiếu: ${film.label}`}
              description={`Vé mỗi tuần chiếu trong khoảng; đã chiếu ${formatCount(film.weeksOnScreen)} tuần, từ ${dayMonthYearFromIso(film.firstDay)}.`}
              chart={chart(<OccupancyChart kind="weeks" weeks={film.weeks} />, 220)}
            >
              <ReportTableView
                caption={`Vé, tiền vé và lấp đầy từng tuần của ${film.label}`}
                headers={["Tuần", "Từ ngày", "Vé", "Tiền vé", "Lấp đầy"]}
                rows={film.weeks.map((w) => [
                  `Tuần ${w.week}`,
                  formatReportDay(w.from),
                  formatCount(w.admissions),
                  formatVnd(w.gross),
                  formatPercent(w.occupancy),
                ])}
              />
            </ReportSection>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
