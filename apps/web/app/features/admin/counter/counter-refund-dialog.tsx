import { useState } from "react";
import { href } from "react-router";
import type { AdminOrder } from "@hancine/contract/back-office-orders";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { ApprovalFields } from "./approval-fields.tsx";
import { OrderCodeSearch } from "./order-code-search.tsx";
import { useOrderLookup } from "./use-order-lookup.ts";
import { FieldError, FormAlert, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { counterRefundForm, PARTIAL_COUNTER_REFUNDS } from "./counter-forms.ts";

type RefundAnswer = { orderCode: string; amount: number; byMethod: { cash: number }; approvedBy: string | null };

/**
 * A refund at the counter: the order found by its code (the sale just made is offered), the tickets
 * to give back (when the server refunds chosen tickets; otherwise the whole order, said so), the
 * reason and, for staff, the approving manager's e-mail and counter PIN. The answer says how much
 * cash to hand back from the drawer.
 */
export function CounterRefundDialog({
  shiftId,
  initialCode,
  needsApproval,
  onClose,
}: {
  shiftId: string;
  initialCode: string;
  needsApproval: boolean;
  onClose: () => void;
}) {
  const { code, setCode, order, lookup, find } = useOrderLookup(initialCode, "Hãy nhập mã đơn (in trên vé hoặc hoá đơn).");
  const [done, setDone] = useState<RefundAnswer | null>(null);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Hoàn vé tại quầy"
      description="Theo quy định hoàn vé của website; tiền mặt trả lại từ ngăn kéo của ca này."
      size="lg"
    >
      {done ? (
        <div className="space-y-4">
          <div role="status" className="rounded-card bg-green-50 p-4 text-green-950">
            <p className="font-bold">
              Đã hoàn {formatVnd(done.amount)} cho đơn {done.orderCode}
              {done.approvedBy ? ` (quản lý ${done.approvedBy} duyệt)` : ""}.
            </p>
            <p className="mt-1 text-2xl font-bold" data-testid="refund-cash">
              Trả lại khách tiền mặt: {formatVnd(done.byMethod.cash)}
            </p>
          </div>
          <button type="button" autoFocus onClick={onClose} className={buttonClass("secondary", "min-h-11 w-full")}>
            Xong
          </button>
        </div>
      ) : (
        <div className="space-y-4">
          <OrderCodeSearch
            id="refund-code"
            label="Mã đơn"
            code={code}
            onCodeChange={setCode}
            onFind={() => void find()}
            busy={lookup.busy}
            error={lookup.error}
          />
          {order ? <RefundForm key={order.code} order={order} shiftId={shiftId} needsApproval={needsApproval} onDone={setDone} /> : null}
        </div>
      )}
    </Modal>
  );
}

function RefundForm({
  order,
  shiftId,
  needsApproval,
  onDone,
}: {
  order: AdminOrder;
  shiftId: string;
  needsApproval: boolean;
  onDone: (answer: RefundAnswer) => void;
}) {
  const { Form, formProps, errors, message, busy, answer } = useContractForm({
    schema: counterRefundForm,
    action: href("/form/admin/counter/orders/:code/refund", { code: order.code }),
    onSuccess: (refund: RefundAnswer) => onDone(refund),
  });
  const approvalRefused = answer && !answer.ok && answer.error?.code === "APPROVAL_REQUIRED";
  const open = order.tickets.filter((ticket) => !ticket.refundedAt);
  const refundable = order.status === "paid" && order.counter;
  return (
    <Form {...formProps} className="space-y-4">
      <div className="rounded-card border border-slate-200 bg-white p-3 text-sm">
        <p className="font-bold text-night-900">
          Đơn {order.code} · {order.film} · {formatTime(order.startsAt)} · {order.auditorium}
        </p>
        <p className="text-slate-700">
          {order.seats.length > 0 ? `Ghế ${order.seats.join(", ")} · ` : ""}
          Đã trả {formatVnd(order.total)}
        </p>
        {!order.counter ? <p className="mt-1 font-bold text-red-800">Đơn mua trên website: hoàn tiền ở mục Đơn hàng (qua cổng thanh toán).</p> : null}
        {order.status !== "paid" ? <p className="mt-1 font-bold text-red-800">Đơn không ở trạng thái đã thanh toán nên không hoàn được.</p> : null}
      </div>
      <input type="hidden" name="shiftId" value={shiftId} />
      {PARTIAL_COUNTER_REFUNDS && open.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-bold text-night-900">Vé hoàn (không chọn: hoàn cả đơn)</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {open.map((ticket) => (
              <label
                key={ticket.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-slate-200 bg-white px-3 has-[:checked]:border-night-900 has-[:checked]:bg-mist has-[:disabled]:opacity-60"
              >
                <input type="checkbox" name="ticketIds" value={ticket.id} disabled={ticket.checkedInAt !== null} className="size-5 accent-night-900" />
                <span>
                  Ghế {ticket.seatLabel} · {formatVnd(ticket.refundAmount)}
                  {ticket.checkedInAt ? " · đã soát vé" : ""}
                </span>
              </label>
            ))}
          </div>
          <FieldError id="refund-tickets" error={errors.ticketIds} />
        </fieldset>
      ) : (
        <p className="text-sm text-slate-700">Quầy hoàn cả đơn: mọi vé và món của đơn, theo các hình thức khách đã trả.</p>
      )}
      <div>
        <label htmlFor="refund-reason" className="mb-1.5 block text-sm font-medium text-slate-800">
          Lý do hoàn
        </label>
        <input id="refund-reason" name="reason" maxLength={300} className={inputClass} {...invalidProps("refund-reason", errors.reason)} />
        <FieldError id="refund-reason" error={errors.reason} />
      </div>
      {needsApproval ? (
        <ApprovalFields idPrefix="refund" refused={Boolean(approvalRefused)} emailError={errors["approval.email"]} pinError={errors["approval.pin"]} />
      ) : null}
      <FormAlert message={approvalRefused ? `${message ?? ""} Quản lý kiểm tra lại e-mail và mã PIN rồi thử lại.` : message} />
      <button type="submit" disabled={busy || !refundable} className={buttonClass("secondary", "min-h-11 w-full bg-red-700 hover:bg-red-800")}>
        {busy ? "Đang hoàn tiền…" : "Hoàn tiền"}
      </button>
    </Form>
  );
}
