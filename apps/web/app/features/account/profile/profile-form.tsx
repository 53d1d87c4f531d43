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

const GENDER_LABEL = { male: "Nam", female: "Nữ" } as const;
const schema = profileFormSchema();

/** Name, phone and date of birth; e-mail and gender are shown, not edited. Sends only what changed. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const id = useId();
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
        Thông tin cá nhân
      </h2>
      {saved ? <FormAlert message="Đã lưu thông tin của bạn." tone="success" /> : <FormAlert message={message} />}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-[15px]">
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all font-medium text-slate-900">{user.email}</dd>
        <dt className="text-slate-600">Giới tính</dt>
        <dd className="font-medium text-slate-900">{GENDER_LABEL[user.gender]}</dd>
      </dl>
      <Field id={`${id}-fullName`} label="Họ và tên" error={errors.fullName}>
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
        <Field id={`${id}-phone`} label="Số điện thoại" error={errors.phone}>
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
          label="Ngày sinh"
          autoComplete="bday"
          defaultValue={shown.dateOfBirth}
          error={errors.dateOfBirth}
        />
      </div>
      <SubmitButton busy={busy} label="Lưu thay đổi" busyLabel="Đang lưu…" className={buttonClass("primary", "h-11 w-full sm:w-auto")} />
    </Form>
  );
}
