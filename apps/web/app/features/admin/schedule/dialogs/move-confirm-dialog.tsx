import { useState } from "react";
import { ConfirmButtons } from "#web/ui/confirm-buttons.tsx";
import { Modal } from "#web/ui/modal.tsx";
import type { MoveTarget } from "../model/schedule-keys.ts";
import type { ScheduleModel } from "../model/schedule-model.ts";
import type { Slot } from "../model/schedule-placement.ts";
import { moveWarning } from "../model/schedule-text.ts";
import { clockAt } from "../model/schedule-time.ts";

/** Asked before a showtime with tickets sold is moved by drag or keys: its buyers will get new tickets. */
export function MoveConfirmDialog({
  model,
  slot,
  target,
  onConfirm,
  onClose,
}: {
  model: ScheduleModel;
  slot: Slot;
  target: MoveTarget;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const day = model.day.date;
  const from = `${clockAt(day, slot.startMin)}, ${model.roomById.get(slot.roomId)?.name ?? ""}`;
  const to = `${clockAt(day, target.startMin)}, ${model.roomById.get(target.roomId)?.name ?? ""}`;
  return (
    <Modal open onOpenChange={(open) => !open && !busy && onClose()} title={`Dời suất ${slot.filmName}?`} description={`Từ ${from} sang ${to}.`} size="sm">
      <p className="rounded-card border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        {moveWarning(slot.showtime, target.roomId !== slot.roomId)}
      </p>
      <ConfirmButtons
        busy={busy}
        keepLabel="Để nguyên"
        confirmLabel="Dời suất và gửi vé mới"
        busyLabel="Đang dời…"
        onKeep={onClose}
        onConfirm={() => {
          setBusy(true);
          void onConfirm();
        }}
      />
    </Modal>
  );
}
