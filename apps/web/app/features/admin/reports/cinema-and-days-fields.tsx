import { dayMonthYearFromIso } from "@hancine/contract/format";
import { DateField } from "#web/ui/date-field.tsx";
import { inputClass } from "#web/ui/form-fields.tsx";

type Props = {
  /** Prefix of the fields' ids, one per screen ("report", "occupancy"…). */
  idPrefix: string;
  /** The period and cinema asked for (days as YYYY-MM-DD). */
  value: { cinema?: string | null; from: string; to: string };
  cinemas: { slug: string; name: string }[];
  /** An admin reads the whole chain; anyone else the cinemas they run. */
  wholeChain: boolean;
};

/** The cinema and the first and last day of a report's period: the reports' filter forms share these three fields. */
export function CinemaAndDaysFields({ idPrefix, value, cinemas, wholeChain }: Props) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-cinema`} className="mb-1.5 block text-sm font-medium text-slate-800">
          Rạp
        </label>
        <select id={`${idPrefix}-cinema`} name="cinema" defaultValue={value.cinema ?? ""} className={inputClass}>
          <option value="">{wholeChain ? "Cả chuỗi" : "Tất cả rạp của tôi"}</option>
          {cinemas.map((cinema) => (
            <option key={cinema.slug} value={cinema.slug}>
              {cinema.name}
            </option>
          ))}
        </select>
      </div>
      <DateField id={`${idPrefix}-from`} name="from" label="Từ ngày" defaultValue={dayMonthYearFromIso(value.from)} />
      <DateField id={`${idPrefix}-to`} name="to" label="Đến ngày" defaultValue={dayMonthYearFromIso(value.to)} />
    </>
  );
}
