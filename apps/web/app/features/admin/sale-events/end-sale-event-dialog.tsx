import { ConfirmButtons } from "#web/ui/confirm-buttons.tsx";
import { Modal } from "#web/ui/modal.tsx";

/** Confirms ending a sale event for good: its showtimes sell as usual again, the people still waiting are let go. */
export function EndSaleEventDialog({
  open,
  name,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())} title="Kết thúc đợt mở bán?" size="sm">
      <p className="text-[15px] leading-relaxed text-slate-700">
        Sau khi kết thúc <strong>{name}</strong>, các suất của đợt bán vé như bình thường, không cần qua phòng chờ. Người đang chờ không còn được xếp lượt.
        Không mở lại được đợt này.
      </p>
      <ConfirmButtons
        error={error}
        busy={busy}
        keepLabel="Không"
        onKeep={onClose}
        onConfirm={onConfirm}
        confirmLabel="Kết thúc đợt"
        busyLabel="Đang kết thúc…"
        tone="secondary"
      />
    </Modal>
  );
}
