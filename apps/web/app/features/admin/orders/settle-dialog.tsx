import { useState, type FormEvent } from "react";
import type { FailedRefund } from "@hancine/contract/back-office-orders";
import { formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";

/** A person paid the customer back another way (counter, bank transfer): the note says how; audited. */
export function SettleDialog({ refund, onClose, onDone }: { refund: FailedRefund; onClose: () => void; onDone: (message: string) => void }) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function settle(event: FormEvent) {
    event.preventDefault();
    if (note.trim().length < 5) return setError("Hãy ghi cách đã hoàn tiền cho khách (ít nhất 5 ký tự).");
    setBusy(true);
    const answer = await callApi("POST /admin/refunds/:id/settle", { params: { id: refund.id }, body: { note: note.trim() } });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.fields?.note ?? answer.error.message);
    onDone(`Đã ghi nhận khoản hoàn ${formatVnd(refund.amount)} của đơn ${refund.orderCode} là đã xử lý.`);
  }

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Xử lý khoản hoàn lỗi · đơn ${refund.orderCode}`}
      description={`${formatVnd(refund.amount)} cho ${refund.customer.name}`}
    >
      <form onSubmit={settle} noValidate>
        <label htmlFor="settle-note" className="mb-1.5 block text-sm font-medium text-slate-800">
          Đã hoàn tiền cho khách bằng cách nào?
        </label>
        <textarea
          id="settle-note"
          name="note"
          rows={3}
          maxLength={500}
          required
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "settle-note-error" : undefined}
          className={cx(inputClass, "h-auto py-2")}
          placeholder="Ví dụ: Chuyển khoản Vietcombank ngày 26/11, mã GD 123456"
        />
        {error ? (
          <p id="settle-note-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass("ghost", "border border-slate-300")} onClick={onClose}>
            Đóng
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            Đánh dấu đã xử lý
          </button>
        </div>
      </form>
    </Modal>
  );
}
