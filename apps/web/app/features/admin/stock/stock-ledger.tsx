import type { StockMovementView } from "@hancine/contract/stock";
import { formatCount, formatDayShort, formatTime } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";

const MOVEMENT_LABEL: Record<StockMovementView["kind"], string> = {
  delivery: "Nhập hàng",
  count: "Kiểm kê",
  waste: "Hủy hàng",
  sale: "Bán",
  return: "Trả lại",
};

const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : n < 0 ? `−${formatCount(-n)}` : "0");

/** The latest movements of the cinema's stock, newest first: who recorded what, or which order sold or gave back. */
export function StockLedger({ movements }: { movements: StockMovementView[] }) {
  return (
    <section aria-labelledby="phieu-kho" className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id="phieu-kho" className="text-lg font-bold text-night-900">
        Phiếu kho gần đây
      </h2>
      {movements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Chưa có phiếu nào.</p>
      ) : (
        <div role="region" tabIndex={0} aria-label="Bảng phiếu kho (cuộn ngang được)" className="mt-3 relative overflow-x-auto">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">Phiếu kho gần đây, mới nhất trước</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Lúc
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Món
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Loại
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Thay đổi
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Tồn sau
                </th>
                <th scope="col" className="py-2 font-medium">
                  Người ghi / đơn
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {movements.map((m) => (
                <tr key={m.id}>
                  <td className="whitespace-nowrap py-2 pr-3 tabular-nums text-slate-700">
                    {formatTime(m.at)} {formatDayShort(m.at)}
                  </td>
                  <td className="py-2 pr-3 text-night-900">{m.product.name}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-slate-700">{MOVEMENT_LABEL[m.kind]}</td>
                  <td className={cx("py-2 pr-3 text-right font-medium tabular-nums", m.quantity < 0 ? "text-red-700" : "text-emerald-800")}>
                    {signed(m.quantity)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums text-night-900">{formatCount(m.levelAfter)}</td>
                  <td className="py-2 text-slate-700">
                    {m.orderCode ? `Đơn ${m.orderCode}` : (m.by ?? "Hệ thống")}
                    {m.note ? <span className="block text-xs text-slate-600">{m.note}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
