import { useId, useState } from "react";
import { href } from "react-router";
import { formatDate, formatVnd } from "@hancine/contract/format";
import { type GiftCardBalance, giftCardCredentialsSchema } from "@hancine/contract/gift-cards";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";

/** 'Kiểm tra số dư': the code and PIN printed on a card → what is left on it and until when. */
export function GiftCardBalanceForm() {
  const id = useId();
  const [balance, setBalance] = useState<GiftCardBalance | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: giftCardCredentialsSchema,
    action: href("/form/gift-card-balance"),
    onSuccess: (answer: GiftCardBalance) => setBalance(answer),
  });

  return (
    <Form {...formProps} aria-labelledby={`${id}-title`} className="space-y-4" onChange={() => setBalance(null)}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-night-900">
        Kiểm tra số dư thẻ
      </h2>
      <p className="text-[15px] text-slate-700">Nhập mã thẻ (16 ký tự) và mã PIN (6 chữ số) in trên thẻ hoặc trong e-mail bạn nhận được.</p>
      <FormAlert message={message} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id={`${id}-code`} label="Mã thẻ" error={errors.code}>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="VD: HC7K-2QMD-0A1B-1019"
            className={`${inputClass} font-mono uppercase tracking-wider`}
            {...invalidProps(`${id}-code`, errors.code)}
          />
        </Field>
        <Field id={`${id}-pin`} label="Mã PIN" error={errors.pin}>
          <input
            id={`${id}-pin`}
            name="pin"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            className={`${inputClass} font-mono tracking-widest`}
            {...invalidProps(`${id}-pin`, errors.pin)}
          />
        </Field>
      </div>
      <SubmitButton busy={busy} label="Kiểm tra số dư" busyLabel="Đang kiểm tra…" className={buttonClass("primary", "h-11 w-full sm:w-auto")} />
      <div aria-live="polite">
        {balance ? (
          <p className="rounded-card border border-emerald-300 bg-emerald-50 px-4 py-3 text-[15px] text-slate-900">
            Số dư còn lại: <strong className="text-lg">{formatVnd(balance.balance)}</strong>, dùng được đến hết ngày {formatDate(balance.expiresAt)}.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
