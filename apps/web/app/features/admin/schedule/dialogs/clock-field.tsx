import { errorIdOf, Field, inputClass } from "#web/ui/form-fields.tsx";
import { cx } from "#web/ui/cx.ts";

/** A time of day on the 24-hour clock, typed "19:30" (also "1930" or "19h30"; see parseClock). */
export function ClockField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  className,
}: {
  id: string;
  /** The field's name in its form (the form's schema reads it). */
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  className?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <Field id={id} label={label} error={error} className={className}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:mm"
        maxLength={5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(hintId, error && errorIdOf(id))}
        className={cx(inputClass, "tabular-nums")}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        24 giờ, ví dụ 19:30
      </p>
    </Field>
  );
}

export const selectClass = cx(inputClass, "pr-8");
