import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Order } from "@hancine/contract/booking";
import { PAYMENT_METHOD_NAMES } from "@hancine/contract/voucher-rules";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import type { ApiOutcome } from "#web/lib/api-client.ts";

type VoucherFormProps = { order: Order; onApply: (code: string | null) => Promise<ApiOutcome<Order> | null> };

/** 'Mã khuyến mãi': apply or remove a code; the server says whether it fits and what it takes off. */
export function VoucherForm({ order, onApply }: VoucherFormProps) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // Applying or removing a code swaps the form for the result (and back): the focus follows,
  // so keyboard and screen reader users are not dropped at the top of the page.
  const focusAfter = useRef<"applied" | "input" | null>(null);
  const applied = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const appliedCode = order.voucher?.code ?? null;
  useEffect(() => {
    if (working || !focusAfter.current) return;
    (focusAfter.current === "applied" ? applied.current : input.current)?.focus();
    focusAfter.current = null;
  }, [appliedCode, working]);

  const submit = async (value: string | null) => {
    setWorking(true);
    const reply = await onApply(value);
    if (reply && !reply.ok) setError(reply.error.fields?.voucherCode ?? reply.error.message);
    else {
      setError(null);
      setCode("");
      focusAfter.current = value ? "applied" : "input";
    }
    setWorking(false);
  };

  if (order.voucher) {
    return (
      <div
        ref={applied}
        tabIndex={-1}
        className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-green-700/30 bg-green-50 px-4 py-3"
        role="status"
      >
        <p className="text-sm text-green-900">
          Đã áp dụng mã <strong>{order.voucher.code}</strong>: {order.voucher.description}.
          {order.voucher.paymentMethods
            ? ` Chỉ áp dụng khi thanh toán bằng ${order.voucher.paymentMethods.map((m) => PAYMENT_METHOD_NAMES[m]).join(" hoặc ")}.`
            : null}
          {order.discount === 0 ? " Mã chưa giảm được gì cho đơn hàng này." : null}
        </p>
        <button type="button" onClick={() => submit(null)} disabled={working} className={buttonClass("ghost", "text-sm", "sm")}>
          Bỏ mã
        </button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!code.trim()) {
          setError("Bạn hãy nhập mã khuyến mãi.");
          return;
        }
        void submit(code.trim());
      }}
      noValidate
    >
      <label htmlFor={`${id}-code`} className="block text-sm font-bold text-night-900">
        Mã khuyến mãi
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={input}
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="VD: GIAM10K"
          className={cx(inputClass, "min-w-0 flex-1 uppercase")}
        />
        <button type="submit" disabled={working} className={buttonClass("secondary", "h-11 shrink-0")}>
          Áp dụng
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
