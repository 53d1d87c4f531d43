import { DAY_KINDS, TIME_BANDS, type DayKind, type TimeBand } from "@hancine/contract/booking-constants";
import type { CinemaDetail, SeatType, ShowFormat } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type Price = CinemaDetail["prices"][number];

const DAY_LABELS = { weekday: "cinemas.prices.weekdayDays", weekend: "cinemas.prices.weekendDays", holiday: "cinemas.prices.holidayDays" } as const;
const DAY_SHORT = { weekday: "cinemas.prices.weekday", weekend: "cinemas.prices.weekend", holiday: "cinemas.prices.holiday" } as const;
const BAND_LABELS = { morning: "cinemas.prices.morning", afternoon: "cinemas.prices.afternoon", evening: "cinemas.prices.evening" } as const;
const SEAT_ORDER: SeatType[] = ["standard", "vip", "couple", "wheelchair"];
const FORMAT_ORDER: ShowFormat[] = ["2D", "3D", "IMAX", "4DX"];

const SEAT_NAMES = {
  standard: "cinemas.prices.standard",
  vip: "cinemas.prices.vip",
  couple: "cinemas.prices.couple",
  wheelchair: "cinemas.prices.wheelchair",
} as const satisfies Record<SeatType, string>;

/** One format's table: a row group per seat type, a row per time band, a column per kind of day. */
function FormatTable({ format, prices }: { format: ShowFormat; prices: Price[] }) {
  const seats = SEAT_ORDER.filter((seat) => prices.some((p) => p.seatType === seat));
  const priceOf = (seat: SeatType, day: DayKind, band: TimeBand) => prices.find((p) => p.seatType === seat && p.dayKind === day && p.timeBand === band)?.price;
  const { t } = useI18n();
  const seatName = (seat: SeatType) => t(SEAT_NAMES[seat]);
  return (
    // Scrolls sideways only on the narrowest screens; then the keyboard can scroll it too.
    <div
      tabIndex={0}
      role="region"
      aria-label={t("cinemas.prices.table", { format })}
      className="relative overflow-x-auto rounded-card border border-slate-200"
    >
      <table className="w-full border-collapse text-left text-[13px] sm:text-[15px]" data-testid={`price-table-${format}`}>
        <caption className="sr-only">{t("cinemas.prices.caption", { format })}</caption>
        <thead className="bg-night-900 text-white">
          <tr>
            <th scope="col" className="px-1.5 py-2.5 sm:px-3 font-medium">
              {t("cinemas.prices.band")}
            </th>
            {DAY_KINDS.map((day) => (
              <th key={day} scope="col" className="px-1.5 py-2.5 sm:px-3 text-right font-medium">
                <span className="block font-bold">{t(DAY_SHORT[day])}</span>
                <span className="hidden text-xs font-normal text-slate-300 sm:block">{t(DAY_LABELS[day])}</span>
              </th>
            ))}
          </tr>
        </thead>
        {seats.map((seat) => (
          <tbody key={seat} className="border-t border-slate-200">
            <tr className="bg-mist">
              <th scope="rowgroup" colSpan={DAY_KINDS.length + 1} className="px-1.5 py-2 sm:px-3 font-bold text-night-900">
                {seatName(seat)}
                {seat === "couple" ? <span className="ml-2 text-sm font-normal text-slate-600">{t("cinemas.prices.forTwo")}</span> : null}
              </th>
            </tr>
            {TIME_BANDS.map((band) => (
              <tr key={band} className="border-t border-slate-100">
                <th scope="row" className="whitespace-nowrap px-1.5 py-2 sm:px-3 font-normal text-slate-700">
                  <span className="sr-only">{seatName(seat)}, </span>
                  {t(BAND_LABELS[band])}
                </th>
                {DAY_KINDS.map((day) => {
                  const price = priceOf(seat, day, band);
                  return (
                    <td key={day} className="whitespace-nowrap px-1.5 py-2 sm:px-3 text-right font-medium tabular-nums text-night-900">
                      {price === undefined ? "—" : formatVnd(price)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The cinema's ticket prices: a tab per format, each a table; the first format opens. */
export function PriceTables({ prices }: { prices: Price[] }) {
  const { t } = useI18n();
  const formats = FORMAT_ORDER.filter((format) => prices.some((p) => p.format === format));
  if (formats.length === 0) {
    return <p className="rounded-card bg-mist px-4 py-6 text-slate-700">{t("cinemas.prices.none")}</p>;
  }
  return (
    <Tabs defaultValue={formats[0]!} className="max-w-3xl">
      <TabList aria-label={t("cinemas.prices.formats")} className="border-b border-slate-200">
        {formats.map((format) => (
          <Tab key={format} value={format}>
            {format}
          </Tab>
        ))}
      </TabList>
      {formats.map((format) => (
        <TabPanel key={format} value={format} className="pt-4">
          <FormatTable format={format} prices={prices.filter((p) => p.format === format)} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

export const PRICE_NOTES = ["cinemas.prices.note1", "cinemas.prices.note2", "cinemas.prices.note3", "cinemas.prices.note4"] as const;
