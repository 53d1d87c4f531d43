import { cx } from "#web/ui/cx.ts";
import { errorIdOf, Field, inputClass } from "#web/ui/form-fields.tsx";
import { maskMoment } from "./moment-text.ts";

type MomentFieldProps = { id: string; name: string; label: string; value: string; onChange: (text: string) => void; error?: string | undefined; hint: string };

/**
 * A moment as Vietnamese people write it, "dd/MM/yyyy HH:mm" in the chain's time (the date field of
 * `ui/date-field.tsx` with a time); the server reads the same text (`momentSchema`).
 */
export function MomentField({ id, name, label, value, onChange, error, hint }: MomentFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        placeholder="dd/mm/yyyy hh:mm"
        maxLength={16}
        value={value}
        onChange={(event) => onChange(maskMoment(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hintId, error && errorIdOf(id))}
        className={inputClass}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </Field>
  );
}
