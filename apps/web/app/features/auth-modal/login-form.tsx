import { useId } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { paths } from "../../ui/paths.ts";
import { readLogin, submitLogin } from "./auth-submit.ts";
import { Field, PasswordField, inputClass } from "./fields.tsx";

export function LoginForm({ onSwitchToSignup, onNavigate }: { onSwitchToSignup: () => void; onNavigate: () => void }) {
  const id = useId();
  return (
    <form
      method="post"
      noValidate
      aria-label="Đăng nhập"
      onSubmit={(event) => {
        event.preventDefault();
        void submitLogin(readLogin(event.currentTarget));
      }}
      className="space-y-4"
    >
      <Field id={`${id}-email`} label="Email">
        <input id={`${id}-email`} name="email" type="email" inputMode="email" autoComplete="username" placeholder="ban@example.com" className={inputClass} />
      </Field>
      <PasswordField id={`${id}-password`} name="password" label="Mật khẩu" autoComplete="current-password" />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword()} onClick={onNavigate} className="text-sm font-medium text-link hover:underline">
          Quên mật khẩu?
        </Link>
      </div>
      <button type="submit" className={buttonClass("primary", "h-12 w-full")}>
        Đăng nhập
      </button>
      <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
        Bạn chưa có tài khoản?{" "}
        <button type="button" onClick={onSwitchToSignup} className="font-bold text-link hover:underline">
          Đăng ký
        </button>
      </p>
    </form>
  );
}
