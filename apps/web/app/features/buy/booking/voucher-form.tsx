import { useEffect, useId, useRef, useState } from "react";
import { href } from "react-router";
import type { Order } from "@hancine/contract/booking";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { inputClass } from "#web/ui/form-fields.tsx";
import type { ApiOutcome } from "#web/lib/api-client.ts";
import { voucherFormSchema } from "./order-change-forms.ts";
import type { OrderChange } from "./use-booking.ts";
import { useOrderChangeForm } from "./use-order-change-form.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type VoucherFormProps = { order: Order; orderChange: OrderChange; onRemove: () => Promise<ApiOutcome<Order> | null> };

/** 'Mã khuyến mãi': apply or remove a code; the server says whether it fits and what it takes off. */
export function VoucherForm({ order, orderChange, onRemove }: VoucherFormProps) {
  const id = useId();
  const [code, setCode] = useState("");
  const [removing, setRemoving] = useState(false);
  const { t, rich, chainLang } = useI18n();
  // Applying or removing a code swaps the form for the result (and back): the focus follows,
  // so keyboard and screen reader users are not dropped at the top of the page.
  const focusAfter = useRef<"applied" | "input" | null>(null);
  const applied = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { Form, formProps, errors, message, busy } = useOrderChangeForm({
    schema: voucherFormSchema,
    action: href("/form/voucher"),
    orderChange,
    onChanged: () => {
      setCode("");
      focusAfter.current = "applied";
    },
  });
  const error = errors.voucherCode ?? message;
  const working = busy || removing;
  const appliedCode = order.voucher?.code ?? null;
  useEffect(() => {
    // Once the server's answer is on the page (the order comes a render after the form's answer).
    const target = focusAfter.current === "applied" ? applied.current : focusAfter.current === "input" ? input.current : null;
    if (working || !target) return;
    target.focus();
    focusAfter.current = null;
  }, [appliedCode, working]);

  const remove = async () => {
    setRemoving(true);
    const reply = await onRemove();
    if (!reply || reply.ok) focusAfter.current = "input";
    setRemoving(false);
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
          {rich("purchase.voucher.applied", { code: <strong>{order.voucher.code}</strong> })}
          <span lang={chainLang}>{order.voucher.description}</span>.
          {order.voucher.paymentMethods
            ? t("purchase.voucher.onlyWith", {
                methods: order.voucher.paymentMethods.map((method) => t("purchase.pay.method", { method })).join(t("purchase.voucher.or")),
              })
            : null}
          {order.discount === 0 ? t("purchase.voucher.nothing") : null}
        </p>
        <button type="button" onClick={() => void remove()} disabled={working} className={buttonClass("ghost", "text-sm", "sm")}>
          {t("purchase.voucher.remove")}
        </button>
      </div>
    );
  }

  return (
    <Form {...formProps}>
      <input type="hidden" name="orderId" value={order.id} />
      <label htmlFor={`${id}-code`} className="block text-sm font-bold text-night-900">
        {t("purchase.voucher.label")}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={input}
          id={`${id}-code`}
          name="voucherCode"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t("purchase.voucher.placeholder")}
          className={cx(inputClass, "min-w-0 flex-1 uppercase")}
        />
        <button type="submit" disabled={working} className={buttonClass("secondary", "h-11 shrink-0")}>
          {t("purchase.voucher.apply")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
