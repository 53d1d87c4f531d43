import { useId, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { CloseIcon } from "../../ui/icons.tsx";
import { paths } from "../../ui/paths.ts";
import { readSignup, submitSignup } from "./auth-submit.ts";
import { Field, PasswordField, inputClass } from "./fields.tsx";

export function SignupForm({ onSwitchToLogin, onNavigate }: { onSwitchToLogin: () => void; onNavigate: () => void }) {
  const id = useId();
  const [dateOfBirth, setDateOfBirth] = useState("");

  return (
    <form
      method="post"
      noValidate
      aria-label="Đăng ký tài khoản"
      onSubmit={(event) => {
        event.preventDefault();
        void submitSignup(readSignup(event.currentTarget));
      }}
      className="space-y-4"
    >
      <Field id={`${id}-name`} label="Họ và tên">
        <input id={`${id}-name`} name="fullName" type="text" autoComplete="name" placeholder="Nguyễn Văn An" className={inputClass} />
      </Field>
      <Field id={`${id}-email`} label="Email">
        <input id={`${id}-email`} name="email" type="email" inputMode="email" autoComplete="email" placeholder="ban@example.com" className={inputClass} />
      </Field>
      <Field id={`${id}-phone`} label="Số điện thoại">
        <input id={`${id}-phone`} name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="0905 123 456" className={inputClass} />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Giới tính</legend>
          <div className="flex h-11 items-center gap-6">
            <label className="inline-flex items-center gap-2 text-[15px]">
              <input type="radio" name="gender" value="male" autoComplete="sex" className="size-4 accent-amber-brand-dark" />
              Nam
            </label>
            <label className="inline-flex items-center gap-2 text-[15px]">
              <input type="radio" name="gender" value="female" className="size-4 accent-amber-brand-dark" />
              Nữ
            </label>
          </div>
        </fieldset>
        <Field id={`${id}-dob`} label="Ngày sinh">
          <div className="relative">
            <input
              id={`${id}-dob`}
              name="dateOfBirth"
              type="date"
              autoComplete="bday"
              value={dateOfBirth}
              onChange={(event) => setDateOfBirth(event.target.value)}
              className={`${inputClass} pr-11`}
            />
            {dateOfBirth ? (
              <button
                type="button"
                onClick={() => {
                  setDateOfBirth("");
                  document.getElementById(`${id}-dob`)?.focus();
                }}
                aria-label="Xóa ngày sinh"
                className="absolute right-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-card text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon width={18} height={18} />
              </button>
            ) : null}
          </div>
        </Field>
      </div>

      <PasswordField id={`${id}-password`} name="password" label="Mật khẩu" autoComplete="new-password" />
      <PasswordField id={`${id}-confirm`} name="confirmPassword" label="Nhập lại mật khẩu" autoComplete="new-password" />

      <label className="flex items-start gap-2.5 text-sm leading-relaxed text-slate-700">
        <input type="checkbox" name="acceptTerms" className="mt-1 size-4 shrink-0 accent-amber-brand-dark" />
        <span>
          Tôi đồng ý với{" "}
          <Link to={paths.terms()} onClick={onNavigate} className="font-medium text-link underline underline-offset-2">
            Điều khoản sử dụng
          </Link>{" "}
          và{" "}
          <Link to={paths.privacy()} onClick={onNavigate} className="font-medium text-link underline underline-offset-2">
            Chính sách bảo mật
          </Link>
          .
        </span>
      </label>

      {/* The accounts issue mounts the self-hosted ALTCHA widget here (GET /api/v1/auth/captcha). */}
      <div data-captcha-slot="signup" className="min-h-0 empty:hidden" />

      <button type="submit" className={buttonClass("primary", "h-12 w-full")}>
        Hoàn thành
      </button>
      <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
        Bạn đã có tài khoản?{" "}
        <button type="button" onClick={onSwitchToLogin} className="font-bold text-link hover:underline">
          Đăng nhập
        </button>
      </p>
    </form>
  );
}
