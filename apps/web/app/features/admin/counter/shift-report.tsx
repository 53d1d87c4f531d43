import type { ShiftReport } from "@hancine/contract/box-office";
import { formatCount, formatVnd } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";
import { COUNTER_PAYMENT_LABELS } from "@hancine/contract/box-office";

/** "Thừa 1.000 ₫", "Thiếu 1.000 ₫" or "Khớp": a drawer's difference in words, never by colour alone. */
export function differenceText(difference: number): string {
  if (difference === 0) return "Khớp, không chênh lệch";
  return difference > 0 ? `Thừa ${formatVnd(difference)}` : `Thiếu ${formatVnd(-difference)}`;
}

/** A closed shift's report as the server computed it: the drawer (expected, counted, difference), then by method, tickets and products. */
export function ShiftReportView({ report }: { report: ShiftReport }) {
  const rows: [string, number][] = [
    ["Tiền đầu ca", report.openingFloat],
    ["Bán tiền mặt", report.cashSales],
    // 0 − x: nothing refunded or dropped reads "0 ₫", not "-0 ₫".
    ["Hoàn tiền mặt", 0 - report.cashRefunds],
    ["Chuyển két", 0 - report.cashDrops],
  ];
  return (
    <div className="space-y-4" data-testid="shift-report">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-card bg-mist p-2">
          <dt className="text-sm text-slate-700">Dự kiến trong két</dt>
          <dd className="text-xl font-bold tabular-nums text-night-900">{formatVnd(report.expectedCash)}</dd>
        </div>
        <div className="rounded-card bg-mist p-2">
          <dt className="text-sm text-slate-700">Đếm được</dt>
          <dd className="text-xl font-bold tabular-nums text-night-900">{formatVnd(report.countedCash)}</dd>
        </div>
        <div className={cx("rounded-card p-2", report.difference === 0 ? "bg-green-50" : "bg-red-50")}>
          <dt className="text-sm text-slate-700">Chênh lệch</dt>
          <dd data-testid="shift-difference" className={cx("text-xl font-bold tabular-nums", report.difference === 0 ? "text-green-800" : "text-red-800")}>
            {differenceText(report.difference)}
          </dd>
        </div>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-bold text-night-900">Tiền mặt trong két</caption>
          <tbody>
            {rows.map(([label, amount]) => (
              <tr key={label} className="border-b border-slate-100">
                <th scope="row" className="py-1 text-left font-normal text-slate-700">
                  {label}
                </th>
                <td className="py-1 text-right tabular-nums">{formatVnd(amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-bold text-night-900">Theo hình thức thanh toán</caption>
          <tbody>
            {(Object.keys(report.byMethod) as (keyof ShiftReport["byMethod"])[]).map((method) => (
              <tr key={method} className="border-b border-slate-100">
                <th scope="row" className="py-1 text-left font-normal text-slate-700">
                  {COUNTER_PAYMENT_LABELS[method]}
                </th>
                <td className="py-1 text-right tabular-nums">{formatVnd(report.byMethod[method])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        {formatCount(report.orders)} đơn · {formatCount(report.tickets)} vé · {formatCount(report.products)} món bắp nước
      </p>
    </div>
  );
}
