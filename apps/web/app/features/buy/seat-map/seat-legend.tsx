import type { SeatType } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import { SeatSwatch } from "./seat-glyph.tsx";
import { statusLabel, type DisplayStatus } from "./seat-grid.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

const STATUSES: DisplayStatus[] = ["available", "selected", "held", "sold", "blocked"];

const first = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each seat type of the room with its price, then what each status looks like. */
export function SeatLegend({ prices, companion = false }: { prices: { type: SeatType; price: number }[]; companion?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4 text-sm text-slate-700 sm:grid-cols-2">
      <div>
        <h3 className="mb-2 font-bold text-night-900">{t("purchase.legend.types")}</h3>
        <ul className="space-y-1.5">
          {prices.map(({ type, price }) => (
            <li key={type} className="flex items-center gap-2.5">
              <SeatSwatch type={type} status="available" />
              <span>
                {t("purchase.seat.type", { type })}
                {type === "couple" ? t("purchase.legend.couple") : ""}: <strong className="text-night-900">{formatVnd(price)}</strong>
              </span>
            </li>
          ))}
          {companion ? (
            <li className="flex items-center gap-2.5">
              <SeatSwatch type="standard" status="available" companion />
              <span>{t("purchase.legend.companion")}</span>
            </li>
          ) : null}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 font-bold text-night-900">{t("purchase.legend.statuses")}</h3>
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-1">
          {STATUSES.map((status) => (
            <li key={status} className="flex items-center gap-2.5">
              <SeatSwatch type="standard" status={status} />
              <span>{first(statusLabel(t, status))}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
