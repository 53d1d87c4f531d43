import { useState, type FormEvent } from "react";
import { chainDay, dayMonthYearFromIso, formatTime } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { maskClock, openingOf } from "./opening.ts";
import { ShortField } from "./short-field.tsx";

type Props = {
  opensAt: string;
  /** Sends the new opening; answers the server's complaints about it by field (none when saved). */
  onSave: (iso: string) => Promise<Record<string, string> | null>;
};

/** "Đổi giờ mở bán": the opening's day and time in Vietnam, before it comes (a premiere moved by an hour). */
export function OpeningForm({ opensAt, onSave }: Props) {
  const [date, setDate] = useState(() => dayMonthYearFromIso(chainDay(opensAt)));
  const [clock, setClock] = useState(() => formatTime(opensAt));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const opening = openingOf(date, clock);
    if ("fields" in opening) return setErrors(opening.fields);
    setErrors((await onSave(opening.iso)) ?? {});
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label="Đổi giờ mở bán" className="flex flex-wrap items-end gap-3">
      <div className="w-44">
        <DateField id="live-date" name="opensAt" label="Ngày mở bán" value={date} onValueChange={setDate} error={errors.opensAt} hint="Ngày/tháng/năm" />
      </div>
      <div className="w-32">
        <ShortField
          id="live-time"
          name="opensTime"
          label="Giờ mở bán"
          hint="Giờ Việt Nam, 24 giờ"
          error={errors.opensTime}
          value={clock}
          onChange={(v) => setClock(maskClock(v))}
          placeholder="hh:mm"
          maxLength={5}
        />
      </div>
      <button type="submit" className={buttonClass("secondary", "mb-5")}>
        Đổi giờ mở bán
      </button>
    </form>
  );
}
