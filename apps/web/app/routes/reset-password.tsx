import { useId, useState } from "react";
import { href, Link } from "react-router";
import { resetPasswordSchema, type User } from "@hancine/contract/auth";
import type { Route } from "./+types/reset-password";
import { buttonClass } from "../ui/button.tsx";
import { FormAlert, PasswordField, SubmitButton } from "../ui/form-fields.tsx";
import { paths } from "../features/site/paths.ts";
import { accountSecurityPath } from "../features/site/security-paths.ts";
import { useCurrentUser } from "../lib/current-user.tsx";
import { useContractForm } from "../lib/forms/use-contract-form.ts";

export const meta: Route.MetaFunction = () => [{ title: "Đặt lại mật khẩu – HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** /dat-lai-mat-khau?token=…: the link of the reset e-mail. Choosing a password also signs this browser in. */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const id = useId();
  const { setUser } = useCurrentUser();
  // Done; `secondStep`: the account has a second factor this browser has yet to give (or set up).
  const [done, setDone] = useState<{ secondStep: boolean } | null>(null);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: resetPasswordSchema,
    action: href("/form/reset-password"),
    onSuccess: (answer: { user: User; mfa: { required: boolean; proven: boolean } }) => {
      setUser(answer.user);
      setDone({ secondStep: answer.mfa.required && !answer.mfa.proven });
    },
  });
  const badLink = errors.token ?? (token ? null : "Đường dẫn thiếu mã xác nhận. Bạn hãy mở lại đường dẫn trong e-mail.");

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">Đặt lại mật khẩu</h1>
      <div className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {done ? (
          <div className="space-y-4">
            <FormAlert
              tone="success"
              message={
                done.secondStep
                  ? "Mật khẩu mới đã được lưu. Các thiết bị khác đã được đăng xuất. Bạn hãy xác minh bước hai để vào tài khoản."
                  : "Mật khẩu mới đã được lưu và bạn đã được đăng nhập. Các thiết bị khác đã được đăng xuất."
              }
            />
            <Link to={done.secondStep ? accountSecurityPath(paths.account()) : paths.account()} className={buttonClass("primary", "h-12 w-full")}>
              {done.secondStep ? "Xác minh bước hai" : "Đến trang tài khoản"}
            </Link>
          </div>
        ) : badLink ? (
          <div className="space-y-4">
            <FormAlert message={badLink} />
            <Link to={paths.forgotPassword()} className={buttonClass("primary", "h-12 w-full")}>
              Yêu cầu đường dẫn mới
            </Link>
          </div>
        ) : (
          <Form {...formProps} aria-label="Đặt lại mật khẩu" className="space-y-4">
            <input type="hidden" name="token" value={token} />
            <p className="text-[15px] leading-relaxed text-slate-700">
              Chọn mật khẩu mới: ít nhất 8 ký tự, có chữ và số, không chứa phần tên trong e-mail của bạn.
            </p>
            <FormAlert message={message} />
            <PasswordField id={`${id}-password`} name="password" label="Mật khẩu mới" autoComplete="new-password" error={errors.password} />
            <PasswordField
              id={`${id}-confirm`}
              name="confirmPassword"
              label="Nhập lại mật khẩu mới"
              autoComplete="new-password"
              error={errors.confirmPassword}
            />
            <SubmitButton busy={busy} label="Lưu mật khẩu mới" busyLabel="Đang lưu…" className={buttonClass("primary", "h-12 w-full")} />
          </Form>
        )}
      </div>
    </div>
  );
}
