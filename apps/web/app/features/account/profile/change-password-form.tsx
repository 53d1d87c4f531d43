import { useId, useState } from "react";
import { href } from "react-router";
import { changePasswordSchema } from "@hancine/contract/auth";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert, PasswordField, SubmitButton } from "#web/ui/form-fields.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";

/** Asks the current password; on success every other device is signed out (this one stays). */
export function ChangePasswordForm() {
  const id = useId();
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
        Đổi mật khẩu
      </h2>
      {changed ? <FormAlert message="Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất." tone="success" /> : <FormAlert message={message} />}
      <PasswordField id={`${id}-current`} name="currentPassword" label="Mật khẩu hiện tại" autoComplete="current-password" error={errors.currentPassword} />
      <PasswordField id={`${id}-password`} name="password" label="Mật khẩu mới" autoComplete="new-password" error={errors.password} />
      <PasswordField id={`${id}-confirm`} name="confirmPassword" label="Nhập lại mật khẩu mới" autoComplete="new-password" error={errors.confirmPassword} />
      <p className="text-sm text-slate-600">Ít nhất 8 ký tự, có chữ và số, không chứa phần tên trong e-mail của bạn.</p>
      <SubmitButton busy={busy} label="Đổi mật khẩu" busyLabel="Đang đổi…" className={buttonClass("secondary", "h-11 w-full sm:w-auto")} />
    </Form>
  );
}
