import { useState, type FormEvent } from "react";
import type { AdminPriceTable, PriceQuote } from "@hancine/contract/back-office-prices";
import { DAY_KIND_LABELS, TIME_BAND_LABELS } from "@hancine/contract/booking-constants";
import { chainDay, dayMonthYearFromIso, formatDayShort, formatVnd, isoFromDayMonthYear } from "@hancine/contract/format";
import { PRICE_FORMATS, PRICE_SEAT_TYPES, SEAT_TYPE_NAMES, type PriceKey } from "@hancine/contract/price-table-rules";
import { callApi } from "#web/lib/api-client.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { DateField } from "#web/ui/date-field.tsx";
import { errorIdOf, Field, FieldError, inputClass } from "#web/ui/form-fields.tsx";

/** "1930" or "19:30" → "19:30" as typed: a colon once a third digit follows. */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** "19:30" (24-hour) → itself when it is a time of day; null otherwise. */
function validTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]!.padStart(2, "0")}:${match[2]}`;
}

function validDay(text: string): string | null {
  const iso = isoFromDayMonthYear(text);
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

const selectClass = cx(inputClass, "pr-8");

/**
 * 'Giá vé lúc…': what one seat of a format costs at a date and time, with the rule that priced it,
 * answered by the server with the seat map's own SQL (saved prices, not the editor's unsaved ones).
 */
export function PriceQuoteForm({ table, now, unsaved }: { table: AdminPriceTable; now: string; unsaved: boolean }) {
  const [format, setFormat] = useState<PriceKey["format"]>(table.required.formats[0] ?? "2D");
  const [seatType, setSeatType] = useState<PriceKey["seatType"]>("standard");
  const [day, setDay] = useState(dayMonthYearFromIso(chainDay(now)));
  const [time, setTime] = useState("19:30");
  const [errors, setErrors] = useState<{ day?: string; time?: string }>({});
  const [answer, setAnswer] = useState<{ quote: PriceQuote; format: string; seatType: PriceKey["seatType"] } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const iso = validDay(day);
    const hhmm = validTime(time);
    const found = {
      ...(!iso && { day: "Ngày phải có dạng ngày/tháng/năm, ví dụ 02/09/2026." }),
      ...(!hhmm && { time: "Giờ phải có dạng giờ:phút (24 giờ), ví dụ 19:30." }),
    };
    setErrors(found);
    if (!iso || !hhmm) return;
    setBusy(true);
    // The chain's zone is UTC+7 all year (no summer time).
    const reply = await callApi("GET /admin/prices/quote", { query: { cinema: table.cinema.slug, format, seatType, at: `${iso}T${hhmm}:00+07:00` } });
    setBusy(false);
    setAnswer(reply.ok ? { quote: reply.result, format, seatType } : { error: reply.error.message });
  }

  return (
    <section aria-labelledby="gia-ve-luc" className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id="gia-ve-luc" className="text-lg font-bold text-night-900">
        Giá vé lúc…
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">Tính như sơ đồ ghế của một suất bắt đầu lúc đó, theo bảng giá đã lưu.</p>
      <form onSubmit={submit} noValidate className="mt-3 grid grid-cols-2 gap-3">
        <Field id="quote-format" label="Định dạng">
          <select id="quote-format" className={selectClass} value={format} onChange={(e) => setFormat(e.target.value as PriceKey["format"])}>
            {PRICE_FORMATS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </Field>
        <Field id="quote-seat" label="Loại ghế">
          <select id="quote-seat" className={selectClass} value={seatType} onChange={(e) => setSeatType(e.target.value as PriceKey["seatType"])}>
            {PRICE_SEAT_TYPES.map((s) => (
              <option key={s} value={s}>
                {SEAT_TYPE_NAMES[s]}
              </option>
            ))}
          </select>
        </Field>
        <div className="col-span-2 grid grid-cols-[1fr_7rem] gap-3">
          <DateField id="quote-day" name="day" label="Ngày chiếu" value={day} onValueChange={setDay} error={errors.day} />
          <div>
            <label htmlFor="quote-time" className="mb-1.5 block text-sm font-medium text-slate-800">
              Giờ bắt đầu
            </label>
            <input
              id="quote-time"
              type="text"
              inputMode="numeric"
              placeholder="hh:mm"
              maxLength={5}
              value={time}
              onChange={(e) => setTime(maskTime(e.target.value))}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={cx("quote-time-hint", errors.time && errorIdOf("quote-time"))}
              className={inputClass}
            />
            <p id="quote-time-hint" className="mt-1 text-xs text-slate-600">
              24 giờ, ví dụ 19:30
            </p>
            <FieldError id="quote-time" error={errors.time} />
          </div>
        </div>
        <button type="submit" disabled={busy} className={buttonClass("secondary", "col-span-2")}>
          {busy ? "Đang tính…" : "Xem giá"}
        </button>
      </form>
      <div role="status" aria-live="polite" className="mt-3" data-testid="price-quote">
        {answer && "quote" in answer ? (
          <div className="rounded-card bg-mist p-3">
            <p className="text-sm text-slate-700">
              {answer.format} · {SEAT_TYPE_NAMES[answer.seatType]} · {formatDayShort(`${answer.quote.day}T12:00:00+07:00`)}/{answer.quote.day.slice(0, 4)} lúc{" "}
              {answer.quote.time}
            </p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-night-900">{answer.quote.price === null ? "Chưa có giá" : formatVnd(answer.quote.price)}</p>
            <p className="mt-1 text-sm text-slate-700">
              Áp dụng giá <strong>{DAY_KIND_LABELS[answer.quote.dayKind]}</strong> · <strong>{TIME_BAND_LABELS[answer.quote.timeBand]}</strong>
              {answer.quote.holiday ? (
                <>
                  {" "}
                  · ngày lễ: <strong>{answer.quote.holiday}</strong>
                </>
              ) : null}
            </p>
            {answer.quote.price === null ? (
              <p className="mt-1 text-sm text-red-700">Rạp chưa có giá cho ô này: hãy thêm vào bảng giá trước khi xếp suất.</p>
            ) : null}
          </div>
        ) : answer ? (
          <p className="rounded-card border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">{answer.error}</p>
        ) : null}
        {unsaved ? <p className="mt-2 text-sm text-amber-900">Bảng giá đang có thay đổi chưa lưu: giá ở đây là giá đã lưu.</p> : null}
      </div>
    </section>
  );
}
