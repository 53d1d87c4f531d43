import { useId, useRef, useState } from "react";
import type { User } from "@hancine/contract/auth";
import { buttonClass } from "../../ui/button.tsx";
import { focusFirstError, useFieldErrors } from "../../lib/form-errors.ts";
import { readLogin, submitLogin } from "./auth-submit.ts";
import { Field, FormAlert, PasswordField, SubmitButton, inputClass, invalidProps } from "../../ui/form-fields.tsx";

type LoginFormProps = { onSwitchToSignup: () => void; onForgotPassword: () => void; onSignedIn: (user: User) => void };

export function LoginForm({ onSwitchToSignup, onForgotPassword, onSignedIn }: LoginFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const { fields, setFields, clearOnEdit } = useFieldErrors();
  const [message, setMessage] = useState<string | null>(null);

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onChange={clearOnEdit}
      aria-label="Đăng nhập"
      aria-busy={busy}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setMessage(null);
        const outcome = await submitLogin(readLogin(event.currentTarget));
        setBusy(false);
        if (outcome.ok) return onSignedIn(outcome.value);
        setFields(outcome.fields);
        setMessage(outcome.message);
        focusFirstError(form.current, outcome.fields);
      }}
      className="space-y-4"
    >
      <FormAlert message={message} />
      <Field id={`${id}-email`} label="Email" error={fields.email}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="ban@example.com"
          className={inputClass}
          {...invalidProps(`${id}-email`, fields.email)}
        />
      </Field>
      <PasswordField id={`${id}-password`} name="password" label="Mật khẩu" autoComplete="current-password" error={fields.password} />
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
    </form>
  );
}
