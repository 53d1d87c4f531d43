import { useId, useState, type FormEvent } from "react";
import type { AdminPriceTable } from "@hancine/contract/back-office-prices";
import { TICKET_TYPE_LABELS, type DiscountTicketType, type TicketType } from "@hancine/contract/booking-constants";
import { formatCount } from "@hancine/contract/format";
import { PRICE_STEP_VND, type PriceKey } from "@hancine/contract/price-table-rules";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { EVERY_KEY, layerKeyOf, parsePrice, typeCellsFromAdult, type Cells } from "./price-cells.ts";

/**
 * Which prices the grid edits: adult (the table's own) or a ticket type's (decision 085), each
 * type with what the door checks. A dot marks a layer with unsaved changes.
 */
export function TicketTypeLayers({
  layer,
  onLayer,
  types,
  changed,
}: {
  layer: TicketType;
  onLayer: (layer: TicketType) => void;
  types: AdminPriceTable["ticketTypes"];
  changed: readonly string[];
}) {
  const id = useId();
  const changedIn = (value: TicketType) => changed.some((key) => (key.split("/")[4] ?? "adult") === value);
  const current = types.find((t) => t.value === layer);
  return (
    <fieldset className="mt-4 rounded-card border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-bold text-night-900">Loại vé</legend>
      <div className="flex flex-wrap gap-2">
        {types.map((type) => (
          <label
            key={type.value}
            className={cx(
              "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-card border px-3 text-sm font-medium",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link/40",
              layer === type.value ? "border-night-900 bg-night-900 text-white" : "border-slate-300 bg-white text-night-900 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name={`${id}-layer`}
              value={type.value}
              checked={layer === type.value}
              onChange={() => onLayer(type.value)}
              aria-describedby={`${id}-hint`}
              className="sr-only"
            />
            {type.label}
            {changedIn(type.value) ? (
              <span className={layer === type.value ? "text-amber-brand" : "text-amber-brand-dark"} aria-label="(đã đổi)">
                ●
              </span>
            ) : null}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
        {layer === "adult"
          ? "Giá người lớn là giá của mỗi ô. HSSV, U22 và người cao tuổi có giá riêng theo từng ô, không cao hơn giá người lớn; ô để trống thì không bán loại vé đó."
          : `Giá vé ${TICKET_TYPE_LABELS[layer]} theo từng ô; để trống là không bán. Khi soát vé, nhân viên thấy “${current?.doorCheck ?? ""}”.`}
      </p>
    </fieldset>
  );
}

/** "20.000" → 20000 when it is whole thousands from 0; null otherwise. */
function parseOff(text: string): number | null {
  const value = parsePrice(text);
  return value !== null && !Number.isNaN(value) && value % PRICE_STEP_VND === 0 ? value : null;
}

/**
 * 'Điền nhanh' for a ticket type: every cell of the open format at the adult price minus an amount,
 * or cleared (the type not sold in that format). An ordinary unsaved edit, as the adult quick change.
 */
export function TypePriceFill({
  format,
  ticketType,
  cells,
  onApply,
}: {
  format: PriceKey["format"];
  ticketType: DiscountTicketType;
  cells: Cells;
  onApply: (next: Cells, summary: string) => void;
}) {
  const id = useId();
  const [off, setOff] = useState("");
  const [error, setError] = useState<string | null>(null);
  const label = TICKET_TYPE_LABELS[ticketType];

  function fill(event: FormEvent) {
    event.preventDefault();
    const amount = parseOff(off);
    if (amount === null) return setError("Số tiền giảm phải là bội số của 1.000 ₫, ví dụ 20.000.");
    setError(null);
    onApply(typeCellsFromAdult(cells, format, ticketType, amount), `Bảng ${format}: vé ${label} bằng giá người lớn trừ ${formatCount(amount)} ₫ (chưa lưu).`);
  }

  function clear() {
    const next = { ...cells };
    for (const key of EVERY_KEY.filter((k) => k.format === format)) delete next[layerKeyOf(key, ticketType)];
    onApply(next, `Bảng ${format}: bỏ giá vé ${label}, loại vé này không bán ở ${format} (chưa lưu).`);
  }

  return (
    <form onSubmit={fill} noValidate className="flex flex-wrap items-end gap-2 rounded-card bg-mist px-3 py-2.5">
      <div>
        <label htmlFor={`${id}-off`} className="mb-1 block text-sm font-medium text-night-900">
          Vé {label} {format}: giá người lớn trừ
        </label>
        <div className="relative">
          <input
            id={`${id}-off`}
            inputMode="numeric"
            autoComplete="off"
            value={off}
            placeholder="20.000"
            onChange={(event) => setOff(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cx(inputClass, "w-36 pr-6 text-right tabular-nums")}
          />
          <span aria-hidden="true" className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2 text-sm text-slate-500">
            ₫
          </span>
        </div>
      </div>
      <button type="submit" className={buttonClass("ghost", "border border-slate-300 bg-white")}>
        Điền mọi ô
      </button>
      <button type="button" onClick={clear} className={buttonClass("ghost", "text-sm underline underline-offset-2")}>
        Không bán vé {label} ở {format}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
