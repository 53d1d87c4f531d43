import { useId } from "react";
import { createProfileSchema, type User } from "@hancine/contract/auth";
import { dayMonthYearFromIso } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { DateField } from "#web/ui/date-field.tsx";
import { Field, FormAlert, SubmitButton, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { checkWith, FIELD_SUMMARY, formFailureOf, useFormSubmission } from "#web/lib/form-errors.ts";
import { nationalPhone } from "./phone-display.ts";

const GENDER_LABEL = { male: "Nam", female: "Nữ" } as const;

/** Name, phone and date of birth; e-mail and gender are shown, not edited. Sends only what changed. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const id = useId();
  const { busy, fields, setFields, message, setMessage, fail, run, formProps } = useFormSubmission<{ text: string; tone: "error" | "success" }>();

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-4"
      {...formProps(async (element) => {
        const data = new FormData(element);
        const entered = {
          fullName: String(data.get("fullName") ?? ""),
          phone: String(data.get("phone") ?? ""),
          dateOfBirth: String(data.get("dateOfBirth") ?? ""),
        };
        const changes: Record<string, string> = {};
        if (entered.fullName !== user.fullName) changes.fullName = entered.fullName;
        if (entered.phone !== nationalPhone(user.phone) && entered.phone !== user.phone) changes.phone = entered.phone;
        if (entered.dateOfBirth !== dayMonthYearFromIso(user.dateOfBirth) && entered.dateOfBirth !== user.dateOfBirth)
          changes.dateOfBirth = entered.dateOfBirth;
        const checked = checkWith(createProfileSchema(), changes);
        if (!checked.ok) return fail(checked.fields, { text: checked.fields.body ?? FIELD_SUMMARY, tone: "error" });
        const answer = await run(() => callApi("PATCH /me", { body: changes }));
        if (!answer) return;
        if (answer.ok) {
          setFields({});
          setMessage({ text: "Đã lưu thông tin của bạn.", tone: "success" });
          onSaved(answer.result.user);
          return;
        }
        fail(formFailureOf(answer.error).fields, { text: answer.error.message, tone: "error" });
      })}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-night-900">
        Thông tin cá nhân
      </h2>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? "error"} />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-[15px]">
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all font-medium text-slate-900">{user.email}</dd>
        <dt className="text-slate-600">Giới tính</dt>
        <dd className="font-medium text-slate-900">{GENDER_LABEL[user.gender]}</dd>
      </dl>
      <Field id={`${id}-fullName`} label="Họ và tên" error={fields.fullName}>
        <input
          id={`${id}-fullName`}
          name="fullName"
          type="text"
          autoComplete="name"
          defaultValue={user.fullName}
          className={inputClass}
          {...invalidProps(`${id}-fullName`, fields.fullName)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-phone`} label="Số điện thoại" error={fields.phone}>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={nationalPhone(user.phone)}
            className={inputClass}
            {...invalidProps(`${id}-phone`, fields.phone)}
          />
        </Field>
        <DateField
          id={`${id}-dateOfBirth`}
          name="dateOfBirth"
          label="Ngày sinh"
          autoComplete="bday"
          defaultValue={dayMonthYearFromIso(user.dateOfBirth)}
          error={fields.dateOfBirth}
        />
      </div>
      <SubmitButton busy={busy} label="Lưu thay đổi" busyLabel="Đang lưu…" className={buttonClass("primary", "h-11 w-full sm:w-auto")} />
    </form>
  );
}
