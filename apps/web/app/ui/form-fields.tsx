import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "./cx.ts";
import { EyeIcon, EyeOffIcon } from "./more-icons.tsx";

export const inputClass =
  "h-11 w-full rounded-card border border-slate-300 bg-white px-3 text-[15px] text-slate-900 placeholder:text-slate-400 focus:border-link focus:outline-none focus-visible:ring-2 focus-visible:ring-link/30 focus-visible:outline-none aria-[invalid=true]:border-red-600";

/** The id of a field's error message, for aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** aria attributes tying an input to its error message. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorIdOf(id) } : {};
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="mt-1.5 text-sm leading-snug text-red-700">
      {error}
    </p>
  );
}

export function Field({
  id,
  label,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled one-line text input with its error message; `onChange` gets the text. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  className,
  ...input
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className">) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <input {...input} id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} {...invalidProps(id, error)} />
    </Field>
  );
}

/** The 'Email' input of the sign-in, sign-up and password forms (e-mail keyboard on phones); `placeholder` in the page's language. */
export function EmailField({
  id,
  autoComplete,
  error,
  placeholder = "ban@example.com",
}: {
  id: string;
  autoComplete: "email" | "username";
  error?: string | undefined;
  placeholder?: string;
}) {
  return (
    <Field id={id} label="Email" error={error}>
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={inputClass}
        {...invalidProps(id, error)}
      />
    </Field>
  );
}

/** A password field's show/hide button names from its label (in lower case); Vietnamese unless a page gives its language's. */
type ToggleLabels = { show: (label: string) => string; hide: (label: string) => string };
const VIETNAMESE_TOGGLE: ToggleLabels = { show: (label) => `Hiện ${label}`, hide: (label) => `Ẩn ${label}` };

type PasswordFieldProps = {
  id: string;
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  error?: string | undefined;
  toggleLabels?: ToggleLabels;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "name" | "autoComplete">;

/** A password input with its own show/hide toggle (each field's visibility is independent). */
export function PasswordField({ id, label, name, autoComplete, error, toggleLabels = VIETNAMESE_TOGGLE, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className={cx(inputClass, "pr-12")}
          {...invalidProps(id, error)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? toggleLabels.hide(label.toLowerCase()) : toggleLabels.show(label.toLowerCase())}
          aria-controls={id}
          className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-card text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}

/** The form-level message: read out by screen readers as soon as it appears. */
export function FormAlert({ message, tone = "error" }: { message: string | null; tone?: "error" | "success" }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} aria-live={tone === "error" ? "assertive" : "polite"} className={message ? "" : "sr-only"}>
      {message ? (
        <p
          className={cx(
            "rounded-card border px-3 py-2.5 text-sm leading-relaxed",
            tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-emerald-200 bg-emerald-50 text-emerald-900",
          )}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A submit button that says it is working and cannot be pressed twice. */
export function SubmitButton({ busy, label, busyLabel, className }: { busy: boolean; label: string; busyLabel: string; className: string }) {
  return (
    <button type="submit" disabled={busy} aria-disabled={busy} className={className}>
      {busy ? (
        <>
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
