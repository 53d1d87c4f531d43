import type { TicketType } from "@hancine/contract/booking-constants";
import { formatVnd } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";
import { FieldError, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { basketTotal, type BasketLine } from "./basket.ts";

type Extras = { memberPhone: string; voucherCode: string };

/**
 * The basket: a line per seat and product with its amount, the total in big type, and the member's
 * phone (points) and voucher code the sale carries. `errors` are the server's words on those fields.
 */
export function BasketPanel({
  lines,
  extras,
  onExtras,
  onRemove,
  errors,
  discount = 0,
  voucherApplied = null,
  onApplyVoucher,
  onTicketType,
}: {
  lines: BasketLine[];
  /** A seat's ticket type chosen by the cashier (decision 085); without it seats sell as adult. */
  onTicketType?: (line: BasketLine, ticketType: TicketType) => void;
  extras: Extras;
  onExtras: (extras: Extras) => void;
  onRemove: (line: BasketLine) => void;
  errors: { memberPhone?: string | undefined; voucherCode?: string | undefined };
  /** What the applied voucher takes off, as the server priced it (POST /box-office/quote). */
  discount?: number;
  voucherApplied?: string | null;
  onApplyVoucher?: () => void;
}) {
  const total = basketTotal(lines) - discount;
  const openExtras = Boolean(extras.memberPhone || extras.voucherCode || errors.memberPhone || errors.voucherCode);
  return (
    <section aria-labelledby="counter-basket-title" className="space-y-1.5">
      <h2 id="counter-basket-title" className="sr-only">
        Giỏ hàng
      </h2>
      {lines.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600">
          Chưa có gì trong giỏ. Chạm ghế trên sơ đồ hoặc món bắp nước.
        </p>
      ) : (
        <ul aria-label="Các dòng trong giỏ" className="max-h-[9.5rem] divide-y divide-slate-100 overflow-y-auto rounded-card border border-slate-200 bg-white">
          {lines.map((line) => (
            <li key={line.key} className="flex items-center gap-2 pl-3 pr-0.5 text-[15px]">
              <span className="min-w-0 flex-1 truncate">
                {line.quantity > 1 ? `${line.quantity} × ` : ""}
                {line.label}
              </span>
              {onTicketType && line.options && line.options.length > 1 ? (
                <select
                  aria-label={`Loại vé ${line.label}`}
                  value={line.ticketType ?? "adult"}
                  onChange={(event) => onTicketType(line, event.target.value as TicketType)}
                  className="h-9 max-w-[9.5rem] rounded-card border border-slate-300 bg-white px-1.5 text-sm text-night-900"
                >
                  {line.options.map((option) => (
                    <option key={option.ticketType} value={option.ticketType}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : null}
              <span className="tabular-nums font-medium">{formatVnd(line.amount)}</span>
              <button
                type="button"
                onClick={() => onRemove(line)}
                aria-label={`Bỏ ${line.label} khỏi giỏ`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-card text-lg text-slate-600 hover:bg-red-50 hover:text-red-800"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {voucherApplied && lines.length > 0 ? (
        <p data-testid="counter-discount" className="flex items-baseline justify-between px-1 text-[15px] text-emerald-800">
          <span>Giảm giá (mã {voucherApplied})</span>
          <span className="tabular-nums font-medium">−{formatVnd(discount)}</span>
        </p>
      ) : null}
      <p className="flex items-baseline justify-between border-t-2 border-night-900 pt-1.5">
        <span className="font-bold text-night-900">Tổng cộng</span>
        <output data-testid="counter-total" aria-live="polite" className="text-3xl font-bold tabular-nums text-night-900">
          {formatVnd(total)}
        </output>
      </p>
      <details open={openExtras || undefined} className="group rounded-card border border-slate-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-bold text-night-900">
          Thành viên · mã giảm giá
          {extras.memberPhone || extras.voucherCode ? <span className="ml-auto text-xs font-normal text-slate-600">đã nhập</span> : null}
        </summary>
        <div className="grid grid-cols-[minmax(0,5fr)_minmax(0,7fr)] gap-2 px-3 pb-3">
          <div>
            <label htmlFor="counter-member-phone" className="mb-1 block text-xs font-medium text-slate-800">
              SĐT thành viên (tích điểm)
            </label>
            <input
              id="counter-member-phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
              value={extras.memberPhone}
              onChange={(event) => onExtras({ ...extras, memberPhone: event.target.value })}
              className={cx(inputClass, "px-2")}
              {...invalidProps("counter-member-phone", errors.memberPhone)}
            />
            <FieldError id="counter-member-phone" error={errors.memberPhone} />
          </div>
          <div>
            <label htmlFor="counter-voucher" className="mb-1 block text-xs font-medium text-slate-800">
              Mã giảm giá
            </label>
            <div className="flex gap-1.5">
              <input
                id="counter-voucher"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                value={extras.voucherCode}
                onChange={(event) => onExtras({ ...extras, voucherCode: event.target.value.toUpperCase() })}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && onApplyVoucher) {
                    event.preventDefault();
                    onApplyVoucher();
                  }
                }}
                className={cx(inputClass, "min-w-0 px-2 uppercase")}
                {...invalidProps("counter-voucher", errors.voucherCode)}
              />
              {onApplyVoucher ? (
                <button
                  type="button"
                  onClick={onApplyVoucher}
                  className="min-h-11 shrink-0 rounded-card border border-slate-300 px-2 text-sm font-bold text-night-900 hover:bg-slate-50"
                >
                  Áp dụng
                </button>
              ) : null}
            </div>
            <FieldError id="counter-voucher" error={errors.voucherCode} />
          </div>
        </div>
      </details>
    </section>
  );
}
