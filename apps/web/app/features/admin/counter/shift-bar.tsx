import { useState } from "react";
import { href } from "react-router";
import type { Shift, ShiftReport } from "@hancine/contract/box-office";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, FieldError, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { cashDropForm, closeShiftForm, openShiftForm } from "./counter-forms.ts";
import { MoneyField } from "./money-field.tsx";
import { differenceText, ShiftReportView } from "./shift-report.tsx";

/** Opening floats a cinema's drawer usually starts with (đồng). */
const FLOATS = [0, 500_000, 1_000_000, 2_000_000] as const;

/** No shift open yet: the opening float (quick amounts) and "Mở ca". Selling waits for it. */
export function OpenShiftCard({ cinema, cinemaName }: { cinema: string; cinemaName: string }) {
  const [float, setFloat] = useState("");
  const { Form, formProps, errors, message, busy } = useContractForm({ schema: openShiftForm, action: href("/form/admin/counter/shifts") });
  return (
    <section aria-labelledby="open-shift-title" className="mx-auto mt-4 max-w-md rounded-card border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="open-shift-title" className="text-xl font-bold text-night-900">
        Mở ca bán vé
      </h2>
      <p className="mt-1 text-sm text-slate-700">{cinemaName}. Đếm tiền lẻ trong ngăn kéo rồi nhập tiền đầu ca; cuối ca bạn đếm lại để đối chiếu.</p>
      <Form {...formProps} className="mt-4 space-y-4">
        <input type="hidden" name="cinema" value={cinema} />
        <MoneyField
          id="open-float"
          name="openingFloat"
          label="Tiền đầu ca"
          value={float}
          onChange={setFloat}
          quick={FLOATS}
          error={errors.openingFloat}
          autoFocus
        />
        <FormAlert message={message} />
        <button type="submit" disabled={busy} className={buttonClass("primary", "min-h-12 w-full text-lg")}>
          {busy ? "Đang mở ca…" : "Mở ca"}
        </button>
      </Form>
    </section>
  );
}

/**
 * The open shift at a glance (since when, by whom, the float and the cash taken to the safe), and its
 * actions: "Chuyển két" (its dialog), "Hoàn vé", "Đổi vé" and "Đóng ca" (the page's dialogs).
 */
export function ShiftBar({
  shift,
  onRefund,
  onExchange,
  onCloseShift,
}: {
  shift: Shift;
  onRefund: () => void;
  onExchange: () => void;
  onCloseShift: () => void;
}) {
  const [dropping, setDropping] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-card bg-night-900 px-3 py-1.5 text-white">
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <span className="font-bold">Quầy vé · {shift.cinema.name}</span> · <span className="font-bold text-amber-brand">Ca đang mở</span> từ{" "}
        {formatTime(shift.openedAt)} · {shift.openedBy.name}
        <span className="block text-slate-200">
          Đầu ca {formatVnd(shift.openingFloat)} · đã chuyển két {formatVnd(shift.cashDrops)}
        </span>
      </p>
      <div className="ml-auto flex flex-wrap justify-end gap-1.5">
        <button type="button" onClick={() => setDropping(true)} aria-haspopup="dialog" className={buttonClass("outline-light", "min-h-11 px-3")}>
          Chuyển két
        </button>
        <button type="button" onClick={onRefund} aria-haspopup="dialog" className={buttonClass("outline-light", "min-h-11 px-3")}>
          Hoàn vé
        </button>
        <button type="button" onClick={onExchange} aria-haspopup="dialog" className={buttonClass("outline-light", "min-h-11 px-3")}>
          Đổi vé
        </button>
        <button type="button" onClick={onCloseShift} aria-haspopup="dialog" className={buttonClass("primary", "min-h-11 px-3")}>
          Đóng ca
        </button>
      </div>
      {dropping ? <CashDropDialog shift={shift} onClose={() => setDropping(false)} /> : null}
    </div>
  );
}

function CashDropDialog({ shift, onClose }: { shift: Shift; onClose: () => void }) {
  const [amount, setAmount] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: cashDropForm,
    action: href("/form/admin/counter/shifts/:id/cash-drops", { id: shift.id }),
    onSuccess: (drop: { amount: number }) => setDone(`Đã ghi chuyển ${formatVnd(drop.amount)} vào két.`),
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Chuyển tiền vào két"
      description="Tiền lấy ra khỏi ngăn kéo để cất vào két an toàn."
      size="sm"
    >
      {done ? (
        <div className="space-y-4">
          <p role="status" className="rounded-card bg-green-50 px-3 py-2 font-bold text-green-900">
            {done}
          </p>
          <button type="button" autoFocus onClick={onClose} className={buttonClass("secondary", "min-h-11 w-full")}>
            Xong
          </button>
        </div>
      ) : (
        <Form {...formProps} className="space-y-4">
          <MoneyField id="drop-amount" name="amount" label="Số tiền chuyển két" value={amount} onChange={setAmount} error={errors.amount} autoFocus />
          <div>
            <label htmlFor="drop-note" className="mb-1.5 block text-sm font-medium text-slate-800">
              Ghi chú (không bắt buộc)
            </label>
            <input id="drop-note" name="note" maxLength={200} className={inputClass} {...invalidProps("drop-note", errors.note)} />
            <FieldError id="drop-note" error={errors.note} />
          </div>
          <FormAlert message={message} />
          <button type="submit" disabled={busy} className={buttonClass("primary", "min-h-11 w-full")}>
            {busy ? "Đang ghi…" : "Ghi chuyển két"}
          </button>
        </Form>
      )}
    </Modal>
  );
}

/**
 * "Đóng ca": the cash counted → the server's report. Kept by the page rather than the shift bar: the
 * page reloads once the shift is closed, and the bar (the shift) is gone before the answer is read.
 */
export function CloseShiftDialog({ shift, onClose, onClosed }: { shift: Shift; onClose: () => void; onClosed: (report: ShiftReport) => void }) {
  const [counted, setCounted] = useState("");
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: closeShiftForm,
    action: href("/form/admin/counter/shifts/:id/close", { id: shift.id }),
    onSuccess: (report: ShiftReport) => onClosed(report),
  });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Đóng ca" description="Đếm toàn bộ tiền mặt trong ngăn kéo và nhập số đếm được." size="sm">
      <Form {...formProps} className="space-y-4">
        <MoneyField
          id="close-counted"
          name="countedCash"
          label="Tiền mặt đếm được"
          value={counted}
          onChange={setCounted}
          error={errors.countedCash}
          autoFocus
        />
        <FormAlert message={message} />
        <button type="submit" disabled={busy} className={buttonClass("primary", "min-h-11 w-full")}>
          {busy ? "Đang đóng ca…" : "Đóng ca và xem báo cáo"}
        </button>
      </Form>
    </Modal>
  );
}

/** A shift just closed: its report, kept by the page (the shift bar is gone once the page reloads). */
export function ShiftReportDialog({ report, onClose }: { report: ShiftReport; onClose: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Báo cáo ca" description="Ca đã đóng. Số liệu do máy chủ tính." size="lg">
      <div className="space-y-4">
        <p role="status" className="sr-only">
          Ca đã đóng. {differenceText(report.difference)}.
        </p>
        <ShiftReportView report={report} />
        <button type="button" autoFocus onClick={onClose} className={buttonClass("secondary", "min-h-11 w-full")}>
          Xong
        </button>
      </div>
    </Modal>
  );
}
