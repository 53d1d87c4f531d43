import { useState } from "react";
import type { Order } from "@hancine/contract/booking";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";

type Props = { order: Order; onClose: () => void; onDone: (order: Order) => void };

/** "Hủy vé": says what comes back and where, and that the seats go back on sale; the server decides (POST /orders/:id/cancel). */
export function CancelOrderDialog({ order, onClose, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refund = order.afterSale?.refund;

  async function cancel() {
    setBusy(true);
    const answer = await callApi("POST /orders/:id/cancel", { params: { id: order.id } });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    onDone(answer.result);
  }

  return (
    <Modal open onOpenChange={(isOpen) => !isOpen && onClose()} title={`Hủy đơn hàng ${order.code}?`} description={order.afterSale?.rule ?? ""}>
      <div className="space-y-2 text-[15px] text-slate-800">
        <p>
          {order.showtime.film.name} · {formatTime(order.showtime.startsAt)}, {formatDate(order.showtime.startsAt)} · Ghế{" "}
          {order.seats.map((s) => s.label).join(", ")}
        </p>
        {refund ? (
          <p>
            Bạn được hoàn <strong>{formatVnd(refund.amount)}</strong> về <strong>{refund.to}</strong> (tài khoản hoặc ví đã thanh toán). Tiền thường về trong
            1–15 ngày làm việc, tùy ngân hàng.
          </p>
        ) : null}
        <p>Vé sẽ mất giá trị ngay và ghế được mở bán lại cho người khác. Việc hủy không thể hoàn tác.</p>
      </div>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonClass("secondary", "bg-red-700 hover:bg-red-800")} disabled={busy} onClick={() => void cancel()}>
          {busy ? "Đang hủy…" : "Xác nhận hủy vé"}
        </button>
        <button type="button" autoFocus className={buttonClass("ghost", "border border-slate-300 bg-white")} disabled={busy} onClick={onClose}>
          Giữ vé
        </button>
      </div>
    </Modal>
  );
}
