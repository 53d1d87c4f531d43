import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "../../ui/cx.ts";
import { EyeIcon, EyeOffIcon } from "../../ui/icons.tsx";

export const inputClass =
  "h-11 w-full rounded-card border border-slate-300 bg-white px-3 text-[15px] text-slate-900 placeholder:text-slate-400 focus:border-link focus:outline-none focus-visible:ring-2 focus-visible:ring-link/30 focus-visible:outline-none";

export function Field({ id, label, children, className }: { id: string; label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

type PasswordFieldProps = { id: string; label: string; name: string; autoComplete: "current-password" | "new-password" } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "id" | "name" | "autoComplete"
>;

/** A password input with its own show/hide toggle (each field's visibility is independent). */
export function PasswordField({ id, label, name, autoComplete, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label}>
      <div className="relative">
        <input id={id} name={name} type={visible ? "text" : "password"} autoComplete={autoComplete} className={cx(inputClass, "pr-12")} {...props} />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Ẩn ${label.toLowerCase()}` : `Hiện ${label.toLowerCase()}`}
          aria-controls={id}
          className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-card text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}
