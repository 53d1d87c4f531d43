import { useId, useRef, useState } from "react";
import { buttonClass } from "#web/ui/button.tsx";
import { useFormSubmission } from "#web/lib/form-errors.ts";
import { submitForgotPassword } from "./auth-submit.ts";
import { CaptchaWidget, type CaptchaHandle } from "./captcha-widget.tsx";
import { EmailField, FormAlert, SubmitButton } from "#web/ui/form-fields.tsx";

/**
 * 'Quên mật khẩu?': asks for the e-mail (and the captcha); the answer is the same whether or not
 * the address has an account. Used in the login modal and on the /quen-mat-khau page.
 */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin?: () => void }) {
  const id = useId();
  const captcha = useRef<CaptchaHandle>(null);
  const { busy, fields, message, fail, run, formProps } = useFormSubmission();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert
          tone="success"
          message={`Nếu ${sentTo} là e-mail của một tài khoản HanCine, bạn sẽ nhận được đường dẫn đặt lại mật khẩu trong vài phút (có hiệu lực 30 phút). Hãy xem cả mục Spam nhé.`}
        />
        {onBackToLogin ? (
          <button type="button" onClick={onBackToLogin} className={buttonClass("secondary", "h-12 w-full")}>
            Quay lại đăng nhập
          </button>
        ) : null}
      </div>
    );
  }

  return (
    <form
      method="post"
      aria-label="Quên mật khẩu"
      {...formProps(async (element) => {
        const email = String(new FormData(element).get("email") ?? "") || undefined;
        const outcome = await run(() => submitForgotPassword(email, () => captcha.current?.payload() ?? Promise.resolve(undefined)));
        if (!outcome) return;
        if (outcome.ok) return setSentTo(email!.trim());
        if (outcome.captchaUsed) captcha.current?.reset();
        fail(outcome.fields, outcome.message);
      })}
      className="space-y-4"
    >
      <p className="text-[15px] leading-relaxed text-slate-700">Nhập e-mail bạn đã dùng để đăng ký. Chúng tôi sẽ gửi đường dẫn để bạn đặt mật khẩu mới.</p>
      <FormAlert message={message} />
      <EmailField id={`${id}-email`} autoComplete="email" error={fields.email} />
      <CaptchaWidget id={`${id}-captcha`} ref={captcha} error={fields.captcha} />
      <SubmitButton busy={busy} label="Gửi đường dẫn đặt lại" busyLabel="Đang gửi…" className={buttonClass("primary", "h-12 w-full")} />
      {onBackToLogin ? (
        <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
          Đã nhớ ra mật khẩu?{" "}
          <button type="button" onClick={onBackToLogin} className="font-bold text-link hover:underline">
            Đăng nhập
          </button>
        </p>
      ) : null}
    </form>
  );
}
