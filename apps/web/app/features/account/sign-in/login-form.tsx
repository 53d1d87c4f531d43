import { useId } from "react";
import { href } from "react-router";
import { loginSchema, type User } from "@hancine/contract/auth";
import type { MfaState } from "@hancine/contract/mfa";
import { buttonClass } from "#web/ui/button.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { EmailField, FormAlert, PasswordField, SubmitButton } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { toggleLabels } from "./field-labels.ts";

type LoginFormProps = {
  onSwitchToSignup: () => void;
  onForgotPassword: () => void;
  /** The password was right: signed in, or a second step (or its enrolment) comes next, as `mfa` says. */
  onPasswordAccepted: (answer: { user: User; mfa: MfaState }) => void;
};

export function LoginForm({ onSwitchToSignup, onForgotPassword, onPasswordAccepted }: LoginFormProps) {
  const id = useId();
  const { t } = useI18n();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: loginSchema,
    action: href("/form/login"),
    onSuccess: (answer: { user: User; mfa: MfaState }) => onPasswordAccepted(answer),
  });

  return (
    <Form {...formProps} aria-label={t("account.login.form")} className="space-y-4">
      <FormAlert message={message} />
      <EmailField id={`${id}-email`} autoComplete="username" error={errors.email} placeholder={t("account.field.emailPlaceholder")} />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t("account.field.password")}
        toggleLabels={toggleLabels(t)}
        autoComplete="current-password"
        error={errors.password}
      />
      <div className="flex justify-end">
        <button type="button" onClick={onForgotPassword} className="text-sm font-medium text-link hover:underline">
          {t("account.login.forgot")}
        </button>
      </div>
      <SubmitButton busy={busy} label={t("account.login.submit")} busyLabel={t("account.login.busy")} className={buttonClass("primary", "h-12 w-full")} />
      <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
        {t("account.login.noAccount")}{" "}
        <button type="button" onClick={onSwitchToSignup} className="font-bold text-link hover:underline">
          {t("account.login.signUp")}
        </button>
      </p>
    </Form>
  );
}
