import { useEffect, useState } from "react";
import { COUNTER_PAYMENT_LABELS, COUNTER_PAYMENT_METHODS, type ShiftReportView } from "@hancine/contract/box-office";
import { formatCount, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { moment, shiftCsvHref, signedVnd } from "./shift-labels.ts";

type Props = { shiftId: string; onClose: () => void };

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-3 border-t border-slate-200 pt-1 font-bold" : "flex justify-between gap-3"}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** One shift's report (the close's, or so far for an open shift), read when the dialog opens, with its CSV. */
export function ShiftReportDialog({ shiftId, onClose }: Props) {
  const [report, setReport] = useState<ShiftReportView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void callApi("GET /box-office/shifts/:id/report", { params: { id: shiftId }, query: {}, signal: controller.signal }).then((answer) => {
      if (answer.ok) setReport(answer.result);
      else if (!controller.signal.aborted) setProblem(answer.error.message);
    });
    return () => controller.abort();
  }, [shiftId]);
  const shift = report?.shift;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={shift ? `Báo cáo ca của ${shift.openedBy.name}` : "Báo cáo ca"}
      description={
        shift
          ? `${shift.cinema.name} · mở ${moment(shift.openedAt)}${shift.closedAt ? ` · đóng ${moment(shift.closedAt)}` : " · đang mở: số liệu đến lúc này"}`
          : undefined
      }
      size="lg"
    >
      <FormAlert message={problem} />
      {!report ? (
        problem ? null : (
          <p className="text-slate-600">Đang tải báo cáo…</p>
        )
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="bc-tien-mat">
            <h3 id="bc-tien-mat" className="font-bold text-night-900">
              Tiền mặt trong ngăn kéo
            </h3>
            <dl className="mt-1 space-y-1 text-sm">
              <Row label="Tiền đầu ca" value={formatVnd(report.openingFloat)} />
              <Row label="Thu tiền mặt" value={formatVnd(report.cashSales)} />
              <Row label="Hoàn tiền mặt" value={formatVnd(-report.cashRefunds || 0)} />
              <Row label="Chuyển két" value={formatVnd(-report.cashDrops || 0)} />
              <Row label="Dự kiến" value={formatVnd(report.expectedCash)} strong />
              <Row label="Đếm được" value={report.countedCash === null ? "Chưa đóng ca" : formatVnd(report.countedCash)} />
              <Row label="Chênh lệch" value={report.difference === null ? "—" : signedVnd(report.difference)} strong />
            </dl>
          </section>
          <section aria-labelledby="bc-hinh-thuc">
            <h3 id="bc-hinh-thuc" className="font-bold text-night-900">
              Theo hình thức thanh toán
            </h3>
            <table className="mt-1 w-full text-sm">
              <caption className="sr-only">Thu, hoàn và còn lại theo hình thức thanh toán</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col">Hình thức</th>
                  <th scope="col" className="text-right">
                    Thu
                  </th>
                  <th scope="col" className="text-right">
                    Hoàn
                  </th>
                  <th scope="col" className="text-right">
                    Còn lại
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {COUNTER_PAYMENT_METHODS.map((method) => (
                  <tr key={method}>
                    <th scope="row" className="text-left font-normal">
                      {COUNTER_PAYMENT_LABELS[method]}
                    </th>
                    <td className="text-right">{formatVnd(report.sales[method])}</td>
                    <td className="text-right">{formatVnd(report.refunds.byMethod[method])}</td>
                    <td className="text-right font-bold">{formatVnd(report.byMethod[method])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="bc-ban-hang">
            <h3 id="bc-ban-hang" className="font-bold text-night-900">
              Bán hàng và hoàn tiền
            </h3>
            <dl className="mt-1 space-y-1 text-sm">
              <Row label="Đơn đã thanh toán" value={formatCount(report.orders)} />
              <Row label="Vé" value={formatCount(report.tickets)} />
              <Row label="Bắp nước (phần)" value={formatCount(report.products)} />
              <Row label="Đơn đã hoàn" value={formatCount(report.refunds.orders)} />
              <Row label="Tiền đã hoàn" value={formatVnd(report.refunds.amount)} />
            </dl>
            {report.productLines.length > 0 ? (
              <ul className="mt-2 text-sm text-slate-700">
                {report.productLines.map((line) => (
                  <li key={line.name}>
                    {line.quantity} × {line.name}: {formatVnd(line.amount)}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section aria-labelledby="bc-chuyen-ket">
            <h3 id="bc-chuyen-ket" className="font-bold text-night-900">
              Chuyển két
            </h3>
            {report.drops.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">Không có lần chuyển két nào.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm">
                {report.drops.map((drop) => (
                  <li key={drop.at + drop.amount}>
                    {moment(drop.at)}: {formatVnd(drop.amount)}
                    {drop.note ? ` — ${drop.note}` : ""}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <a href={shiftCsvHref(shiftId)} download className={buttonClass("ghost", "border border-slate-300")}>
          Tải CSV
        </a>
        <button type="button" className={buttonClass("primary")} onClick={onClose}>
          Đóng
        </button>
      </div>
    </Modal>
  );
}
