import type { ApiError } from "#web/lib/api-client.ts";
import type { Slot } from "./schedule-placement.ts";
import { clockAt } from "./schedule-time.ts";

/**
 * The server's refusal as a sentence for the manager. An overlap names the showtime in the way when
 * it is on the loaded day (someone else may just have placed it); a form's fields are listed.
 */
export function refusalText(error: ApiError, context: { day: string; slots: readonly Slot[]; roomName: (id: string) => string }): string {
  if (error.code === "SHOWTIME_OVERLAP") {
    const id = typeof error.details?.showtimeId === "string" ? error.details.showtimeId : null;
    const inTheWay = id ? context.slots.find((s) => s.id === id) : undefined;
    if (inTheWay) {
      return `Không lưu được: ${context.roomName(inTheWay.roomId)} đã có suất ${inTheWay.filmName} (${clockAt(context.day, inTheWay.startMin)}–${clockAt(context.day, inTheWay.blockedMin)}, kể cả dọn phòng). Hãy chọn giờ hoặc phòng khác.`;
    }
    return `Không lưu được: phòng đã có suất khác vào khoảng giờ này (tính cả dọn phòng), có thể vừa được người khác xếp. Lịch đã được tải lại, hãy chọn giờ khác.`;
  }
  const fields = Object.values(error.fields ?? {});
  if (fields.length > 0) return `Không lưu được: ${fields.join(" ")}`;
  if (error.status === 401) return "Phiên đăng nhập đã hết. Hãy tải lại trang và đăng nhập lại.";
  if (error.status === 403) return "Bạn không có quyền xếp lịch ở rạp này.";
  return error.message;
}
