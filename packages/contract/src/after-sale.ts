/** Cancel and exchange after the sale (decision 049): the window's rule in words, shared by the server and the web. */
import { formatDate, formatTime } from "./format.ts";

/** The server's CANCEL_BEFORE_MINUTES when not set. */
export const CANCEL_BEFORE_MINUTES_DEFAULT = 120;

/** "2 tiếng", "90 phút", "1 tiếng 30 phút". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} phút`;
  return rest === 0 ? `${hours} tiếng` : `${hours} tiếng ${rest} phút`;
}

/** Until when a paid order of a showtime starting at `startsAt` may be cancelled or exchanged. */
export function cancelDeadline(startsAt: Date | string, cancelBeforeMinutes: number): Date {
  return new Date(new Date(startsAt).getTime() - cancelBeforeMinutes * 60_000);
}

/** "Chỉ hủy hoặc đổi suất được trước giờ chiếu 2 tiếng." */
export function cancelRuleText(cancelBeforeMinutes: number): string {
  return cancelBeforeMinutes > 0
    ? `Chỉ hủy hoặc đổi suất được trước giờ chiếu ${durationText(cancelBeforeMinutes)}.`
    : "Chỉ hủy hoặc đổi suất được trước giờ chiếu.";
}

/** The refusal after the window: until when it was possible, in the chain's time. */
export function cancelWindowClosedText(deadline: Date | string): string {
  return `Đơn hàng này chỉ hủy hoặc đổi suất được đến ${formatTime(deadline)} ngày ${formatDate(deadline)}; thời hạn đó đã qua.`;
}
