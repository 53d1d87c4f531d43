/**
 * Keyboard moves of the timeline, as pure functions: which showtime gets focus on an arrow key
 * (one tab stop for the whole timeline, a roving tabindex), and where a showtime goes in move mode.
 */
export type NavSlot = { id: string; roomId: string; startMin: number };

const byStart = (a: NavSlot, b: NavSlot) => a.startMin - b.startMin;

/** The showtime to focus after a key, or null when the key does not move focus from `currentId`. */
export function nextFocus(roomIds: readonly string[], slots: readonly NavSlot[], currentId: string, key: string): string | null {
  const current = slots.find((s) => s.id === currentId);
  if (!current) return null;
  const inRoom = (roomId: string) => slots.filter((s) => s.roomId === roomId).sort(byStart);
  const row = inRoom(current.roomId);
  const at = row.findIndex((s) => s.id === currentId);
  switch (key) {
    case "ArrowRight":
      return row[at + 1]?.id ?? null;
    case "ArrowLeft":
      return row[at - 1]?.id ?? null;
    case "Home":
      return row[0]!.id === currentId ? null : row[0]!.id;
    case "End":
      return row.at(-1)!.id === currentId ? null : row.at(-1)!.id;
    case "ArrowDown":
    case "ArrowUp": {
      const step = key === "ArrowDown" ? 1 : -1;
      // The next room that has showtimes, and there the one starting nearest in time.
      for (let r = roomIds.indexOf(current.roomId) + step; r >= 0 && r < roomIds.length; r += step) {
        const other = inRoom(roomIds[r]!);
        if (other.length === 0) continue;
        return other.reduce((best, s) => (Math.abs(s.startMin - current.startMin) < Math.abs(best.startMin - current.startMin) ? s : best)).id;
      }
      return null;
    }
    default:
      return null;
  }
}

export type MoveTarget = { roomId: string; startMin: number };

/** Move mode: ←/→ shift by 5 minutes (Shift: 30), ↑/↓ change room; null for any other key or at an edge. */
export function nudge(
  roomIds: readonly string[],
  target: MoveTarget,
  key: string,
  shift: boolean,
  bounds: { minStart: number; maxStart: number },
): MoveTarget | null {
  const step = shift ? 30 : 5;
  if (key === "ArrowLeft" || key === "ArrowRight") {
    const raw = target.startMin + (key === "ArrowRight" ? step : -step);
    // Shift snaps to the half hour first (19:35 → 20:00 / 19:30), as a person counts.
    const snapped = shift ? (key === "ArrowRight" ? Math.floor(raw / 30) * 30 : Math.ceil(raw / 30) * 30) : raw;
    const startMin = Math.min(bounds.maxStart, Math.max(bounds.minStart, snapped));
    return startMin === target.startMin ? null : { ...target, startMin };
  }
  if (key === "ArrowUp" || key === "ArrowDown") {
    const at = roomIds.indexOf(target.roomId) + (key === "ArrowDown" ? 1 : -1);
    const roomId = roomIds[at];
    return roomId === undefined ? null : { ...target, roomId };
  }
  return null;
}
