import { useId, useState, type FormEvent } from "react";
import { formatCount } from "@hancine/contract/format";
import { PRICE_FORMATS, PRICE_STEP_VND, priceKeyOf, type PriceKey } from "@hancine/contract/price-table-rules";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import { EVERY_KEY, parsePrice, type Cells } from "./price-cells.ts";

type Format = PriceKey["format"];

/** "-5.000", "+10000", "5 000" → the amount; null when it is not a whole number of thousands. */
function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s.₫đ]/gi, "");
  if (compact === "" || compact === "+" || compact === "-") return 0;
  if (!/^[+-]?\d{1,8}$/.test(compact)) return null;
  const amount = Number(compact);
  return amount % PRICE_STEP_VND === 0 ? amount : null;
}

/**
 * The cells of `format` taken from `source` (the same format: its own prices) plus `amount`; cells
 * the source has no price for stay as they are. A result below 1.000 ₫ is kept as typed, for the
 * editor's checks to mark.
 */
export function adjustedCells(cells: Cells, format: Format, source: Format, amount: number): Cells {
  const next = { ...cells };
  for (const key of EVERY_KEY.filter((k) => k.format === format)) {
    const from = parsePrice(cells[priceKeyOf({ ...key, format: source })] ?? "");
    if (from === null || Number.isNaN(from)) continue;
    next[priceKeyOf(key)] = formatCount(from + amount);
  }
  return next;
}

/**
 * 'Điều chỉnh nhanh': add an amount to every price of the open format, or fill it from another
 * format's table plus an amount (a new 4DX table from the 3D one). The result is an ordinary unsaved
 * edit: the changed cells show their old prices until the table is saved or the change discarded.
 */
export function PriceAdjust({ format, cells, onApply }: { format: Format; cells: Cells; onApply: (next: Cells, summary: string) => void }) {
  const id = useId();
  const [source, setSource] = useState<Format | "same">("same");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const from = source === "same" ? format : source;
  const sourceHasPrices = EVERY_KEY.some((k) => k.format === from && parsePrice(cells[priceKeyOf(k)] ?? "") !== null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value === null) return setError("Số tiền cộng thêm phải là bội số của 1.000 ₫, có thể âm (ví dụ -5.000).");
    if (!sourceHasPrices) return setError(`Bảng ${from} chưa có giá nào để lấy.`);
    setError(null);
    const sign = value > 0 ? `cộng ${formatCount(value)} ₫` : value < 0 ? `trừ ${formatCount(-value)} ₫` : "giữ nguyên giá";
    onApply(
      adjustedCells(cells, format, from, value),
      from === format ? `Bảng ${format}: ${sign} mỗi ô (chưa lưu).` : `Bảng ${format}: lấy từ bảng ${from}, ${sign} (chưa lưu).`,
    );
  }

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label={`Điều chỉnh nhanh bảng ${format}`}
      className="flex flex-wrap items-end gap-2 rounded-card border border-dashed border-slate-300 bg-white px-3 py-2.5"
    >
      <p className="w-full text-sm font-bold text-night-900">Điều chỉnh nhanh</p>
      <div>
        <label htmlFor={`${id}-source`} className="mb-1 block text-xs font-medium text-slate-700">
          Lấy giá từ
        </label>
        <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value as Format | "same")} className={cx(inputClass, "h-10 w-40")}>
          <option value="same">Chính bảng {format}</option>
          {PRICE_FORMATS.filter((f) => f !== format).map((f) => (
            <option key={f} value={f}>
              Bảng {f}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-amount`} className="mb-1 block text-xs font-medium text-slate-700">
          Cộng thêm (₫, có thể âm)
        </label>
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="5.000"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(inputClass, "h-10 w-36 text-right tabular-nums")}
        />
      </div>
      <button type="submit" className={buttonClass("ghost", "h-10 border border-slate-300")}>
        Áp dụng cho bảng {format}
      </button>
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
