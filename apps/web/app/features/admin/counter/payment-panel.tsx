import type { CounterPaymentMethod } from "@hancine/contract/box-office";
import { formatCount, formatVnd } from "@hancine/contract/format";
import { displayPrice } from "#web/features/admin/prices/price-cells.ts";
import { cx } from "#web/ui/cx.ts";
import { FieldError, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { QUICK_NOTES } from "./basket.ts";
import { COUNTER_PAYMENT_LABELS, COUNTER_PAYMENT_METHODS } from "@hancine/contract/box-office";
import { PAY_MODES, type Payment } from "./use-payment.ts";

const bigButton =
  "inline-flex min-h-11 items-center justify-center rounded-card border text-[15px] font-bold leading-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-link";

/**
 * How the customer pays: the method (Tiền mặt, Thẻ, VietQR, Kết hợp), then what it needs — the cash
 * handed over (quick notes, "Đúng số tiền") and the change to give back, the card terminal's
 * reference (typed, or scanned: the scanner's Enter confirms), or the lines of a mix with what is
 * left to pay. `error` is the server's word on the payments (`fields.payments`).
 */
export function PaymentPanel({ payment, error }: { payment: Payment; error?: string | undefined }) {
  const { mode, due } = payment;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Hình thức thanh toán</legend>
      <div role="group" aria-label="Hình thức thanh toán" className="grid grid-cols-4 gap-1.5">
        {PAY_MODES.map((item) => (
          <button
            key={item.mode}
            type="button"
            aria-pressed={mode === item.mode}
            onClick={() => payment.choose(item.mode)}
            aria-keyshortcuts={item.key || undefined}
            className={cx(
              bigButton,
              "whitespace-nowrap px-1 text-sm",
              mode === item.mode ? "border-night-900 bg-night-900 text-white" : "border-slate-300 bg-white text-night-900 hover:bg-mist",
            )}
          >
            {item.label}
          </button>
        ))}
      </div>

      {mode === "cash" ? <CashPart payment={payment} error={error} /> : null}
      {mode === "card" ? (
        <div>
          <label htmlFor="counter-card-ref" className="mb-1 block text-sm font-medium text-slate-800">
            Mã giao dịch trên máy POS (gõ hoặc quét)
          </label>
          <input
            id="counter-card-ref"
            value={payment.reference}
            onChange={(event) => payment.setReference(event.target.value)}
            autoComplete="off"
            maxLength={100}
            className={inputClass}
            {...invalidProps("counter-card-ref", error)}
          />
          <FieldError id="counter-card-ref" error={error} />
        </div>
      ) : null}
      {mode === "vietqr" ? (
        <p className="rounded-card bg-blue-50 px-3 py-2 text-sm text-blue-950" {...invalidProps("counter-vietqr", error)}>
          Xác nhận để có mã VietQR đúng {formatVnd(due)}, nội dung là mã đơn. Khách quét mã; khi tiền đã về tài khoản, đưa vé cho khách.
          <FieldError id="counter-vietqr" error={error} />
        </p>
      ) : null}
      {mode === "mix" ? <MixPart payment={payment} error={error} /> : null}
      {mode === null && error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CashPart({ payment, error }: { payment: Payment; error?: string | undefined }) {
  const { cash, due } = payment;
  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="counter-tendered" className="mb-1 block text-sm font-medium text-slate-800">
            Khách đưa
          </label>
          <input
            id="counter-tendered"
            inputMode="numeric"
            autoComplete="off"
            placeholder={formatCount(due)}
            value={payment.tendered}
            onChange={(event) => payment.setTendered(displayPrice(event.target.value))}
            className={cx(inputClass, "text-right text-xl font-bold tabular-nums")}
            {...invalidProps("counter-tendered", error)}
          />
        </div>
        <button
          type="button"
          onClick={payment.exact}
          aria-keyshortcuts="F6"
          className={cx(bigButton, "border-night-900 bg-white px-3 text-night-900 hover:bg-mist")}
        >
          Đúng số tiền
        </button>
      </div>
      <div role="group" aria-label="Mệnh giá khách đưa" className="grid grid-cols-4 gap-1.5">
        {QUICK_NOTES.map((note) => (
          <button
            key={note}
            type="button"
            onClick={() => payment.setTendered(formatCount(note))}
            className={cx(bigButton, "px-1 border-slate-300 bg-white text-night-900 hover:bg-mist")}
          >
            {formatCount(note)}
          </button>
        ))}
      </div>
      <FieldError id="counter-tendered" error={error} />
      <p aria-live="polite" data-testid="counter-change" className="flex min-h-11 items-center justify-between rounded-card bg-mist px-3 py-1">
        {cash.kind === "short" ? (
          <>
            <span className="font-bold text-red-800">Còn thiếu</span>
            <span className="text-2xl font-bold tabular-nums text-red-800">{formatVnd(cash.missing)}</span>
          </>
        ) : cash.kind === "change" ? (
          <>
            <span className="font-bold text-night-900">Tiền thối lại</span>
            <span className="text-2xl font-bold tabular-nums text-night-900">{formatVnd(cash.change)}</span>
          </>
        ) : (
          <span className="text-sm text-slate-700">Để trống: khách đưa đúng số tiền.</span>
        )}
      </p>
    </div>
  );
}

function MixPart({ payment, error }: { payment: Payment; error?: string | undefined }) {
  const { mix, progress } = payment;
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {mix.map((line, index) => {
          const id = `counter-mix-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the list
            <li key={index} className="space-y-1.5 rounded-card border border-slate-200 bg-white p-2">
              <div className="flex items-end gap-1.5">
                <div className="w-36 shrink-0">
                  <label htmlFor={`${id}-method`} className="mb-1 block text-xs font-medium text-slate-800">
                    Khoản {index + 1}
                  </label>
                  <select
                    id={`${id}-method`}
                    value={line.method}
                    onChange={(event) => payment.setMixLine(index, { method: event.target.value as CounterPaymentMethod })}
                    className={cx(inputClass, "px-2")}
                  >
                    {COUNTER_PAYMENT_METHODS.map((method) => (
                      <option key={method} value={method}>
                        {COUNTER_PAYMENT_LABELS[method]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="min-w-0 flex-1">
                  <label htmlFor={`${id}-amount`} className="mb-1 block text-xs font-medium text-slate-800">
                    Số tiền
                  </label>
                  <input
                    id={`${id}-amount`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={line.amount}
                    onChange={(event) => payment.setMixLine(index, { amount: displayPrice(event.target.value) })}
                    className={cx(inputClass, "text-right font-bold tabular-nums")}
                  />
                </div>
                {mix.length > 1 ? (
                  <button
                    type="button"
                    onClick={() => payment.removeMixLine(index)}
                    aria-label={`Bỏ khoản ${index + 1}`}
                    className={cx(bigButton, "w-11 shrink-0 border-slate-300 bg-white text-night-900 hover:bg-red-50")}
                  >
                    ×
                  </button>
                ) : null}
              </div>
              {/* A gift card's code needs the line's whole width (16 characters read back to the customer): its button goes below. */}
              <div className={cx("flex items-end gap-1.5", line.method === "gift_card" && "flex-wrap justify-end")}>
                {line.method === "cash" ? (
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${id}-tendered`} className="mb-1 block text-xs font-medium text-slate-800">
                      Khách đưa (trống: đúng số)
                    </label>
                    <input
                      id={`${id}-tendered`}
                      inputMode="numeric"
                      autoComplete="off"
                      value={line.tendered}
                      onChange={(event) => payment.setMixLine(index, { tendered: displayPrice(event.target.value) })}
                      className={cx(inputClass, "text-right tabular-nums")}
                    />
                  </div>
                ) : line.method === "card" ? (
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${id}-ref`} className="mb-1 block text-xs font-medium text-slate-800">
                      Mã giao dịch POS
                    </label>
                    <input
                      id={`${id}-ref`}
                      autoComplete="off"
                      maxLength={100}
                      value={line.reference}
                      onChange={(event) => payment.setMixLine(index, { reference: event.target.value })}
                      className={inputClass}
                    />
                  </div>
                ) : line.method === "gift_card" ? (
                  <div className="grid min-w-0 basis-full grid-cols-[1fr_6.5rem] gap-1.5">
                    <div className="min-w-0">
                      <label htmlFor={`${id}-gift`} className="mb-1 block text-xs font-medium text-slate-800">
                        Mã thẻ quà tặng
                      </label>
                      <input
                        id={`${id}-gift`}
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={40}
                        value={line.reference}
                        onChange={(event) => payment.setMixLine(index, { reference: event.target.value })}
                        className={inputClass}
                      />
                    </div>
                    <div>
                      <label htmlFor={`${id}-pin`} className="mb-1 block text-xs font-medium text-slate-800">
                        Mã PIN
                      </label>
                      <input
                        id={`${id}-pin`}
                        autoComplete="off"
                        inputMode="numeric"
                        maxLength={6}
                        value={line.pin}
                        onChange={(event) => payment.setMixLine(index, { pin: event.target.value })}
                        className={inputClass}
                      />
                    </div>
                  </div>
                ) : (
                  <p className="min-w-0 flex-1 text-xs text-slate-600">Mã VietQR hiện sau khi xác nhận.</p>
                )}
                <button
                  type="button"
                  onClick={() => payment.fillRemaining(index)}
                  className={cx(bigButton, "shrink-0 border-slate-300 bg-white px-2 text-sm text-night-900 hover:bg-mist")}
                  aria-label={`Khoản ${index + 1}: lấy phần còn lại`}
                >
                  Lấy phần còn lại
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {mix.length < 5 ? (
        <button
          type="button"
          onClick={payment.addMixLine}
          className={cx(bigButton, "w-full border-dashed border-slate-400 bg-white text-night-900 hover:bg-mist")}
        >
          + Thêm khoản
        </button>
      ) : null}
      <p
        aria-live="polite"
        data-testid="counter-mix-progress"
        className="flex items-baseline justify-between rounded-card bg-mist px-3 py-2"
        {...invalidProps("counter-mix", error)}
      >
        {payment.due === 0 ? (
          <span className="text-sm text-slate-700">Giỏ đang trống.</span>
        ) : progress.remaining > 0 ? (
          <>
            <span className="font-bold text-red-800">Còn thiếu</span>
            <span className="text-xl font-bold tabular-nums text-red-800">{formatVnd(progress.remaining)}</span>
          </>
        ) : progress.remaining < 0 ? (
          <>
            <span className="font-bold text-red-800">Thừa so với tổng</span>
            <span className="text-xl font-bold tabular-nums text-red-800">{formatVnd(-progress.remaining)}</span>
          </>
        ) : (
          <>
            <span className="font-bold text-night-900">Đủ · tiền thối lại</span>
            <span className="text-xl font-bold tabular-nums text-night-900">{formatVnd(payment.change)}</span>
          </>
        )}
      </p>
      <FieldError id="counter-mix" error={error} />
    </div>
  );
}
