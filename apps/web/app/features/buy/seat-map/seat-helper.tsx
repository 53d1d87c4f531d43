import { useId, useState } from "react";
import { MAX_SEATS_PER_ORDER } from "@hancine/contract/booking-constants";
import { buttonClass } from "#web/ui/button.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** "Chọn giúp tôi": how many seats, then the best block of them is picked on the map (features/seat-map/suggest-seats.ts). */
export function SeatHelper({ onSuggest }: { onSuggest: (count: number) => void }) {
  const id = useId();
  const [count, setCount] = useState(2);
  const { t } = useI18n();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-card border border-slate-200 bg-white px-3 py-2">
      <label htmlFor={`${id}-count`} className="text-sm font-medium text-slate-700">
        {t("purchase.helper.count")}
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
        {t("purchase.helper.pick")}
      </button>
      <span className="w-full text-xs text-slate-600 sm:w-auto">{t("purchase.helper.how")}</span>
    </div>
  );
}
