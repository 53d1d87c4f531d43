import type { SeatType } from "@hancine/contract/catalog";
import { SEAT_TYPE_LABELS } from "@hancine/contract/booking-constants";
import { formatVnd } from "@hancine/contract/format";
import { SeatSwatch } from "./seat-glyph.tsx";
import { statusLabel, type DisplayStatus } from "./seat-grid.ts";

const STATUSES: DisplayStatus[] = ["available", "selected", "held", "sold", "blocked"];

const first = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each seat type of the room with its price, then what each status looks like. */
export function SeatLegend({ prices, companion = false }: { prices: { type: SeatType; price: number }[]; companion?: boolean }) {
  return (
    <div className="grid gap-4 text-sm text-slate-700 sm:grid-cols-2">
      <div>
        <h3 className="mb-2 font-bold text-night-900">Loại ghế và giá vé</h3>
        <ul className="space-y-1.5">
          {prices.map(({ type, price }) => (
            <li key={type} className="flex items-center gap-2.5">
              <SeatSwatch type={type} status="available" />
              <span>
                {SEAT_TYPE_LABELS[type]}
                {type === "couple" ? " (2 người)" : ""}: <strong className="text-night-900">{formatVnd(price)}</strong>
              </span>
            </li>
          ))}
          {companion ? (
            <li className="flex items-center gap-2.5">
              <SeatSwatch type="standard" status="available" companion />
              <span>Ghế người đi kèm: chọn cùng một chỗ xe lăn, giá như ghế cùng hàng</span>
            </li>
          ) : null}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 font-bold text-night-900">Trạng thái ghế</h3>
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-1">
          {STATUSES.map((status) => (
            <li key={status} className="flex items-center gap-2.5">
              <SeatSwatch type="standard" status={status} />
              <span>{first(statusLabel(status))}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
