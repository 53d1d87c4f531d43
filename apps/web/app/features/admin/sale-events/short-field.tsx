import { cx } from "#web/ui/cx.ts";
import { errorIdOf, Field, inputClass } from "#web/ui/form-fields.tsx";

type ShortFieldProps = {
  id: string;
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  maxLength?: number;
  alignEnd?: boolean;
};

/** A short field typed with the number keys (a time, a count), its hint under it. */
export function ShortField({ id, name, label, hint, error, value, onChange, placeholder, maxLength, alignEnd }: ShortFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cx(inputClass, alignEnd && "text-right tabular-nums")}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(`${id}-hint`, error && errorIdOf(id))}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </Field>
  );
}
