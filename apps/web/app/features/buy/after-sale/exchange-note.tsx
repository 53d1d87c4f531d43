import type { Seat } from "@hancine/contract/booking";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { dateLong } from "#web/lib/i18n/dates.ts";

export type ExchangeFrom = { id: string; code: string; credit: number; to: string; seats: number; when: string };

/**
 * The seat step of an exchange: which order is exchanged, what it carries over, and for the seats
 * chosen so far what is left to pay or comes back (the server's answer decides; decision 049).
 */
export function ExchangeNote({ from, seats }: { from: ExchangeFrom; seats: Seat[] }) {
  const { t, rich, locale } = useI18n();
  const total = seats.reduce((sum, seat) => sum + seat.price, 0);
  const difference = total - from.credit;
  return (
    <div className="mt-4 rounded-card bg-blue-50 px-4 py-3 text-sm text-blue-950 ring-1 ring-blue-200" data-testid="exchange-note">
      <p>
        {rich("purchase.exchangeNote.from", {
          exchange: <strong>{t("purchase.after.exchange")}</strong>,
          code: from.code,
          time: formatTime(from.when),
          date: dateLong(locale, from.when),
          tickets: from.seats,
          credit: formatVnd(from.credit),
        })}
      </p>
      {seats.length > 0 ? (
        <p className="mt-1" aria-live="polite">
          {difference > 0
            ? t("purchase.exchangeNote.more", { total: formatVnd(total), difference: formatVnd(difference) })
            : difference < 0
              ? t("purchase.exchangeNote.back", { total: formatVnd(total), difference: formatVnd(-difference), to: from.to })
              : t("purchase.exchangeNote.even", { total: formatVnd(total) })}
        </p>
      ) : (
        <p className="mt-1">{t("purchase.exchangeNote.choose")}</p>
      )}
    </div>
  );
}
