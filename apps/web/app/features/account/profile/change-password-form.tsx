import { useId } from "react";
import { changePasswordSchema } from "@hancine/contract/auth";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, PasswordField, SubmitButton } from "#web/ui/form-fields.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { checkWith, FIELD_SUMMARY, formFailureOf, useFormSubmission } from "#web/lib/form-errors.ts";

/** Asks the current password; on success every other device is signed out (this one stays). */
export function ChangePasswordForm() {
  const id = useId();
  const { busy, fields, setFields, message, setMessage, fail, run, formProps } = useFormSubmission<{ text: string; tone: "error" | "success" }>();

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-4"
      {...formProps(async (element) => {
        const data = new FormData(element);
        const values = Object.fromEntries(["currentPassword", "password", "confirmPassword"].map((k) => [k, String(data.get(k) ?? "") || undefined]));
        const checked = checkWith(changePasswordSchema, values);
        if (!checked.ok) return fail(checked.fields, { text: FIELD_SUMMARY, tone: "error" });
        const answer = await run(() => callApi("POST /me/password", { body: checked.data }));
        if (!answer) return;
        if (answer.ok) {
          setFields({});
          element.reset();
          setMessage({ text: "Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.", tone: "success" });
          return;
        }
        const failure = formFailureOf(answer.error);
        fail(failure.fields, { text: failure.message, tone: "error" });
      })}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-night-900">
        Đổi mật khẩu
      </h2>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? "error"} />
      <PasswordField id={`${id}-current`} name="currentPassword" label="Mật khẩu hiện tại" autoComplete="current-password" error={fields.currentPassword} />
      <PasswordField id={`${id}-password`} name="password" label="Mật khẩu mới" autoComplete="new-password" error={fields.password} />
      <PasswordField id={`${id}-confirm`} name="confirmPassword" label="Nhập lại mật khẩu mới" autoComplete="new-password" error={fields.confirmPassword} />
      <p className="text-sm text-slate-600">Ít nhất 8 ký tự, có chữ và số, không chứa phần tên trong e-mail của bạn.</p>
      <SubmitButton busy={busy} label="Đổi mật khẩu" busyLabel="Đang đổi…" className={buttonClass("secondary", "h-11 w-full sm:w-auto")} />
    </form>
  );
}
