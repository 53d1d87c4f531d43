import { Form, Link } from "react-router";
import { chainDayFrom } from "@hancine/contract/chain-clock";
import { dayMonthYearFromIso, formatCount, formatVnd } from "@hancine/contract/format";
import { dayParam } from "#web/features/admin/reports/report-format.ts";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-settlements";
import { servicesOf } from "#web/page-services.ts";
import { readApi, readResult } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { useAdminSession } from "#web/features/admin/shell/admin-session.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { settlementFileHref, settlementPeriods } from "#web/features/admin/film-hire/settlement-links.ts";
import { CinemaAndDaysFields } from "#web/features/admin/reports/cinema-and-days-fields.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Thanh toán tiền thuê phim – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** `?distributor=&from=&to=&cinema=` (days dd/mm/yyyy or YYYY-MM-DD); by default the first distributor and this month so far. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { api } = servicesOf(context);
  const distributors = await readResult(api, "GET /admin/distributors", [], { timeoutMs: HOME.requestTimeoutMs });
  const today = chainDayFrom(new Date(), 0);
  const query = {
    distributor: params.get("distributor")?.trim() || distributors[0]?.slug || "",
    from: dayParam(params.get("from")?.trim() || `${today.slice(0, 8)}01`),
    to: dayParam(params.get("to")?.trim() || today),
    cinema: params.get("cinema")?.trim() || undefined,
  };
  if (!query.distributor) return { ok: true as const, query, distributors, settlement: null, problem: "Chưa có nhà phát hành nào." };
  const answer = await readApi(api, "GET /admin/reports/settlements", { query, timeoutMs: HOME.requestTimeoutMs * 3 });
  if (!answer.ok && answer.status !== 400 && answer.status !== 404) {
    return { ok: false as const, refusal: { status: answer.status, message: answer.error?.message ?? "Không tải được bảng thanh toán." } };
  }
  return {
    ok: true as const,
    query,
    distributors,
    settlement: answer.ok ? answer.result : null,
    problem: answer.ok ? null : (Object.values(answer.error?.fields ?? {})[0] ?? answer.error?.message ?? null),
  };
}

const percent = (p: number) => `${String(p).replace(".", ",")} %`;
const shortDay = (iso: string) => dayMonthYearFromIso(iso).slice(0, 5);

/** `/admin/thanh-toan-thue-phim`: what the chain owes a distributor for a period, to read and download (decision 087). */
export default function AdminSettlements({ loaderData }: Route.ComponentProps) {
  const { user, cinemas } = useAdminSession();
  if (!loaderData.ok) return <AdminRefusal title="Thanh toán tiền thuê phim" {...loaderData.refusal} />;
  const { query, distributors, settlement, problem } = loaderData;
  const periods = settlementPeriods(chainDayFrom(new Date(), 0));
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-bold text-night-900">Thanh toán tiền thuê phim</h1>
      <p className="mt-1 max-w-3xl text-slate-600">
        Phần doanh thu vé trả cho nhà phát hành, theo phim, rạp và tuần phát hành (thứ Sáu đến thứ Năm; tuần 1 chứa ngày khởi chiếu). Vé đã thanh toán, trừ vé
        hoàn tiền; ngày theo giờ bắt đầu suất chiếu. {user.role === "admin" ? "Bạn xem được cả chuỗi." : "Bạn xem các rạp mình phụ trách."} Điều khoản của từng
        phim nhập ở trang{" "}
        <Link to={adminPaths.films()} className="font-medium text-blue-800 underline underline-offset-2">
          Phim
        </Link>
        .
      </p>

      <Form
        key={JSON.stringify(query)}
        method="get"
        aria-label="Chọn nhà phát hành và kỳ thanh toán"
        className="mt-5 grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div>
          <label htmlFor="settlement-distributor" className="mb-1.5 block text-sm font-medium text-slate-800">
            Nhà phát hành
          </label>
          <select id="settlement-distributor" name="distributor" defaultValue={query.distributor} className={inputClass}>
            {distributors.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <CinemaAndDaysFields idPrefix="settlement" value={query} cinemas={cinemas} wholeChain={user.role === "admin"} />
        <div className="flex flex-wrap items-start gap-2 sm:pt-[1.625rem]">
          <button type="submit" className={buttonClass("secondary", "h-11")}>
            Xem bảng thanh toán
          </button>
        </div>
        <nav aria-label="Kỳ nhanh" className="flex flex-wrap gap-2 text-sm sm:col-span-2 lg:col-span-5">
          {periods.map((p) => (
            <Link
              key={p.label}
              to={`${adminPaths.settlements()}?${new URLSearchParams({ distributor: query.distributor, from: p.from, to: p.to, ...(query.cinema ? { cinema: query.cinema } : {}) })}`}
              className="inline-flex min-h-8 items-center rounded-full border border-slate-300 px-3 py-1 text-night-900 hover:bg-slate-100"
            >
              {p.label}
            </Link>
          ))}
        </nav>
      </Form>

      <div className="mt-4">
        <FormAlert message={problem} />
      </div>

      {settlement ? (
        <section aria-labelledby="settlement-title" className="mt-4 rounded-card border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="settlement-title" className="text-lg font-bold text-night-900">
                {settlement.distributor.name}: {dayMonthYearFromIso(settlement.from)} – {dayMonthYearFromIso(settlement.to)}
              </h2>
              <p className="text-sm text-slate-600">
                {settlement.cinema?.name ?? (user.role === "admin" ? "Cả chuỗi" : "Các rạp của tôi")} · VAT {settlement.vatPercent} % đã gồm trong giá vé · Tổng
                tiền thuê phim: <strong className="text-night-900">{formatVnd(settlement.totals.filmRent)}</strong>
              </p>
            </div>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Tải bảng thanh toán">
              {(["pdf", "xlsx", "csv"] as const).map((format) => (
                <a
                  key={format}
                  href={settlementFileHref(query, format)}
                  download
                  className={buttonClass(format === "pdf" ? "primary" : "ghost", format === "pdf" ? "" : "border border-slate-300", "sm")}
                >
                  Tải {format.toUpperCase()}
                </a>
              ))}
            </div>
          </div>
          <div role="region" tabIndex={0} aria-label="Bảng thanh toán (cuộn ngang được)" className="relative mt-3 overflow-x-auto">
            <table className="w-full min-w-[50rem] border-collapse text-sm">
              <caption className="sr-only">Bảng thanh toán tiền thuê phim của {settlement.distributor.name} theo phim, rạp và tuần phát hành</caption>
              <thead>
                <tr>
                  {["Phim", "Rạp", "Tuần", "Thời gian", "Lượt khách", "Doanh thu gộp", "VAT", "Doanh thu thuần", "Tỉ lệ", "Tiền thuê phim"].map((h, i) => (
                    <th
                      key={h}
                      scope="col"
                      className={`border-b border-slate-200 px-2 py-1.5 font-semibold text-slate-700 ${i < 2 ? "text-left" : "text-right"}`}
                    >
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {settlement.rows.length === 0 ? (
                  <tr>
                    <td colSpan={10} className="px-2 py-3 text-slate-600">
                      Không có suất chiếu nào có vé bán của phim thuộc nhà phát hành này trong kỳ.
                    </td>
                  </tr>
                ) : (
                  settlement.rows.map((r) => (
                    <tr key={`${r.film.slug}-${r.cinema.slug}-${r.week}`} className="odd:bg-mist">
                      <th scope="row" className="px-2 py-1.5 text-left font-normal text-night-900">
                        {r.film.name}
                      </th>
                      <td className="px-2 py-1.5">{r.cinema.name}</td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">{r.week}</td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                        {shortDay(r.weekStart)}–{shortDay(r.weekEnd)}
                      </td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">{formatCount(r.admissions)}</td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">{formatVnd(r.grossBoxOffice)}</td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">{formatVnd(r.vat)}</td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">{formatVnd(r.netBoxOffice)}</td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">{percent(r.percent)}</td>
                      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
                        {formatVnd(r.filmRent)}
                        {r.minimumApplied ? (
                          <span title="Theo mức tối thiểu mỗi vé">
                            {" "}
                            *<span className="sr-only"> (theo mức tối thiểu mỗi vé)</span>
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-slate-300 font-bold text-night-900">
                  <th scope="row" colSpan={4} className="px-2 py-2 text-left">
                    Tổng cộng
                  </th>
                  <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatCount(settlement.totals.admissions)}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatVnd(settlement.totals.grossBoxOffice)}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatVnd(settlement.totals.vat)}</td>
                  <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatVnd(settlement.totals.netBoxOffice)}</td>
                  <td />
                  <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">{formatVnd(settlement.totals.filmRent)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="mt-3 text-sm text-slate-600">
            Doanh thu thuần = doanh thu gộp − VAT. Tiền thuê phim = doanh thu thuần × tỉ lệ của tuần, nhưng không dưới lượt khách × mức tối thiểu mỗi vé (dấu
            *).
          </p>
        </section>
      ) : null}
    </div>
  );
}
