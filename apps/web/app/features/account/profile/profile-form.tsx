import { useId, useState } from "react";
import { href } from "react-router";
import type { User } from "@hancine/contract/auth";
import { dayMonthYearFromIso } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { Field, FormAlert, SubmitButton, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { nationalPhone } from "./phone-display.ts";
import { profileFormSchema } from "./profile-changes.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

const GENDER_LABEL = { male: "me.profile.gender.male", female: "me.profile.gender.female" } as const;
const schema = profileFormSchema();

/** Name, phone and date of birth; e-mail and gender are shown, not edited. Sends only what changed. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const id = useId();
  const { t } = useI18n();
  const [saved, setSaved] = useState(false);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema,
    action: href("/form/profile"),
    onSuccess: (answer: { user: User }) => {
      setSaved(true);
      onSaved(answer.user);
    },
  });
  const shown = { fullName: user.fullName, phone: nationalPhone(user.phone), dateOfBirth: dayMonthYearFromIso(user.dateOfBirth) };

  return (
    <Form {...formProps} aria-labelledby={`${id}-title`} className="space-y-4" onChange={() => setSaved(false)}>
      {/* What the inputs showed: only what the person changes is sent. */}
      <input type="hidden" name="shown.fullName" value={shown.fullName} />
      <input type="hidden" name="shown.phone" value={shown.phone} />
      <input type="hidden" name="shown.dateOfBirth" value={shown.dateOfBirth} />
      <h2 id={`${id}-title`} className="text-lg font-bold text-night-900">
        {t("me.profile.title")}
      </h2>
      {saved ? <FormAlert message={t("me.profile.saved")} tone="success" /> : <FormAlert message={message} />}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-[15px]">
        <dt className="text-slate-600">{t("me.profile.email")}</dt>
        <dd className="break-all font-medium text-slate-900">{user.email}</dd>
        <dt className="text-slate-600">{t("me.profile.gender")}</dt>
        <dd className="font-medium text-slate-900">{t(GENDER_LABEL[user.gender])}</dd>
      </dl>
      <Field id={`${id}-fullName`} label={t("me.profile.fullName")} error={errors.fullName}>
        <input
          id={`${id}-fullName`}
          name="fullName"
          type="text"
          autoComplete="name"
          defaultValue={shown.fullName}
          className={inputClass}
          {...invalidProps(`${id}-fullName`, errors.fullName)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-phone`} label={t("me.profile.phone")} error={errors.phone}>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={shown.phone}
            className={inputClass}
            {...invalidProps(`${id}-phone`, errors.phone)}
          />
        </Field>
        <DateField
          id={`${id}-dateOfBirth`}
          name="dateOfBirth"
          label={t("me.profile.dateOfBirth")}
          hint={t("me.profile.dateHint")}
          autoComplete="bday"
          defaultValue={shown.dateOfBirth}
          error={errors.dateOfBirth}
        />
      </div>
      <SubmitButton busy={busy} label={t("me.profile.save")} busyLabel={t("me.profile.saving")} className={buttonClass("primary", "h-11 w-full sm:w-auto")} />
    </Form>
  );
}
