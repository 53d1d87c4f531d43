import { ACCESSIBILITY_LABELS } from "@hancine/contract/accessibility";
import type { AdminShowtime } from "@hancine/contract/back-office-schedule";
import { formatCount, formatTime } from "@hancine/contract/format";

/** The scheduler's sentences, in one place (Vietnamese). */

export const span = (s: Pick<AdminShowtime, "startsAt" | "endsAt">) => `${formatTime(s.startsAt)}–${formatTime(s.endsAt)}`;

/**
 * A showtime as a screen reader reads it: "Lật Mặt 8, 19:30–21:45, 2D, Phụ đề, 42/90 ghế đã bán, Phòng 2".
 * It starts with the block's visible text in the same order (WCAG 2.5.3, label in name: what a
 * speech user reads off the screen names the button); the room, shown by the row, comes last.
 */
export function showtimeName(s: AdminShowtime, roomName: string): string {
  const parts = [s.film.name, span(s)];
  if (s.cancelledAt) parts.push("đã huỷ");
  parts.push(s.format, s.language);
  for (const feature of s.accessibilityFeatures) parts.push(ACCESSIBILITY_LABELS[feature].short);
  parts.push(`${formatCount(s.sold)}/${formatCount(s.seats)} ghế đã bán`, roomName);
  return parts.join(", ");
}

/** "42 vé đã bán: khách sẽ nhận vé mới qua e-mail…" — what moving a sold showtime does to its buyers. */
export function moveWarning(s: Pick<AdminShowtime, "sold" | "held">, roomChanges: boolean): string {
  const lines = [`${formatCount(s.sold)} vé đã bán: khách sẽ nhận vé mới qua e-mail (mã vé cũ hết hiệu lực ngay).`];
  if (roomChanges) lines.push("Ở phòng mới, khách giữ số ghế cũ nếu phòng có ghế cùng loại; nếu không, được xếp ghế cạnh nhau.");
  if (roomChanges && s.held > 0) lines.push(`${formatCount(s.held)} ghế đang được giữ (chưa thanh toán) sẽ được nhả.`);
  return lines.join(" ");
}

export function moveOutcome(result: { reissuedOrders: number; reassignedSeats: number; releasedHolds: number }): string {
  const parts: string[] = [];
  if (result.reissuedOrders > 0) parts.push(`đã gửi vé mới cho ${formatCount(result.reissuedOrders)} đơn`);
  if (result.reassignedSeats > 0) parts.push(`đổi chỗ ${formatCount(result.reassignedSeats)} ghế`);
  if (result.releasedHolds > 0) parts.push(`nhả ${formatCount(result.releasedHolds)} lượt giữ ghế`);
  return parts.length > 0 ? ` Kết quả: ${parts.join(", ")}.` : "";
}

export function cancelOutcome(result: { refundedOrders: number; releasedHolds: number }): string {
  return `Đã huỷ suất. Hoàn tiền ${formatCount(result.refundedOrders)} đơn (khách nhận e-mail báo huỷ và hoàn tiền), nhả ${formatCount(result.releasedHolds)} lượt giữ ghế.`;
}

export function seatsLine(s: Pick<AdminShowtime, "sold" | "seats">): string {
  return `${formatCount(s.sold)}/${formatCount(s.seats)} ghế`;
}
