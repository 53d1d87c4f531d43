import { DAY_KINDS, TIME_BANDS, type DayKind, type TimeBand } from "@hancine/contract/booking-constants";
import type { CinemaDetail, SeatType, ShowFormat } from "@hancine/contract/catalog";
import { formatVnd } from "@hancine/contract/format";
import { Tab, TabList, TabPanel, Tabs } from "#web/ui/tabs.tsx";

type Price = CinemaDetail["prices"][number];

const DAY_LABELS: Record<DayKind, string> = { weekday: "Thứ Hai – Thứ Sáu", weekend: "Thứ Bảy, Chủ Nhật", holiday: "Ngày lễ, Tết" };
const DAY_SHORT: Record<DayKind, string> = { weekday: "Ngày thường", weekend: "Cuối tuần", holiday: "Ngày lễ" };
const BAND_LABELS: Record<TimeBand, string> = { morning: "Trước 12:00", afternoon: "12:00 – 17:59", evening: "Từ 18:00" };
const SEAT_ORDER: SeatType[] = ["standard", "vip", "couple", "wheelchair"];
const FORMAT_ORDER: ShowFormat[] = ["2D", "3D", "IMAX", "4DX"];

const SEAT_NAMES: Record<SeatType, string> = { standard: "Ghế thường", vip: "Ghế VIP", couple: "Ghế đôi", wheelchair: "Ghế cho xe lăn" };
const seatName = (seat: SeatType) => SEAT_NAMES[seat];

/** One format's table: a row group per seat type, a row per time band, a column per kind of day. */
function FormatTable({ format, prices }: { format: ShowFormat; prices: Price[] }) {
  const seats = SEAT_ORDER.filter((seat) => prices.some((p) => p.seatType === seat));
  const priceOf = (seat: SeatType, day: DayKind, band: TimeBand) => prices.find((p) => p.seatType === seat && p.dayKind === day && p.timeBand === band)?.price;
  return (
    // Scrolls sideways only on the narrowest screens; then the keyboard can scroll it too.
    <div tabIndex={0} role="region" aria-label={`Bảng giá vé ${format}`} className="relative overflow-x-auto rounded-card border border-slate-200">
      <table className="w-full border-collapse text-left text-[13px] sm:text-[15px]" data-testid={`price-table-${format}`}>
        <caption className="sr-only">Giá vé {format} theo loại ghế, khung giờ và ngày chiếu</caption>
        <thead className="bg-night-900 text-white">
          <tr>
            <th scope="col" className="px-1.5 py-2.5 sm:px-3 font-medium">
              Khung giờ
            </th>
            {DAY_KINDS.map((day) => (
              <th key={day} scope="col" className="px-1.5 py-2.5 sm:px-3 text-right font-medium">
                <span className="block font-bold">{DAY_SHORT[day]}</span>
                <span className="hidden text-xs font-normal text-slate-300 sm:block">{DAY_LABELS[day]}</span>
              </th>
            ))}
          </tr>
        </thead>
        {seats.map((seat) => (
          <tbody key={seat} className="border-t border-slate-200">
            <tr className="bg-mist">
              <th scope="rowgroup" colSpan={DAY_KINDS.length + 1} className="px-1.5 py-2 sm:px-3 font-bold text-night-900">
                {seatName(seat)}
                {seat === "couple" ? <span className="ml-2 text-sm font-normal text-slate-600">(giá cho 2 người)</span> : null}
              </th>
            </tr>
            {TIME_BANDS.map((band) => (
              <tr key={band} className="border-t border-slate-100">
                <th scope="row" className="whitespace-nowrap px-1.5 py-2 sm:px-3 font-normal text-slate-700">
                  <span className="sr-only">{seatName(seat)}, </span>
                  {BAND_LABELS[band]}
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
  const formats = FORMAT_ORDER.filter((format) => prices.some((p) => p.format === format));
  if (formats.length === 0) {
    return <p className="rounded-card bg-mist px-4 py-6 text-slate-700">Rạp đang cập nhật bảng giá. Bạn xem giá từng suất khi chọn ghế nhé.</p>;
  }
  return (
    <Tabs defaultValue={formats[0]!} className="max-w-3xl">
      <TabList aria-label="Định dạng phim" className="border-b border-slate-200">
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

export const PRICE_NOTES = [
  "Giá đã gồm thuế VAT, tính theo giờ bắt đầu suất chiếu (giờ Việt Nam).",
  "Ghế đôi dành cho 2 người; giá ghi trong bảng là giá cả cặp ghế.",
  "Ngày lễ, Tết áp dụng giá ngày lễ; ưu đãi và mã giảm giá được trừ ở bước thanh toán.",
  "Phim có phân loại T13, T16, T18: nhân viên có thể kiểm tra giấy tờ tùy thân khi vào phòng chiếu.",
];
