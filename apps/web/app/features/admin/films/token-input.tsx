import { useState, type KeyboardEvent } from "react";
import { cx } from "#web/ui/cx.ts";
import { errorIdOf, FieldError } from "#web/ui/form-fields.tsx";
import { CloseIcon } from "#web/ui/icons.tsx";
import { HiddenValues } from "#web/lib/forms/hidden-values.tsx";

type TokenInputProps = {
  id: string;
  /** The form's field for the names, sent once each. */
  name?: string;
  label: string;
  /** Read out with the field: how to add and remove names. */
  hint: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
};

const fold = (name: string) => name.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/gi, "d").toLowerCase().trim();

/**
 * Names as tokens (directors, cast): type a name and press Enter (or a comma) to add it; each token
 * has its own 'Xoá' button; Backspace in the empty box removes the last one. Order is kept.
 */
export function TokenInput({ id, name, label, hint, values, onChange, placeholder, error, disabled = false }: TokenInputProps) {
  const [text, setText] = useState("");
  const [announce, setAnnounce] = useState("");

  const add = (raw: string) => {
    const names = raw
      .split(",")
      .map((n) => n.trim().replace(/\s+/g, " "))
      .filter(Boolean)
      .filter((name, i, all) => !values.some((v) => fold(v) === fold(name)) && all.findIndex((n) => fold(n) === fold(name)) === i);
    if (names.length) {
      onChange([...values, ...names]);
      setAnnounce(`Đã thêm ${names.join(", ")}.`);
    }
    setText("");
  };
  const remove = (index: number) => {
    setAnnounce(`Đã xoá ${values[index]}.`);
    onChange(values.filter((_, i) => i !== index));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "Enter" || event.key === ",") && text.trim()) {
      event.preventDefault();
      add(text);
    } else if (event.key === "Enter") {
      // An empty box: Enter does not submit the whole form by accident.
      event.preventDefault();
    } else if (event.key === "Backspace" && text === "" && values.length) {
      remove(values.length - 1);
    }
  };

  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={cx(
          "flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-card border bg-white px-2 py-1.5 focus-within:border-link focus-within:ring-2 focus-within:ring-link/30",
          error ? "border-red-600" : "border-slate-300",
        )}
      >
        {values.length ? (
          <ul aria-label={`${label} đã thêm`} className="contents">
            {values.map((name, index) => (
              <li key={name} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-sm text-night-900">
                {name}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => remove(index)}
                  aria-label={`Xoá ${name}`}
                  className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-300 hover:text-night-900"
                >
                  <CloseIcon width={14} height={14} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          type="text"
          value={text}
          disabled={disabled}
          placeholder={values.length ? "" : placeholder}
          onChange={(event) => {
            if (event.target.value.includes(",")) add(event.target.value);
            else setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && add(text)}
          aria-describedby={cx(hintId, error && errorIdOf(id))}
          aria-invalid={error ? true : undefined}
          className="h-8 min-w-40 flex-1 border-0 bg-transparent px-1 text-[15px] outline-none focus-visible:outline-none"
        />
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id={id} error={error} />
      <p role="status" className="sr-only">
        {announce}
      </p>
      {name ? <HiddenValues name={name} value={values} /> : null}
    </div>
  );
}
