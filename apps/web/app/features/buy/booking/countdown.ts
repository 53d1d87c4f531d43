/** "09:41" from milliseconds left (whole seconds rounded up, never below 00:00). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** "9 phút 41 giây" for screen readers. */
export function spokenCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} giây`;
  return rest === 0 ? `${minutes} phút` : `${minutes} phút ${rest} giây`;
}

/** Whole minutes and seconds left, for a sentence in the page's language (`purchase.timer.spoken`). */
export function countdownParts(ms: number): { minutes: number; seconds: number } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
}

/** The moment the countdown warns (and says so aloud): one minute left. */
export const WARN_AT_MS = 60_000;
