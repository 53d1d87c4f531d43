import { useEffect, useState } from "react";
import { href } from "react-router";
import type { AdminOrder, AdminRefund } from "@hancine/contract/back-office-orders";
import { formatVnd } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { refundFormSchema } from "./refund-form.ts";

type Props = { order: AdminOrder; onClose: () => void; onDone: (order: AdminOrder, message: string) => void };

/**
 * Refund the whole order (what is left of it) or the tickets chosen, with a reason; a second step
 * asks to confirm, saying the amount, the seats that go back on sale, and that the gateway is called.
 * The form is checked with the contract's schema before the question; the answer "Xác nhận hoàn
 * tiền" sends it to its form route (decision 069).
 */
export function RefundDialog({ order, onClose, onDone }: Props) {
  const open = order.tickets.filter((ticket) => !ticket.refundedAt);
  const [scope, setScope] = useState<"whole" | "tickets">("whole");
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { Form, formProps, errors, message, busy, answer } = useContractForm({
    schema: refundFormSchema,
    action: href("/form/admin/orders/:code/refund", { code: order.code }),
    onSuccess: ({ refund, order: after }: { refund: AdminRefund; order: AdminOrder }) => {
      const state = refund.status === "done" ? "Cổng thanh toán đã nhận lệnh hoàn." : "Cổng thanh toán chưa nhận lệnh; hệ thống sẽ tự thử lại.";
      onDone(after, `Đã hoàn ${formatVnd(refund.amount)}${refund.seats.length > 0 ? ` cho vé ghế ${refund.seats.join(", ")}` : ""}. ${state}`);
    },
  });
  // A refused refund goes back to the form, where the server's words are shown.
  useEffect(() => {
    if (answer && !answer.ok) setConfirming(false);
  }, [answer]);

  const picked = scope === "whole" ? open : open.filter((ticket) => chosen.includes(ticket.id));
  const allPicked = picked.length === open.length;
  const amount = allPicked
    ? order.refundable
    : Math.min(
        order.refundable,
        picked.reduce((sum, ticket) => sum + ticket.refundAmount, 0),
      );
  const seats = picked.map((ticket) => ticket.seatLabel).join(", ");

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={`Hoàn tiền đơn ${order.code}`}
      description={`Còn có thể hoàn ${formatVnd(order.refundable)} qua ${order.payment?.methodName ?? "cổng thanh toán"}.`}
      size="lg"
    >
      <Form
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          // "Tiếp tục": a form the schema accepts is asked about first; the answer sends it.
          if (!confirming && !event.defaultPrevented) {
            event.preventDefault();
            setConfirming(true);
          }
        }}
      >
        {confirming ? (
          <div
            role="alertdialog"
            aria-labelledby="refund-question"
            aria-describedby="refund-effect"
            className="rounded-card border border-red-200 bg-red-50 p-4"
          >
            <p id="refund-question" className="font-bold text-red-900">
              Hoàn {formatVnd(amount)} {allPicked ? "cho cả đơn" : `cho vé ghế ${seats}`}?
            </p>
            <p id="refund-effect" className="mt-1 text-sm text-red-900">
              Lệnh hoàn được gửi ngay qua {order.payment?.methodName ?? "cổng thanh toán"} và không thể rút lại.{" "}
              {seats ? `Vé ghế ${seats} mất giá trị, ghế được mở bán lại ngay.` : ""} Khách nhận e-mail báo hoàn tiền.
            </p>
            <p className="mt-1 text-sm text-red-900">Lý do: {reason.trim()}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="submit" autoFocus className={buttonClass("secondary", "bg-red-700 hover:bg-red-800")} disabled={busy}>
                {busy ? "Đang hoàn tiền…" : "Xác nhận hoàn tiền"}
              </button>
              <button type="button" className={buttonClass("ghost", "border border-slate-300 bg-white")} disabled={busy} onClick={() => setConfirming(false)}>
                Quay lại
              </button>
            </div>
          </div>
        ) : null}
        {/* Kept while the question is asked: what it asks about is sent from here. */}
        <div hidden={confirming}>
          <fieldset>
            <legend className="text-sm font-bold text-night-900">Hoàn cho</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-slate-200 p-2.5 has-[:checked]:border-night-900 has-[:checked]:bg-mist">
                <input
                  type="radio"
                  name="scope"
                  value="whole"
                  checked={scope === "whole"}
                  onChange={() => setScope("whole")}
                  className="size-4 accent-night-900"
                />
                <span>
                  <span className="block font-bold text-night-900">Cả đơn</span>
                  <span className="block text-sm text-slate-600">
                    {formatVnd(order.refundable)}
                    {open.length > 0 ? ` · ${open.length} vé` : ""}
                  </span>
                </span>
              </label>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-slate-200 p-2.5 has-[:checked]:border-night-900 has-[:checked]:bg-mist has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                <input
                  type="radio"
                  name="scope"
                  value="tickets"
                  checked={scope === "tickets"}
                  disabled={open.length === 0}
                  onChange={() => setScope("tickets")}
                  className="size-4 accent-night-900"
                />
                <span>
                  <span className="block font-bold text-night-900">Một số vé</span>
                  <span className="block text-sm text-slate-600">Ghế được mở bán lại ngay</span>
                </span>
              </label>
            </div>
          </fieldset>
          {scope === "tickets" ? (
            <fieldset className="mt-4" aria-describedby={errors.ticketIds ? "refund-tickets-error" : undefined}>
              <legend className="text-sm font-bold text-night-900">Vé cần hoàn ({picked.length})</legend>
              <div className="mt-2 grid gap-1 rounded-card border border-slate-200 p-2 sm:grid-cols-2">
                {open.map((ticket) => (
                  <label key={ticket.id} className="flex min-h-9 cursor-pointer items-center gap-2 rounded px-1.5 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      name="ticketIds"
                      value={ticket.id}
                      checked={chosen.includes(ticket.id)}
                      onChange={(event) => setChosen((list) => (event.target.checked ? [...list, ticket.id] : list.filter((id) => id !== ticket.id)))}
                      className="size-4 accent-night-900"
                    />
                    <span className="text-sm">
                      Ghế <strong>{ticket.seatLabel}</strong> · {formatVnd(ticket.refundAmount)}
                      {ticket.checkedInAt ? <span className="text-amber-800"> · đã soát vé</span> : null}
                    </span>
                  </label>
                ))}
              </div>
              {errors.ticketIds ? (
                <p id="refund-tickets-error" className="mt-1.5 text-sm text-red-700">
                  {errors.ticketIds}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <div className="mt-4">
            <label htmlFor="refund-reason" className="mb-1.5 block text-sm font-medium text-slate-800">
              Lý do hoàn tiền (gửi cho khách)
            </label>
            <textarea
              id="refund-reason"
              name="reason"
              rows={2}
              maxLength={300}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? "refund-reason-error" : undefined}
              className={cx(inputClass, "h-auto py-2")}
              placeholder="Ví dụ: Khách báo ốm, không xem được"
            />
            {errors.reason ? (
              <p id="refund-reason-error" className="mt-1.5 text-sm text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </div>
          <div className="mt-4">
            <FormAlert message={message} />
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
            <button type="button" className={buttonClass("ghost", "border border-slate-300")} onClick={onClose}>
              Đóng
            </button>
            <button type="submit" className={buttonClass("primary")}>
              Tiếp tục · {formatVnd(amount)}
            </button>
          </div>
        </div>
      </Form>
    </Modal>
  );
}
