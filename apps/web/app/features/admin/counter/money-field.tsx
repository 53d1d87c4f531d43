import { formatCount } from "@hancine/contract/format";
import { displayPrice } from "#web/features/admin/prices/price-cells.ts";
import { cx } from "#web/ui/cx.ts";
import { FieldError, inputClass, invalidProps } from "#web/ui/form-fields.tsx";

/**
 * A money input of the counter's forms, typed as the cashier says it ("500.000"), with quick amounts
 * as big buttons under it. Controlled (the grouping shows as they type); the form sends its text.
 */
export function MoneyField({
  id,
  name,
  label,
  value,
  onChange,
  quick = [],
  error,
  autoFocus,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  quick?: readonly number[];
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(displayPrice(event.target.value))}
          className={cx(inputClass, "h-12 pr-8 text-right text-xl font-bold tabular-nums")}
          {...invalidProps(id, error)}
        />
        <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-slate-600">
          ₫
        </span>
      </div>
      <FieldError id={id} error={error} />
      {quick.length > 0 ? (
        <div role="group" aria-label={`${label}: số tiền nhanh`} className="mt-2 grid grid-cols-4 gap-1.5">
          {quick.map((amount) => (
            <button
              key={amount}
              type="button"
              // The focus stays in the field: leaving it would have the form check it (empty) while the
              // amount is being put in, and the check's redraw would put the old text back.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChange(formatCount(amount))}
              className="min-h-11 rounded-card border border-slate-300 bg-white px-1 text-[15px] font-bold tabular-nums text-night-900 hover:bg-mist"
            >
              {formatCount(amount)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
