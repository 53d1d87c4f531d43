import { useId, useState } from "react";
import { href, Link } from "react-router";
import { signupSchema, type User } from "@hancine/contract/auth";
import { buttonClass } from "#web/ui/button.tsx";
import { CloseIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { CaptchaWidget } from "./captcha-widget.tsx";
import { useCaptchaSubmit } from "./use-captcha-submit.ts";
import { DateField } from "#web/ui/date-field.tsx";
import { EmailField, Field, FieldError, FormAlert, PasswordField, SubmitButton, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { toggleLabels } from "./field-labels.ts";

type SignupFormProps = { onSwitchToLogin: () => void; onNavigate: () => void; onSignedUp: (user: User) => void };

export function SignupForm({ onSwitchToLogin, onNavigate, onSignedUp }: SignupFormProps) {
  const id = useId();
  const { t, rich, href: pathFor } = useI18n();
  const [dateOfBirth, setDateOfBirth] = useState("");
  const contractForm = useContractForm({
    schema: signupSchema,
    action: href("/form/signup"),
    onSuccess: (answer: { user: User }) => onSignedUp(answer.user),
  });
  const { Form, errors, message } = contractForm;
  const { captcha, busy, formProps } = useCaptchaSubmit(contractForm);
  const field = (name: string) => ({ error: errors[name], a11y: invalidProps(`${id}-${name}`, errors[name]) });

  return (
    <Form {...contractForm.formProps} {...formProps} aria-label={t("account.signup.form")} className="space-y-4">
      <FormAlert message={message} />
      <Field id={`${id}-fullName`} label={t("account.field.fullName")} error={errors.fullName}>
        <input
          id={`${id}-fullName`}
          name="fullName"
          type="text"
          autoComplete="name"
          placeholder={t("account.field.fullNamePlaceholder")}
          className={inputClass}
          {...field("fullName").a11y}
        />
      </Field>
      <EmailField id={`${id}-email`} autoComplete="email" error={errors.email} placeholder={t("account.field.emailPlaceholder")} />
      <Field id={`${id}-phone`} label={t("account.field.phone")} error={errors.phone}>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0905 123 456"
          className={inputClass}
          {...field("phone").a11y}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("account.field.gender")}</legend>
          <div className="flex h-11 items-center gap-6">
            <label className="inline-flex items-center gap-2 text-[15px]">
              <input
                type="radio"
                name="gender"
                value="male"
                autoComplete="sex"
                className="size-4 accent-amber-brand-dark"
                aria-invalid={errors.gender ? true : undefined}
              />
              {t("account.field.male")}
            </label>
            <label className="inline-flex items-center gap-2 text-[15px]">
              <input type="radio" name="gender" value="female" className="size-4 accent-amber-brand-dark" aria-invalid={errors.gender ? true : undefined} />
              {t("account.field.female")}
            </label>
          </div>
          <FieldError id={`${id}-gender`} error={errors.gender} />
        </fieldset>
        <DateField
          id={`${id}-dateOfBirth`}
          name="dateOfBirth"
          label={t("account.field.dateOfBirth")}
          hint={t("account.field.dateHint")}
          autoComplete="bday"
          error={errors.dateOfBirth}
          value={dateOfBirth}
          onValueChange={setDateOfBirth}
          trailing={
            dateOfBirth ? (
              <button
                type="button"
                onClick={() => {
                  setDateOfBirth("");
                  document.getElementById(`${id}-dateOfBirth`)?.focus();
                }}
                aria-label={t("account.field.clearDateOfBirth")}
                className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-card text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon width={18} height={18} />
              </button>
            ) : null
          }
        />
      </div>

      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t("account.field.password")}
        toggleLabels={toggleLabels(t)}
        autoComplete="new-password"
        error={errors.password}
      />
      <PasswordField
        id={`${id}-confirmPassword`}
        name="confirmPassword"
        label={t("account.field.confirmPassword")}
        toggleLabels={toggleLabels(t)}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />

      <div>
        <label className="flex items-start gap-2.5 text-sm leading-relaxed text-slate-700">
          <input
            type="checkbox"
            name="acceptTerms"
            className="mt-1 size-4 shrink-0 accent-amber-brand-dark"
            {...invalidProps(`${id}-acceptTerms`, errors.acceptTerms)}
          />
          <span>
            {rich("account.signup.agree", {
              terms: (
                <Link key="terms" to={pathFor(paths.terms())} onClick={onNavigate} className="font-medium text-link underline underline-offset-2">
                  {t("account.signup.terms")}
                </Link>
              ),
              privacy: (
                <Link key="privacy" to={pathFor(paths.privacy())} onClick={onNavigate} className="font-medium text-link underline underline-offset-2">
                  {t("account.signup.privacy")}
                </Link>
              ),
            })}
          </span>
        </label>
        <FieldError id={`${id}-acceptTerms`} error={errors.acceptTerms} />
      </div>

      <CaptchaWidget id={`${id}-captcha`} ref={captcha} error={errors.captcha} />

      <SubmitButton busy={busy} label={t("account.signup.submit")} busyLabel={t("account.signup.busy")} className={buttonClass("primary", "h-12 w-full")} />
      <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
        {t("account.signup.haveAccount")}{" "}
        <button type="button" onClick={onSwitchToLogin} className="font-bold text-link hover:underline">
          {t("account.signup.signIn")}
        </button>
      </p>
    </Form>
  );
}
