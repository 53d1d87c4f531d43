import { useState, type ReactNode } from "react";
import { cx } from "./cx.ts";
import { errorIdOf, Field, inputClass } from "./form-fields.tsx";

/** "15061998" as typed (slashes or not) → "15/06/1998": a slash appears once a digit follows it. */
export function maskDayMonthYear(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}

type DateFieldProps = {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  /** The text shown, "dd/mm/yyyy"; controlled when given with `onValueChange`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (text: string) => void;
  autoComplete?: string;
  /** Drawn inside the field at its end (e.g. a clear button). */
  trailing?: ReactNode;
  /** The example under the field (default: a birthday's). */
  hint?: string;
};

/**
 * A date as Vietnamese people write it, day/month/year (Chromium's native date input shows
 * mm/dd/yyyy to many of them). The form sends the text; the contract's schema reads "15/06/1998".
 */
export function DateField({
  id,
  name,
  label,
  error,
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  trailing,
  hint = "Ngày/tháng/năm, ví dụ 15/06/1998",
}: DateFieldProps) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const text = value ?? own;
  const hintId = `${id}-hint`;
  return (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder="dd/mm/yyyy"
          maxLength={10}
          value={text}
          onChange={(event) => {
            const masked = maskDayMonthYear(event.target.value);
            setOwn(masked);
            onValueChange?.(masked);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(hintId, error && errorIdOf(id))}
          className={cx(inputClass, trailing ? "pr-11" : undefined)}
        />
        {trailing}
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </Field>
  );
}
