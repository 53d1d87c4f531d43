import { useId, useState } from "react";
import { href } from "react-router";
import { forgotPasswordSchema } from "@hancine/contract/auth";
import { buttonClass } from "#web/ui/button.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { CaptchaWidget } from "./captcha-widget.tsx";
import { useCaptchaSubmit } from "./use-captcha-submit.ts";
import { EmailField, FormAlert, SubmitButton } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * 'Quên mật khẩu?': asks for the e-mail (and the captcha); the answer is the same whether or not
 * the address has an account. Used in the login modal and on the /quen-mat-khau page.
 */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin?: () => void }) {
  const id = useId();
  const { t } = useI18n();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const contractForm = useContractForm({
    schema: forgotPasswordSchema,
    action: href("/form/forgot-password"),
    // The address as the person typed it.
    onSuccess: (_, form) => setSentTo(form ? String(new FormData(form).get("email")).trim() : null),
  });
  const { Form, errors, message } = contractForm;
  const { captcha, busy, formProps } = useCaptchaSubmit(contractForm);

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success" message={t("account.forgot.sent", { email: sentTo })} />
        {onBackToLogin ? (
          <button type="button" onClick={onBackToLogin} className={buttonClass("secondary", "h-12 w-full")}>
            {t("account.forgot.back")}
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <Form {...contractForm.formProps} {...formProps} aria-label={t("account.forgot.form")} className="space-y-4">
      <p className="text-[15px] leading-relaxed text-slate-700">{t("account.forgot.lead")}</p>
      <FormAlert message={message} />
      <EmailField id={`${id}-email`} autoComplete="email" error={errors.email} placeholder={t("account.field.emailPlaceholder")} />
      <CaptchaWidget id={`${id}-captcha`} ref={captcha} error={errors.captcha} />
      <SubmitButton busy={busy} label={t("account.forgot.submit")} busyLabel={t("account.forgot.busy")} className={buttonClass("primary", "h-12 w-full")} />
      {onBackToLogin ? (
        <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
          {t("account.forgot.remembered")}{" "}
          <button type="button" onClick={onBackToLogin} className="font-bold text-link hover:underline">
            {t("account.forgot.signIn")}
          </button>
        </p>
      ) : null}
    </Form>
  );
}
