import { inputClass } from "#web/ui/form-fields.tsx";
import { useAdminSession } from "./admin-session.ts";

/** The cinema a one-cinema page shows, chosen among the person's cinemas (shown only when they have more than one). */
export function CinemaPicker({ id, value, onChoose }: { id: string; value: string; onChoose: (slug: string) => void }) {
  const { cinemas } = useAdminSession();
  if (cinemas.length <= 1) return null;
  return (
    <div className="w-full sm:w-72">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        Rạp
      </label>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChoose(event.target.value)}>
        {cinemas.map((cinema) => (
          <option key={cinema.slug} value={cinema.slug}>
            {cinema.name}
          </option>
        ))}
      </select>
    </div>
  );
}
