import { useId, useState } from "react";
import { href } from "react-router";
import { changePasswordSchema } from "@hancine/contract/auth";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, PasswordField, SubmitButton } from "#web/ui/form-fields.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Asks the current password; on success every other device is signed out (this one stays). */
export function ChangePasswordForm() {
  const id = useId();
  const { t } = useI18n();
  const toggle = { show: (label: string) => t("me.field.show", { label }), hide: (label: string) => t("me.field.hide", { label }) };
  const [changed, setChanged] = useState(false);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: changePasswordSchema,
    action: href("/form/change-password"),
    onSuccess: (_, form) => {
      form?.reset();
      setChanged(true);
    },
  });

  return (
    <Form {...formProps} aria-labelledby={`${id}-title`} className="space-y-4" onChange={() => setChanged(false)}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-night-900">
        {t("me.password.title")}
      </h2>
      {changed ? <FormAlert message={t("me.password.done")} tone="success" /> : <FormAlert message={message} />}
      <PasswordField
        id={`${id}-current`}
        name="currentPassword"
        label={t("me.password.current")}
        autoComplete="current-password"
        error={errors.currentPassword}
        toggleLabels={toggle}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t("me.password.new")}
        autoComplete="new-password"
        error={errors.password}
        toggleLabels={toggle}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label={t("me.password.confirm")}
        autoComplete="new-password"
        error={errors.confirmPassword}
        toggleLabels={toggle}
      />
      <p className="text-sm text-slate-600">{t("me.password.rules")}</p>
      <SubmitButton
        busy={busy}
        label={t("me.password.title")}
        busyLabel={t("me.password.busy")}
        className={buttonClass("secondary", "h-11 w-full sm:w-auto")}
      />
    </Form>
  );
}
