import { useId, useState } from "react";
import { MAX_SEATS_PER_ORDER } from "@hancine/contract/booking-constants";
import { buttonClass } from "#web/ui/button.tsx";

/** "Chọn giúp tôi": how many seats, then the best block of them is picked on the map (features/seat-map/suggest-seats.ts). */
export function SeatHelper({ onSuggest }: { onSuggest: (count: number) => void }) {
  const id = useId();
  const [count, setCount] = useState(2);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-card border border-slate-200 bg-white px-3 py-2">
      <label htmlFor={`${id}-count`} className="text-sm font-medium text-slate-700">
        Số ghế
      </label>
      <select
        id={`${id}-count`}
        value={count}
        onChange={(event) => setCount(Number(event.target.value))}
        className="h-10 rounded-card border border-slate-300 bg-white px-2 text-[15px] text-night-900"
      >
        {Array.from({ length: MAX_SEATS_PER_ORDER }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onSuggest(count)} className={buttonClass("secondary", "h-10 px-4 text-sm")}>
        Chọn giúp tôi
      </button>
      <span className="w-full text-xs text-slate-600 sm:w-auto">Ghế liền nhau ở giữa phòng, cách màn hình vừa phải.</span>
    </div>
  );
}
