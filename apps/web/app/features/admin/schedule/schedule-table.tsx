import { formatCount, formatTime } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";
import type { ScheduleModel } from "./model/schedule-model.ts";
import type { Slot } from "./model/schedule-placement.ts";
import { span } from "./model/schedule-text.ts";
import { dayShort, minutesIntoDay } from "./model/schedule-time.ts";

/** "Xem dạng bảng": the same day as a table, room by room, with last week's occupancy of the same slot. */
export function ScheduleTable({ model, onOpen }: { model: ScheduleModel; onOpen: (slot: Slot) => void }) {
  const order = new Map(model.rooms.map((room, i) => [room.id, i]));
  const slots = [...model.slots].sort((a, b) => order.get(a.roomId)! - order.get(b.roomId)! || a.startMin - b.startMin);
  const lastWeekAt = (slot: Slot) =>
    model.day.lastWeek.find((h) => h.auditoriumId === slot.roomId && minutesIntoDay(model.day.date, h.startsAt) === slot.startMin);
  return (
    <div className="overflow-x-auto rounded-card border border-slate-300 bg-white">
      <table className="w-full min-w-[760px] text-left text-sm [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap">
        <caption className="sr-only">
          Suất chiếu của {model.day.cinema.name}, {dayShort(model.day.date)}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {["Phòng", "Phim", "Giờ chiếu", "Dọn xong", "Định dạng", "Đã bán", "Tuần trước", "Trạng thái", "Thao tác"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-bold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {slots.length === 0 && (
            <tr>
              <td colSpan={9} className="px-3 py-6 text-center text-slate-600">
                Chưa có suất chiếu nào trong ngày này.
              </td>
            </tr>
          )}
          {slots.map((slot) => {
            const s = slot.showtime;
            const hint = lastWeekAt(slot);
            return (
              <tr key={slot.id} className={cx(slot.cancelled && "text-slate-600")}>
                <td className="px-3 py-2">{model.roomById.get(slot.roomId)?.name}</td>
                <th scope="row" className={cx("px-3 py-2 font-bold", slot.cancelled && "line-through")}>
                  {s.film.name}
                </th>
                <td className="px-3 py-2 tabular-nums">{span(s)}</td>
                <td className="px-3 py-2 tabular-nums">{formatTime(s.blockedUntil)}</td>
                <td className="px-3 py-2">
                  {s.format} · {s.language}
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {formatCount(s.sold)}/{formatCount(s.seats)}
                  {s.held > 0 ? ` (+${formatCount(s.held)} giữ)` : ""}
                </td>
                <td className="px-3 py-2 tabular-nums">{hint ? `${Math.round(hint.occupancy * 100)}%` : "—"}</td>
                <td className="px-3 py-2">
                  {slot.cancelled ? "Đã huỷ" : slot.endMin <= model.nowMin ? "Đã chiếu" : slot.startMin <= model.nowMin ? "Đang chiếu" : "Đang bán"}
                </td>
                <td className="px-3 py-1">
                  <button
                    type="button"
                    onClick={() => onOpen(slot)}
                    aria-label={`Chi tiết ${s.film.name} ${formatTime(s.startsAt)}`}
                    className="min-h-8 rounded border border-slate-300 px-2.5 text-xs font-bold text-night-900 hover:bg-slate-100"
                  >
                    Chi tiết
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
