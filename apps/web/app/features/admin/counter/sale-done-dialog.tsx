import { formatTime, formatVnd } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { DonePanel } from "./done-panel.tsx";
import type { SaleDone } from "./use-counter-sale.ts";
import { VietQrImage } from "./vietqr-image.tsx";

const PAID_WITH: Record<string, string> = {
  card: "Đã thanh toán bằng thẻ",
  vietqr: "Khách chuyển khoản VietQR",
  mix: "Đã thanh toán (kết hợp)",
};

/**
 * A sale just made: the change to give back in big type, what was sold, the VietQR to scan when the
 * customer transfers, and the tickets and receipt previewed for the 80 mm printer. "In vé" (F8)
 * prints them; "Bán tiếp" closes for the next customer; "Hoàn đơn này" opens the refund.
 */
export function SaleDoneDialog({ sale, onNext, onRefund }: { sale: SaleDone; onNext: () => void; onRefund: () => void }) {
  const { order } = sale;
  // In big type: the change to hand back, or, when nothing goes back, what the customer paid and how.
  const headline =
    sale.change > 0 || sale.paidWith === "cash"
      ? { label: sale.change > 0 ? "Tiền thối lại cho khách" : "Không cần thối tiền", amount: sale.change }
      : { label: PAID_WITH[sale.paidWith] ?? "Đã thanh toán", amount: order.total };
  return (
    <Modal open onOpenChange={(open) => !open && onNext()} title={`Đã bán · đơn ${order.code}`} size="lg">
      <DonePanel
        code={order.code}
        headline={headline}
        moneyTestId="sale-change"
        printLabel="In vé"
        keys="F8: in vé · Esc: bán tiếp"
        actions={
          <>
            <button type="button" onClick={onNext} className={buttonClass("secondary", "min-h-12 flex-1")}>
              Bán tiếp
            </button>
            <button type="button" onClick={onRefund} className={buttonClass("ghost", "min-h-12 border border-slate-300")}>
              Hoàn đơn này
            </button>
          </>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-[15px]">
          <dt className="text-slate-600">Phim</dt>
          <dd className="font-bold text-night-900">
            {order.showtime.film.name} · {formatTime(order.showtime.startsAt)}
          </dd>
          {order.seats.length > 0 ? (
            <>
              <dt className="text-slate-600">Ghế</dt>
              <dd className="font-bold text-night-900">{order.seats.map((seat) => seat.label).join(", ")}</dd>
            </>
          ) : null}
          {order.products.length > 0 ? (
            <>
              <dt className="text-slate-600">Bắp nước</dt>
              <dd>{order.products.map((line) => `${line.quantity} × ${line.name}`).join(", ")}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">Tổng</dt>
          <dd className="font-bold tabular-nums text-night-900">{formatVnd(order.total)}</dd>
        </dl>
        {sale.vietqr ? (
          <div className="flex items-center gap-3 rounded-card border border-slate-200 bg-white p-2">
            <VietQrImage payload={sale.vietqr} label={`Mã VietQR chuyển ${formatVnd(order.total)}, nội dung ${order.code}`} />
            <p className="text-sm text-slate-700">
              Khách quét mã bằng ứng dụng ngân hàng. Nội dung chuyển khoản: <strong className="text-night-900">{order.code}</strong>.
            </p>
          </div>
        ) : null}
      </DonePanel>
    </Modal>
  );
}
