import type { Seat } from "@hancine/contract/booking";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";

export type ExchangeFrom = { id: string; code: string; credit: number; to: string; seats: number; when: string };

/**
 * The seat step of an exchange: which order is exchanged, what it carries over, and for the seats
 * chosen so far what is left to pay or comes back (the server's answer decides; decision 049).
 */
export function ExchangeNote({ from, seats }: { from: ExchangeFrom; seats: Seat[] }) {
  const total = seats.reduce((sum, seat) => sum + seat.price, 0);
  const difference = total - from.credit;
  return (
    <div className="mt-4 rounded-card bg-blue-50 px-4 py-3 text-sm text-blue-950 ring-1 ring-blue-200" data-testid="exchange-note">
      <p>
        <strong>Đổi suất</strong> từ đơn {from.code} ({formatTime(from.when)}, {formatDate(from.when)}, {from.seats} vé): {formatVnd(from.credit)} đã trả được
        tính vào suất này.
      </p>
      {seats.length > 0 ? (
        <p className="mt-1" aria-live="polite">
          {difference > 0
            ? `Ghế đã chọn ${formatVnd(total)}: bạn trả thêm ${formatVnd(difference)}.`
            : difference < 0
              ? `Ghế đã chọn ${formatVnd(total)}: ${formatVnd(-difference)} được hoàn về ${from.to}.`
              : `Ghế đã chọn ${formatVnd(total)}: không phải trả thêm.`}
        </p>
      ) : (
        <p className="mt-1">Chọn ghế trên sơ đồ, rồi bấm “Tiếp tục” để đổi.</p>
      )}
    </div>
  );
}
