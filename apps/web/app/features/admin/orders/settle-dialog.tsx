import { href } from "react-router";
import { settleRefundSchema, type FailedRefund } from "@hancine/contract/back-office-orders";
import { formatVnd } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";

/** A person paid the customer back another way (counter, bank transfer): the note says how; audited. */
export function SettleDialog({ refund, onClose, onDone }: { refund: FailedRefund; onClose: () => void; onDone: (message: string) => void }) {
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: settleRefundSchema,
    action: href("/form/admin/refunds/:id/settle", { id: refund.id }),
    onSuccess: () => onDone(`Đã ghi nhận khoản hoàn ${formatVnd(refund.amount)} của đơn ${refund.orderCode} là đã xử lý.`),
  });
  // The note's own message first; else what the server said (the summary only repeats the note's).
  const error = errors.note ?? message;

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Xử lý khoản hoàn lỗi · đơn ${refund.orderCode}`}
      description={`${formatVnd(refund.amount)} cho ${refund.customer.name}`}
    >
      <Form {...formProps}>
        <label htmlFor="settle-note" className="mb-1.5 block text-sm font-medium text-slate-800">
          Đã hoàn tiền cho khách bằng cách nào?
        </label>
        <textarea
          id="settle-note"
          name="note"
          rows={3}
          maxLength={500}
          required
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
      </Form>
    </Modal>
  );
}
