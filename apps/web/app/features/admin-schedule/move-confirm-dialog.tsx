import { useState } from "react";
import { buttonClass } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import type { MoveTarget } from "./schedule-keys.ts";
import type { ScheduleModel } from "./schedule-model.ts";
import type { Slot } from "./schedule-placement.ts";
import { moveWarning } from "./schedule-text.ts";
import { clockAt } from "./schedule-time.ts";

/** Asked before a showtime with tickets sold is moved by drag or keys: its buyers will get new tickets. */
export function MoveConfirmDialog({ model, slot, target, onConfirm, onClose }: { model: ScheduleModel; slot: Slot; target: MoveTarget; onConfirm: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const day = model.day.date;
  const from = `${clockAt(day, slot.startMin)}, ${model.roomById.get(slot.roomId)?.name ?? ""}`;
  const to = `${clockAt(day, target.startMin)}, ${model.roomById.get(target.roomId)?.name ?? ""}`;
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={`Dời suất ${slot.filmName}?`} description={`Từ ${from} sang ${to}.`} size="sm">
      <p className="rounded-card border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">{moveWarning(slot.showtime, target.roomId !== slot.roomId)}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} disabled={busy} className={buttonClass("ghost")} autoFocus>
          Để nguyên
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
          }}
          className={buttonClass("primary")}
        >
          {busy ? "Đang dời…" : "Dời suất và gửi vé mới"}
        </button>
      </div>
    </Modal>
  );
}
