import { buttonClass } from "#web/ui/button.tsx";
import { FieldError, inputClass, invalidProps } from "#web/ui/form-fields.tsx";

type Props = {
  /** The field's id (and its error's). */
  id: string;
  label: string;
  code: string;
  onCodeChange: (code: string) => void;
  onFind: () => void;
  busy: boolean;
  error: string | null;
};

/** The counter's dialogs start from an order's booking code, typed or scanned (a scanner types it and presses Enter). */
export function OrderCodeSearch({ id, label, code, onCodeChange, onFind, busy, error }: Props) {
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onFind();
      }}
    >
      <div className="flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          autoFocus
          maxLength={20}
          className={`${inputClass} uppercase`}
          {...invalidProps(id, error ?? undefined)}
        />
        <FieldError id={id} error={error ?? undefined} />
      </div>
      <button type="submit" disabled={busy} className={buttonClass("secondary", "min-h-11")}>
        {busy ? "Đang tìm…" : "Tìm đơn"}
      </button>
    </form>
  );
}
