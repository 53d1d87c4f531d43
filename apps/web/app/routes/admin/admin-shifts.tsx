import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { Shift } from "@hancine/contract/box-office";
import { formatVnd } from "@hancine/contract/format";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-shifts";
import { servicesOf } from "#web/page-services.ts";
import { readApi } from "#web/lib/api.server.ts";
import { AdminRefusal } from "#web/features/admin/shell/admin-refusal.tsx";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";
import { CinemaPicker } from "#web/features/admin/shell/cinema-picker.tsx";
import { toFirstCinema } from "#web/features/admin/shell/first-cinema.server.ts";
import { ApproveShiftDialog } from "#web/features/admin/shifts/approve-shift-dialog.tsx";
import { ShiftReportDialog } from "#web/features/admin/shifts/shift-report-dialog.tsx";
import { approvalLabel, moment, shiftCsvHref, signedVnd } from "#web/features/admin/shifts/shift-labels.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { FormAlert } from "#web/ui/form-fields.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Ca bán vé – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The shifts of `?cinema=` (without it, the person's first cinema's page), newest first; `?shift=` opens one's report. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const api = servicesOf(context).api;
  const timeoutMs = HOME.requestTimeoutMs;
  const cinema = params.get("cinema")?.trim();
  if (!cinema) return toFirstCinema(api, (slug) => adminPaths.shifts({ cinema: slug }), "Bạn chưa được gán rạp nào nên chưa có ca bán vé để xem.", timeoutMs);
  const shifts = await readApi(api, "GET /box-office/shifts", { query: { cinema }, timeoutMs });
  if (!shifts.ok) return { ok: false as const, refusal: { status: shifts.status, message: shifts.error?.message ?? "Không tải được các ca bán vé." } };
  return { ok: true as const, cinema, shifts: shifts.result, opened: params.get("shift") };
}

function StatusBadge({ shift }: { shift: Shift }) {
  if (shift.status === "open")
    return <span className="inline-block whitespace-nowrap rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900">Đang mở</span>;
  if (shift.approval?.state === "pending")
    return <span className="inline-block whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">Chờ duyệt</span>;
  return <span className="inline-block whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-800">Đã đóng</span>;
}

export default function AdminShifts({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [reportOf, setReportOf] = useState<string | null>(loaderData.ok ? loaderData.opened : null);
  const [approving, setApproving] = useState<Shift | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (!loaderData.ok) return <AdminRefusal title="Ca bán vé" {...loaderData.refusal} />;
  const { cinema, shifts } = loaderData;
  const pending = shifts.filter((s) => s.approval?.state === "pending").length;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-night-900">Ca bán vé</h1>
      <p className="mt-1 text-slate-600">
        Ca đang mở và đã đóng của quầy: tiền đầu ca, tiền dự kiến, tiền đếm được và chênh lệch. Chênh lệch vượt ngưỡng cần quản lý duyệt.
      </p>

      <div className="mt-5">
        <CinemaPicker id="shift-cinema" value={cinema} onChoose={(slug) => void navigate(adminPaths.shifts({ cinema: slug }))} />
      </div>

      <div className="mt-4">
        <FormAlert tone="success" message={message} />
      </div>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {shifts.length === 0 ? "Rạp này chưa có ca bán vé nào." : `${shifts.length} ca gần nhất${pending > 0 ? `, ${pending} ca chờ duyệt chênh lệch` : ""}.`}
      </p>

      {shifts.length > 0 ? (
        <div
          className="relative mt-3 overflow-x-auto rounded-card border border-slate-200 bg-white"
          role="region"
          aria-label="Danh sách ca bán vé"
          tabIndex={0}
        >
          <table className="w-full min-w-[56rem] text-sm">
            <caption className="sr-only">Ca bán vé của rạp, mới nhất trước</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="p-2">
                  Người bán
                </th>
                <th scope="col" className="p-2">
                  Mở / đóng
                </th>
                <th scope="col" className="p-2">
                  Trạng thái
                </th>
                <th scope="col" className="p-2 text-right">
                  Đầu ca
                </th>
                <th scope="col" className="p-2 text-right">
                  Dự kiến
                </th>
                <th scope="col" className="p-2 text-right">
                  Đếm được
                </th>
                <th scope="col" className="p-2 text-right">
                  Chênh lệch
                </th>
                <th scope="col" className="p-2">
                  Duyệt
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">Thao tác</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shifts.map((shift) => (
                <tr key={shift.id} className="border-t border-slate-200 align-top">
                  <th scope="row" className="p-2 text-left font-bold text-night-900">
                    {shift.openedBy.name}
                  </th>
                  <td className="p-2">
                    <span className="block whitespace-nowrap">Mở {moment(shift.openedAt)}</span>
                    <span className="block whitespace-nowrap text-slate-600">{shift.closedAt ? `Đóng ${moment(shift.closedAt)}` : "Chưa đóng"}</span>
                  </td>
                  <td className="p-2">
                    <StatusBadge shift={shift} />
                  </td>
                  <td className="p-2 text-right tabular-nums">{formatVnd(shift.openingFloat)}</td>
                  <td className="p-2 text-right tabular-nums">{shift.expectedCash === null ? "—" : formatVnd(shift.expectedCash)}</td>
                  <td className="p-2 text-right tabular-nums">{shift.countedCash === null ? "—" : formatVnd(shift.countedCash)}</td>
                  <td
                    className={cx(
                      "p-2 text-right font-bold tabular-nums",
                      shift.difference !== null && shift.difference !== 0 ? "text-red-800" : "text-slate-800",
                    )}
                  >
                    {shift.difference === null ? "—" : signedVnd(shift.difference)}
                  </td>
                  <td className="p-2">
                    {approvalLabel(shift)}
                    {shift.approval?.note ? <span className="block text-slate-600">“{shift.approval.note}”</span> : null}
                  </td>
                  <td className="p-2">
                    <div className="flex flex-wrap justify-end gap-1">
                      {shift.approval?.state === "pending" ? (
                        <button
                          type="button"
                          className={buttonClass("primary", undefined, "sm")}
                          aria-label={`Duyệt chênh lệch ca của ${shift.openedBy.name}, mở ${moment(shift.openedAt)}`}
                          onClick={() => setApproving(shift)}
                        >
                          Duyệt
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className={buttonClass("ghost", "border border-slate-300", "sm")}
                        aria-label={`Báo cáo ca của ${shift.openedBy.name}, mở ${moment(shift.openedAt)}`}
                        onClick={() => setReportOf(shift.id)}
                      >
                        Báo cáo
                      </button>
                      <a
                        href={shiftCsvHref(shift.id)}
                        download
                        className={buttonClass("ghost", "border border-slate-300", "sm")}
                        aria-label={`Tải CSV báo cáo ca của ${shift.openedBy.name}, mở ${moment(shift.openedAt)}`}
                      >
                        CSV
                      </a>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {reportOf ? <ShiftReportDialog shiftId={reportOf} onClose={() => setReportOf(null)} /> : null}
      {approving ? (
        <ApproveShiftDialog
          shift={approving}
          onClose={() => setApproving(null)}
          onApproved={(shift) => {
            setApproving(null);
            setMessage(`Đã duyệt chênh lệch ${signedVnd(shift.difference ?? 0)} của ca ${shift.openedBy.name}.`);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </div>
  );
}
