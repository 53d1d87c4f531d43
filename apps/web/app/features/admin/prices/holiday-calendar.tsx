import { useRef, useState } from "react";
import { href, Link } from "react-router";
import type { Holiday } from "@hancine/contract/back-office-prices";
import { dayMonthYearFromIso, formatDayShort } from "@hancine/contract/format";
import { callApi } from "#web/lib/api-client.ts";
import { useContractForm, useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { withStepUp } from "#web/lib/step-up.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { FormAlert, TextField } from "#web/ui/form-fields.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#web/ui/icons.tsx";
import { adminPaths } from "../shell/admin-paths.ts";
import { holidayFormSchema } from "./holiday-form.ts";

const weekdayOf = (day: string) => formatDayShort(`${day}T12:00:00+07:00`).split(",")[0];

/**
 * The chain's holiday calendar by year: every cinema sells a holiday's showtimes at its holiday
 * prices. Admins add, rename and remove days; managers read it. A day is added through its form
 * route (decision 069); the list here is the year shown, kept by this component.
 */
export function HolidayCalendar({ initial, year: initialYear, canEdit }: { initial: Holiday[]; year: number; canEdit: boolean }) {
  const [year, setYear] = useState(initialYear);
  const stepUp = useStepUp();
  const [holidays, setHolidays] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [day, setDay] = useState("");
  const [name, setName] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const adding = useContractForm({
    schema: holidayFormSchema,
    action: href("/form/admin/holidays"),
    onSuccess: (saved: Holiday) => {
      setDay("");
      setName("");
      if (saved.day.startsWith(String(year)))
        setHolidays((list) => [...list.filter((h) => h.day !== saved.day), saved].sort((a, b) => a.day.localeCompare(b.day)));
      setMessage({ tone: "success", text: `Đã thêm ngày lễ ${dayMonthYearFromIso(saved.day)}: ${saved.name}.` });
    },
  });

  async function show(next: number) {
    setLoading(true);
    const answer = await callApi("GET /admin/holidays", { query: { year: String(next) } });
    setLoading(false);
    if (!answer.ok) return setMessage({ tone: "error", text: answer.error.message });
    setYear(next);
    setHolidays(answer.result);
    setConfirming(null);
    setMessage(null);
  }

  async function remove(holiday: Holiday) {
    // A holiday changes prices: it asks for a second factor of the last 10 minutes (issue 33).
    const answer = await withStepUp(stepUp, () => callApi("DELETE /admin/holidays/:day", { params: { day: holiday.day } }));
    setConfirming(null);
    if (!answer.ok) return setMessage({ tone: "error", text: answer.error.message });
    setHolidays((list) => list.filter((h) => h.day !== holiday.day));
    setMessage({ tone: "success", text: `Đã bỏ ngày lễ ${dayMonthYearFromIso(holiday.day)} (${holiday.name}).` });
    listRef.current?.focus();
  }

  return (
    <section aria-labelledby="ngay-le" className="rounded-card border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="ngay-le" className="text-lg font-bold text-night-900">
          Ngày lễ năm {year}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            className={buttonClass("ghost", "border border-slate-300", "sm")}
            onClick={() => show(year - 1)}
            disabled={loading}
            aria-label={`Ngày lễ năm ${year - 1}`}
          >
            <ChevronLeftIcon aria-hidden="true" /> {year - 1}
          </button>
          <button
            type="button"
            className={buttonClass("ghost", "border border-slate-300", "sm")}
            onClick={() => show(year + 1)}
            disabled={loading}
            aria-label={`Ngày lễ năm ${year + 1}`}
          >
            {year + 1} <ChevronRightIcon aria-hidden="true" />
          </button>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Cả chuỗi bán vé ngày lễ theo giá “Ngày lễ”, kể cả suất đã xếp; vé đã bán giữ giá cũ.
        {canEdit ? null : " Chỉ quản trị chuỗi thay đổi được lịch này."}
      </p>
      <ul ref={listRef} tabIndex={-1} aria-label={`Các ngày lễ năm ${year}`} aria-busy={loading} className="mt-3 divide-y divide-slate-100 outline-none">
        {holidays.length === 0 ? <li className="py-2 text-sm text-slate-600">Chưa có ngày lễ nào trong năm {year}.</li> : null}
        {holidays.map((holiday) => (
          <li key={holiday.day} className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
            <span className="w-[7.75rem] shrink-0 whitespace-nowrap text-sm tabular-nums text-slate-700">
              {weekdayOf(holiday.day)}, {dayMonthYearFromIso(holiday.day)}
            </span>
            <span className="min-w-0 flex-1 font-medium text-night-900">{holiday.name}</span>
            {canEdit && confirming !== holiday.day ? (
              <button
                type="button"
                className={buttonClass("ghost", "text-red-700", "sm")}
                onClick={() => setConfirming(holiday.day)}
                aria-label={`Bỏ ngày lễ ${dayMonthYearFromIso(holiday.day)}, ${holiday.name}`}
              >
                Bỏ
              </button>
            ) : null}
            {canEdit && confirming === holiday.day ? (
              <span className="flex items-center gap-1 text-sm">
                <span>Bỏ ngày này?</span>
                <button type="button" autoFocus className={buttonClass("secondary", "bg-red-700 hover:bg-red-800", "sm")} onClick={() => remove(holiday)}>
                  Bỏ ngày lễ
                </button>
                <button type="button" className={buttonClass("ghost", "", "sm")} onClick={() => setConfirming(null)}>
                  Thôi
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-2">
        <FormAlert message={message?.text ?? null} tone={message?.tone ?? "error"} />
      </div>
      {canEdit ? (
        <adding.Form
          {...adding.formProps}
          onSubmit={(event) => {
            adding.formProps.onSubmit(event);
            if (!event.defaultPrevented) setMessage(null);
          }}
          className="mt-3 grid gap-3 border-t border-slate-100 pt-3"
        >
          <h3 className="text-base font-bold text-night-900">Thêm ngày lễ</h3>
          <FormAlert message={adding.message} />
          <DateField id="holiday-day" name="day" label="Ngày" value={day} onValueChange={setDay} error={adding.errors.day} />
          <TextField
            id="holiday-name"
            label="Tên ngày lễ"
            value={name}
            onChange={setName}
            error={adding.errors.name}
            name="name"
            maxLength={80}
            placeholder="Ví dụ: Quốc khánh"
          />
          <button type="submit" className={buttonClass("secondary")}>
            Thêm ngày lễ
          </button>
        </adding.Form>
      ) : null}
      {canEdit ? (
        <p className="mt-3 text-sm">
          <Link className="font-medium text-blue-700 underline" to={adminPaths.audit({ entity: "holiday" })}>
            Nhật ký lịch ngày lễ
          </Link>
        </p>
      ) : null}
    </section>
  );
}
