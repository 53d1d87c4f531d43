import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { AdminCinema } from "@hancine/contract/back-office";
import { addDays } from "@hancine/contract/chain-clock";
import { formatCount, isoFromDayMonthYear } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";
import { DateField } from "#web/ui/date-field.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#web/ui/icons.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { selectClass } from "./dialogs/clock-field.tsx";
import { totalsOf, type ScheduleModel } from "./model/schedule-model.ts";
import { dayLong, dayShort } from "./model/schedule-time.ts";

const navButton =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-card border border-slate-300 bg-white px-3 text-sm font-bold text-night-900 hover:bg-slate-100";

/** The page's head: which cinema and day, moving between days, and the day's totals. */
export function ScheduleHeader({ model, cinemas }: { model: ScheduleModel; cinemas: readonly AdminCinema[] }) {
  const navigate = useNavigate();
  const { date, cinema } = model.day;
  const [typed, setTyped] = useState(dayLong(date));
  const [dateError, setDateError] = useState<string>();
  const [shown, setShown] = useState(date);
  if (shown !== date) {
    // Another day was opened (buttons, links): the field follows it.
    setShown(date);
    setTyped(dayLong(date));
    setDateError(undefined);
  }
  const at = (day: string, slug = cinema.slug) => adminPaths.schedule({ cinema: slug, date: day });
  const totals = totalsOf(model.day.showtimes);

  const openTyped = (event: FormEvent) => {
    event.preventDefault();
    const iso = isoFromDayMonthYear(typed);
    if (!iso || Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) || new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) !== iso) {
      setDateError("Hãy nhập ngày dạng dd/mm/yyyy, ví dụ 24/11/2026.");
      return;
    }
    setDateError(undefined);
    navigate(at(iso));
  };

  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h1 className="text-2xl font-bold text-night-900">Lịch chiếu</h1>
          <p className="text-[15px] text-slate-700">
            {cinema.name} · {dayShort(date)}/{date.slice(0, 4)}
            {date === model.today ? " · hôm nay" : ""}
          </p>
        </div>
        <dl className="flex flex-wrap gap-2 text-sm" aria-label="Tổng trong ngày">
          {[
            ["Suất chiếu", formatCount(totals.showtimes) + (totals.cancelled > 0 ? ` (+${totals.cancelled} huỷ)` : "")],
            ["Ghế", formatCount(totals.seats)],
            ["Đã bán", `${formatCount(totals.sold)} · ${Math.round(totals.occupancy * 100)}%`],
            ["Đang giữ", formatCount(totals.held)],
          ].map(([term, value]) => (
            <div key={term} className="rounded-card border border-slate-300 bg-white px-3 py-1.5">
              <dt className="text-xs text-slate-600">{term}</dt>
              <dd className="font-bold tabular-nums text-night-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {cinemas.length > 1 ? (
          <div className="w-64 max-w-full">
            <label htmlFor="schedule-cinema" className="mb-1.5 block text-sm font-medium text-slate-800">
              Rạp
            </label>
            <select id="schedule-cinema" value={cinema.slug} onChange={(e) => navigate(at(date, e.target.value))} className={selectClass}>
              {cinemas.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <nav aria-label="Chọn ngày" className="flex flex-wrap items-start gap-2">
          <Link to={at(addDays(date, -1))} className={cx(navButton, "mt-[26px]")} aria-label={`Ngày trước: ${dayShort(addDays(date, -1))}`}>
            <ChevronLeftIcon />
          </Link>
          <form onSubmit={openTyped} className="flex items-start gap-2" noValidate>
            <div className="w-56">
              <DateField id="schedule-date" name="date" label="Ngày" value={typed} onValueChange={setTyped} error={dateError} />
            </div>
            <button type="submit" className={cx(navButton, "mt-[26px]")}>
              Xem
            </button>
          </form>
          <Link to={at(addDays(date, 1))} className={cx(navButton, "mt-[26px]")} aria-label={`Ngày sau: ${dayShort(addDays(date, 1))}`}>
            <ChevronRightIcon />
          </Link>
          <Link
            to={at(model.today)}
            aria-current={date === model.today ? "date" : undefined}
            className={cx(navButton, "mt-[26px] px-4", date === model.today && "border-night-900")}
          >
            Hôm nay
          </Link>
        </nav>
      </div>
    </header>
  );
}
