import { useId, useState, type FormEvent } from "react";
import { shiftApproveSchema, type Shift } from "@hancine/contract/box-office";
import { formatVnd } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { withStepUp } from "#web/lib/step-up.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { moment, signedVnd } from "./shift-labels.ts";

type Props = { shift: Shift; onClose: () => void; onApproved: (shift: Shift) => void };

/**
 * A manager approves a closed shift's cash difference above the threshold, saying why (the note is
 * kept in the audit trail). It asks for the second factor again when the last proof is older than
 * 10 minutes (issue 33's counter approval), then sends once more.
 */
export function ApproveShiftDialog({ shift, onClose, onApproved }: Props) {
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const errorId = useId();
  const stepUp = useStepUp();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = shiftApproveSchema.safeParse({ note });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? "Ghi chú chưa hợp lệ.");
    setBusy(true);
    const answer = await withStepUp(stepUp, () => callApi("POST /box-office/shifts/:id/approve", { params: { id: shift.id }, body: checked.data }));
    setBusy(false);
    if (!answer.ok) return setProblem(answer.error.fields?.note ?? answer.error.message);
    onApproved(answer.result);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Duyệt chênh lệch tiền của ca"
      description={`${shift.openedBy.name} · đóng ${shift.closedAt ? moment(shift.closedAt) : ""} · ngưỡng ${formatVnd(shift.approval?.threshold ?? 0)}`}
    >
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Dự kiến</dt>
          <dd className="font-bold tabular-nums">{formatVnd(shift.expectedCash ?? 0)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Đếm được</dt>
          <dd className="font-bold tabular-nums">{formatVnd(shift.countedCash ?? 0)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Chênh lệch</dt>
          <dd className="font-bold tabular-nums text-red-800">{signedVnd(shift.difference ?? 0)}</dd>
        </div>
      </dl>
      <form className="mt-4" onSubmit={submit} noValidate>
        <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Ghi chú duyệt (vì sao chênh lệch)
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={300}
          required
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className={inputClass}
        />
        <div id={errorId}>
          <FormAlert message={problem} />
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={buttonClass("ghost", "border border-slate-300")} onClick={onClose}>
            Huỷ
          </button>
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {busy ? "Đang duyệt…" : "Duyệt chênh lệch"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
