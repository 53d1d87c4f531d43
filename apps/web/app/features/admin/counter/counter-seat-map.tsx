import type { Showtime } from "@hancine/contract/booking";
import { formatTime } from "@hancine/contract/format";
import { SeatMap } from "#web/features/buy/seat-map/seat-map.tsx";
import { SeatSwatch } from "#web/features/buy/seat-map/seat-glyph.tsx";
import type { useCounterSeats } from "./use-counter-seats.ts";

/**
 * The counter's seat map of a showtime (a sale's, an exchange's new one): what the server refused or
 * someone took online said above it, the map scrolling inside `scrollClass` so what follows it stays
 * in view, and the companion seats' legend when the room has them.
 */
export function CounterSeatMap({
  seats,
  showtime,
  scrollClass,
}: {
  seats: ReturnType<typeof useCounterSeats>;
  showtime: Pick<Showtime, "startsAt" | "auditorium">;
  scrollClass: string;
}) {
  return (
    <>
      {seats.notice ? (
        <p role="alert" className="rounded-card bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {seats.notice}
        </p>
      ) : null}
      {seats.map ? (
        <div className={scrollClass}>
          <SeatMap
            rows={seats.map.rows}
            columns={seats.map.columns}
            statusOf={seats.statusOf}
            flagged={seats.flagged}
            onToggle={seats.toggle}
            label={`Sơ đồ ghế ${showtime.auditorium.name}, suất ${formatTime(showtime.startsAt)}`}
            screenSide={seats.map.screenSide}
          />
          {seats.hasCompanions ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-700" data-testid="counter-companion-legend">
              <SeatSwatch type="standard" status="available" companion />
              Ghế người đi kèm: chỉ bán cùng một chỗ xe lăn trong cùng đơn
            </p>
          ) : null}
        </div>
      ) : (
        <p aria-busy={!seats.failed} className="rounded-card bg-white p-6 text-slate-700">
          {seats.failed ?? "Đang tải sơ đồ ghế…"}
        </p>
      )}
    </>
  );
}
