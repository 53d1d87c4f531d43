import { useId } from "react";
import { href } from "react-router";
import { loginSchema, type User } from "@hancine/contract/auth";
import type { MfaState } from "@hancine/contract/mfa";
import { buttonClass } from "#web/ui/button.tsx";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { EmailField, FormAlert, PasswordField, SubmitButton } from "#web/ui/form-fields.tsx";

type LoginFormProps = {
  onSwitchToSignup: () => void;
  onForgotPassword: () => void;
  /** The password was right: signed in, or a second step (or its enrolment) comes next, as `mfa` says. */
  onPasswordAccepted: (answer: { user: User; mfa: MfaState }) => void;
};

export function LoginForm({ onSwitchToSignup, onForgotPassword, onPasswordAccepted }: LoginFormProps) {
  const id = useId();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: loginSchema,
    action: href("/form/login"),
    onSuccess: (answer: { user: User; mfa: MfaState }) => onPasswordAccepted(answer),
  });

  return (
    <Form {...formProps} aria-label="Đăng nhập" className="space-y-4">
      <FormAlert message={message} />
      <EmailField id={`${id}-email`} autoComplete="username" error={errors.email} />
      <PasswordField id={`${id}-password`} name="password" label="Mật khẩu" autoComplete="current-password" error={errors.password} />
      <div className="flex justify-end">
        <button type="button" onClick={onForgotPassword} className="text-sm font-medium text-link hover:underline">
          Quên mật khẩu?
        </button>
      </div>
      <SubmitButton busy={busy} label="Đăng nhập" busyLabel="Đang đăng nhập…" className={buttonClass("primary", "h-12 w-full")} />
      <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
        Bạn chưa có tài khoản?{" "}
        <button type="button" onClick={onSwitchToSignup} className="font-bold text-link hover:underline">
          Đăng ký
        </button>
      </p>
    </Form>
  );
}
