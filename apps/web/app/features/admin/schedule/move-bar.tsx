import type { MoveTarget } from "./model/schedule-keys.ts";
import type { Slot } from "./model/schedule-placement.ts";
import { clockAt } from "./model/schedule-time.ts";

/** Move mode, for the eye and the mouse: where the showtime goes, the keys, and "Lưu" / "Thôi". */
export function MoveBar({
  day,
  slot,
  target,
  roomName,
  onSave,
  onStop,
}: {
  day: string;
  slot: Slot;
  target: MoveTarget;
  roomName: string;
  onSave: () => void;
  onStop: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border-2 border-night-900 bg-amber-50 px-3 py-2 text-sm text-night-900">
      <span className="flex-1">
        <strong>Đang dời {slot.filmName}</strong> → {clockAt(day, target.startMin)}, {roomName}. ←/→ 5 phút (Shift: 30), ↑/↓ đổi phòng, Enter lưu, Esc thôi.
      </span>
      <button type="button" className="min-h-9 rounded-card bg-night-900 px-3 font-bold text-white hover:bg-night-700" onClick={onSave}>
        Lưu
      </button>
      <button type="button" className="min-h-9 rounded-card border border-night-900 px-3 font-bold hover:bg-white" onClick={onStop}>
        Thôi
      </button>
    </div>
  );
}
