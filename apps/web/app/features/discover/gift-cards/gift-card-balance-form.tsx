import { useId, useState } from "react";
import { href } from "react-router";
import { formatVnd } from "@hancine/contract/format";
import { type GiftCardBalance, giftCardCredentialsSchema } from "@hancine/contract/gift-cards";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** 'Kiểm tra số dư': the code and PIN printed on a card → what is left on it and until when. */
export function GiftCardBalanceForm() {
  const id = useId();
  const { t, rich, locale } = useI18n();
  const [balance, setBalance] = useState<GiftCardBalance | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: giftCardCredentialsSchema,
    action: href("/form/gift-card-balance"),
    onSuccess: (answer: GiftCardBalance) => setBalance(answer),
  });

  return (
    <Form {...formProps} aria-labelledby={`${id}-title`} className="space-y-4" onChange={() => setBalance(null)}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-night-900">
        {t("shop.balance.title")}
      </h2>
      <p className="text-[15px] text-slate-700">{t("shop.balance.lead")}</p>
      <FormAlert message={message} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id={`${id}-code`} label={t("shop.balance.code")} error={errors.code}>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t("shop.balance.codePlaceholder")}
            className={`${inputClass} font-mono uppercase tracking-wider`}
            {...invalidProps(`${id}-code`, errors.code)}
          />
        </Field>
        <Field id={`${id}-pin`} label={t("shop.balance.pin")} error={errors.pin}>
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
      <SubmitButton
        busy={busy}
        label={t("shop.balance.submit")}
        busyLabel={t("shop.balance.busy")}
        className={buttonClass("primary", "h-11 w-full sm:w-auto")}
      />
      <div aria-live="polite">
        {balance ? (
          <p className="rounded-card border border-emerald-300 bg-emerald-50 px-4 py-3 text-[15px] text-slate-900">
            {rich("shop.balance.result", {
              balance: (
                <strong key="balance" className="text-lg">
                  {formatVnd(balance.balance)}
                </strong>
              ),
              day: dateLong(locale, balance.expiresAt),
            })}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
