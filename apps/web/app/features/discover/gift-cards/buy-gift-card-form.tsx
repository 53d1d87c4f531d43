import { useId, useState } from "react";
import { href, Link, useNavigate } from "react-router";
import { chainDayFrom } from "@hancine/contract/chain-clock";
import { formatVnd } from "@hancine/contract/format";
import {
  buyGiftCardSchema,
  GIFT_CARD_AMOUNT,
  GIFT_CARD_AMOUNT_CHOICES,
  GIFT_CARD_SEND_HOUR,
  GIFT_CARD_SEND_WITHIN_DAYS,
  type GiftCardOrder,
  giftCardOrderPagePath,
} from "@hancine/contract/gift-cards";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Field, FieldError, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { GIFT_CARD_DESIGNS, GiftCardArt, type GiftCardDesign } from "./gift-card-art.tsx";

const DESIGN_NAME: Record<GiftCardDesign, WebMessageKey> = {
  "song-han": "shop.gift.design.songHan",
  "sen-vang": "shop.gift.design.senVang",
  "bap-rang": "shop.gift.design.bapRang",
  "sinh-nhat": "shop.gift.design.sinhNhat",
};

const choiceClass = (chosen: boolean) =>
  cx(
    "relative flex min-h-11 cursor-pointer items-center justify-center rounded-card border-2 px-3 py-2 text-[15px] font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link",
    chosen ? "border-night-900 bg-night-900 text-white" : "border-slate-300 bg-white text-night-900 hover:border-slate-500",
  );

/**
 * 'Mua thẻ quà tặng' (issue 35): an amount (a choice or any amount in the contract's range), a design,
 * the recipient, a message and the day it is e-mailed → a held gift-card order, paid on its page.
 */
export function BuyGiftCardForm({ brand }: { brand: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { t, rich, href: hrefIn } = useI18n();
  const [choice, setChoice] = useState<number | "other">(500_000);
  const [other, setOther] = useState("");
  const [design, setDesign] = useState<GiftCardDesign>("song-han");
  const [later, setLater] = useState(false);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: buyGiftCardSchema,
    action: href("/form/gift-card-buy"),
    onSuccess: (order: GiftCardOrder) => void navigate(hrefIn(giftCardOrderPagePath(order.code))),
  });
  const amount = choice === "other" ? other.replace(/\D/g, "") : String(choice);
  const today = chainDayFrom(new Date(), 0);

  return (
    <Form {...formProps} aria-labelledby={`${id}-title`} className="space-y-6" data-testid="buy-gift-card">
      <h2 id={`${id}-title`} className="text-xl font-bold text-night-900">
        {t("shop.buy.title")}
      </h2>
      <FormAlert message={message} />
      <input type="hidden" name="amount" value={amount} />
      <fieldset aria-describedby={errors.amount ? `${id}-amount-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("shop.buy.amount")}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {GIFT_CARD_AMOUNT_CHOICES.map((value) => (
            <label key={value} className={choiceClass(choice === value)}>
              <input
                type="radio"
                name={`${id}-amount`}
                className="absolute inset-0 cursor-pointer opacity-0"
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {formatVnd(value)}
            </label>
          ))}
          <label className={choiceClass(choice === "other")}>
            <input
              type="radio"
              name={`${id}-amount`}
              className="absolute inset-0 cursor-pointer opacity-0"
              checked={choice === "other"}
              onChange={() => setChoice("other")}
            />
            {t("shop.buy.other")}
          </label>
        </div>
        {choice === "other" ? (
          <div className="mt-3">
            <label htmlFor={`${id}-other`} className="mb-1.5 block text-sm font-medium text-slate-800">
              {t("shop.buy.otherLabel")}
            </label>
            <input
              id={`${id}-other`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={other}
              onChange={(e) => setOther(e.target.value)}
              placeholder={t("shop.buy.otherPlaceholder")}
              className={inputClass}
              {...invalidProps(`${id}-amount`, errors.amount)}
            />
          </div>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">
          {t("shop.buy.range", { min: formatVnd(GIFT_CARD_AMOUNT.min), max: formatVnd(GIFT_CARD_AMOUNT.max), step: formatVnd(GIFT_CARD_AMOUNT.step) })}
        </p>
        <FieldError id={`${id}-amount`} error={errors.amount} />
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("shop.buy.design")}</legend>
        <div className="grid grid-cols-2 gap-3">
          {GIFT_CARD_DESIGNS.map((option) => (
            <label
              key={option}
              className={cx(
                "relative block cursor-pointer rounded-card border-2 p-1.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-link",
                design === option ? "border-night-900" : "border-transparent hover:border-slate-300",
              )}
            >
              <input
                type="radio"
                name="design"
                value={option}
                className="absolute inset-0 cursor-pointer opacity-0"
                checked={design === option}
                onChange={() => setDesign(option)}
              />
              <GiftCardArt design={option} brand={brand} className="h-auto w-full rounded-[10px]" />
              <span className="mt-1 block text-center text-sm font-medium text-slate-800">{t(DESIGN_NAME[option])}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-design`} error={errors.design} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t("shop.buy.recipientName")} error={errors.recipientName}>
          <input
            id={`${id}-name`}
            name="recipientName"
            type="text"
            autoComplete="off"
            maxLength={60}
            className={inputClass}
            {...invalidProps(`${id}-name`, errors.recipientName)}
          />
        </Field>
        <Field id={`${id}-email`} label={t("shop.buy.recipientEmail")} error={errors.recipientEmail}>
          <input
            id={`${id}-email`}
            name="recipientEmail"
            type="email"
            autoComplete="off"
            inputMode="email"
            className={inputClass}
            {...invalidProps(`${id}-email`, errors.recipientEmail)}
          />
        </Field>
      </div>
      <Field id={`${id}-message`} label={t("shop.buy.message")} error={errors.message}>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          maxLength={300}
          className={cx(inputClass, "h-auto py-2")}
          placeholder={t("shop.buy.messagePlaceholder")}
          {...invalidProps(`${id}-message`, errors.message)}
        />
      </Field>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("shop.buy.when")}</legend>
        <div className="space-y-2">
          <label className="flex min-h-6 items-center gap-2 text-[15px] text-slate-900">
            <input type="radio" name={`${id}-when`} checked={!later} onChange={() => setLater(false)} className="size-5 accent-night-900" />
            {t("shop.buy.now")}
          </label>
          <label className="flex min-h-6 items-center gap-2 text-[15px] text-slate-900">
            <input type="radio" name={`${id}-when`} checked={later} onChange={() => setLater(true)} className="size-5 accent-night-900" />
            {t("shop.buy.later")}
          </label>
        </div>
        {later ? (
          <Field id={`${id}-day`} label={t("shop.buy.day", { hour: GIFT_CARD_SEND_HOUR })} error={errors.sendAt} className="mt-3 max-w-xs">
            <input
              id={`${id}-day`}
              name="sendAt"
              type="date"
              min={today}
              max={chainDayFrom(new Date(), GIFT_CARD_SEND_WITHIN_DAYS)}
              defaultValue={chainDayFrom(new Date(), 1)}
              className={inputClass}
              {...invalidProps(`${id}-day`, errors.sendAt)}
            />
          </Field>
        ) : null}
      </fieldset>

      {user ? (
        <SubmitButton
          busy={busy}
          label={t("shop.buy.submit", { amount: amount ? formatVnd(Number(amount)) : "none" })}
          busyLabel={t("shop.buy.busy")}
          className={buttonClass("primary", "h-12 w-full text-base")}
        />
      ) : (
        <p className="rounded-card bg-slate-50 px-4 py-3 text-[15px] text-slate-800 ring-1 ring-slate-200">
          {rich("shop.buy.signIn", {
            signIn: (
              <Link key="sign-in" to={paths.login(hrefIn(paths.giftCards()))} className="font-semibold text-night-900 underline">
                {t("shop.buy.signInLink")}
              </Link>
            ),
          })}
        </p>
      )}
    </Form>
  );
}
