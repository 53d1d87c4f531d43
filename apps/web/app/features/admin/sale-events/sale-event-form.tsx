import { useState } from "react";
import { href, useNavigate } from "react-router";
import { chainDayFrom } from "@hancine/contract/chain-clock";
import { chainDay, dayMonthYearFromIso, formatCount, formatDayShort, formatDate, formatTime } from "@hancine/contract/format";
import type { AdminSaleEvent } from "@hancine/contract/waiting-room";
import { errorAt } from "#web/lib/forms/form-shape.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { DateField } from "#web/ui/date-field.tsx";
import { errorIdOf, Field, FieldError, FormAlert, inputClass, SubmitButton } from "#web/ui/form-fields.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { maskClock, newSaleEventForm, openingOf } from "./opening.ts";
import { ShortField } from "./short-field.tsx";

/** A coming showtime the event may cover; `takenBy` names the open event it already belongs to. */
export type ShowtimeChoice = {
  id: string;
  startsAt: string;
  cinema: { slug: string; name: string };
  room: string;
  format: string;
  version: string;
  takenBy: string | null;
};

/** The showtimes by cinema, then by day in Vietnam. */
function grouped(showtimes: ShowtimeChoice[]) {
  const cinemas = new Map<string, { name: string; days: Map<string, ShowtimeChoice[]> }>();
  for (const s of showtimes) {
    const cinema = cinemas.get(s.cinema.slug) ?? { name: s.cinema.name, days: new Map() };
    cinemas.set(s.cinema.slug, cinema);
    const day = chainDay(s.startsAt);
    cinema.days.set(day, [...(cinema.days.get(day) ?? []), s]);
  }
  return [...cinemas.entries()].sort(([, a], [, b]) => a.name.localeCompare(b.name, "vi"));
}

const checkRow = "flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-slate-50";

/** The fields the form shows; the server's word on any other (the film) goes in the summary. */
const ON_FORM = new Set(["name", "opensAt", "opensTime", "ratePerMinute", "showtimeIds"]);

/** "Tạo đợt mở bán" for one film: its name, the opening (day and time in Vietnam), the rate, and the showtimes. */
export function SaleEventForm({ film, showtimes, chain }: { film: { id: string; name: string }; showtimes: ShowtimeChoice[]; chain: boolean }) {
  const [name, setName] = useState(`Mở bán ${film.name}`);
  const [date, setDate] = useState(() => dayMonthYearFromIso(chainDayFrom(new Date(), 1)));
  const [clock, setClock] = useState("10:00");
  const [rate, setRate] = useState("60");
  const [mode, setMode] = useState<"all" | "pick">("all");
  const [picked, setPicked] = useState<string[]>([]);
  const navigate = useNavigate();
  const { Form, formProps, errors, message, busy, answer } = useContractForm({
    schema: newSaleEventForm,
    action: href("/form/admin/sale-events"),
    onSuccess: (event: AdminSaleEvent) => void navigate(adminPaths.saleEvent(event.id), { state: { created: event.name } }),
  });
  // Only showtimes after the opening can go through the waiting room (those before it sell as usual).
  const opening = openingOf(date, clock);
  const after = "iso" in opening ? Date.parse(opening.iso) : null;
  const shown = after === null ? showtimes : showtimes.filter((s) => Date.parse(s.startsAt) > after);
  const free = shown.filter((s) => !s.takenBy);
  const where = chain ? "ở mọi rạp" : "ở các rạp bạn phụ trách";
  const groups = grouped(shown);

  const refused = answer && !answer.ok ? answer.error : undefined;
  // One showtime's problem (`showtimeIds[2]`), or one already in another event or not at the person's cinemas, is said at the showtimes.
  const showtimesError =
    errorAt(errors, "showtimeIds") ?? (refused?.code === "SALE_EVENT_SHOWTIME_TAKEN" || refused?.code === "FORBIDDEN" ? refused.message : undefined);
  const elsewhere = Object.entries(errors).filter(([key]) => !ON_FORM.has(key.replace(/\[\d+\]$/, "")));
  const summary = message && elsewhere.length ? `${message} ${elsewhere.map(([, text]) => text).join(" ")}` : message;

  const toggle = (id: string, on: boolean) => setPicked((list) => (on ? [...list, id] : list.filter((x) => x !== id)));
  return (
    <Form {...formProps} aria-labelledby="sale-event-form-title" className="max-w-3xl space-y-5 rounded-card border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="sale-event-form-title" className="text-lg font-bold text-night-900">
        Đợt mở bán phim {film.name}
      </h2>
      <FormAlert message={summary} />
      <input type="hidden" name="filmId" value={film.id} />
      <Field id="sale-name" label="Tên đợt mở bán" error={errors.name}>
        <input
          id="sale-name"
          name="name"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? errorIdOf("sale-name") : undefined}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField
          id="sale-date"
          name="opensAt"
          label="Ngày mở bán"
          value={date}
          onValueChange={setDate}
          error={errors.opensAt}
          hint="Ngày/tháng/năm, ví dụ 24/11/2026"
        />
        <ShortField
          id="sale-time"
          name="opensTime"
          label="Giờ mở bán"
          hint="Giờ Việt Nam, 24 giờ, ví dụ 10:00"
          error={errors.opensTime}
          value={clock}
          onChange={(v) => setClock(maskClock(v))}
          placeholder="hh:mm"
          maxLength={5}
        />
        <ShortField
          id="sale-rate"
          name="ratePerMinute"
          label="Số người cho vào mỗi phút"
          hint="Từ 1 đến 10.000; đổi được bất cứ lúc nào"
          error={errors.ratePerMinute}
          value={rate}
          onChange={setRate}
          alignEnd
        />
      </div>

      <fieldset className="rounded-card border border-slate-200 p-4" aria-describedby={showtimesError ? errorIdOf("sale-showtimes") : undefined}>
        <legend className="px-1 text-sm font-bold text-night-900">Suất chiếu mở bán qua phòng chờ</legend>
        <label className={checkRow}>
          <input type="radio" name="mode" value="all" checked={mode === "all"} onChange={() => setMode("all")} className="size-5" />
          <span>
            Tất cả {formatCount(free.length)} suất của phim từ lúc mở bán, {where}
          </span>
        </label>
        <label className={checkRow}>
          <input type="radio" name="mode" value="pick" checked={mode === "pick"} onChange={() => setMode("pick")} className="size-5" />
          <span>Chọn suất</span>
        </label>
        <FieldError id="sale-showtimes" error={showtimesError} />
        {mode === "pick" ? (
          <div className="mt-3 space-y-3">
            {groups.length === 0 ? <p className="text-sm text-slate-700">Không có suất nào sau giờ mở bán.</p> : null}
            {groups.map(([slug, cinema]) => {
              const list = [...cinema.days.values()].flat();
              const chosen = list.filter((s) => picked.includes(s.id)).length;
              return (
                <details key={slug} open={groups.length === 1 || undefined} className="group rounded-card border border-slate-200">
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 font-bold text-night-900 hover:bg-slate-50">
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className="inline-block text-slate-500 transition-transform group-open:rotate-90 motion-reduce:transition-none">
                        ▸
                      </span>
                      {cinema.name}
                    </span>
                    <span className="text-sm font-normal text-slate-700">
                      {formatCount(list.length)} suất{chosen ? ` · đã chọn ${formatCount(chosen)}` : ""}
                    </span>
                  </summary>
                  <div role="group" aria-label={cinema.name} className="space-y-3 border-t border-slate-200 px-3 pb-3">
                    {[...cinema.days.entries()].map(([day, shows]) => (
                      <div key={day} role="group" aria-labelledby={`day-${slug}-${day}`}>
                        <p id={`day-${slug}-${day}`} className="mt-2 text-sm font-bold text-slate-700">
                          {formatDayShort(shows[0]!.startsAt)}/{formatDate(shows[0]!.startsAt).slice(-4)}
                        </p>
                        <ul className="mt-1 grid grid-cols-1 gap-x-3 sm:grid-cols-2 lg:grid-cols-3">
                          {shows.map((s) => (
                            <li key={s.id}>
                              <label className={cx(checkRow, s.takenBy && "cursor-not-allowed text-slate-600")}>
                                <input
                                  type="checkbox"
                                  name="showtimeIds"
                                  value={s.id}
                                  disabled={Boolean(s.takenBy)}
                                  checked={picked.includes(s.id)}
                                  onChange={(e) => toggle(s.id, e.target.checked)}
                                  className="size-5 shrink-0"
                                />
                                <span className="text-sm leading-snug">
                                  <span className="text-[15px] font-bold tabular-nums">{formatTime(s.startsAt)}</span> · {s.room} · {s.format}
                                  <span className="block text-xs text-slate-600">{s.takenBy ? `Đã thuộc đợt “${s.takenBy}”` : s.version}</span>
                                </span>
                              </label>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </details>
              );
            })}
          </div>
        ) : null}
      </fieldset>
      <SubmitButton busy={busy} label="Tạo đợt mở bán" busyLabel="Đang tạo…" className={buttonClass("primary")} />
    </Form>
  );
}
