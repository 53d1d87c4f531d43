import type { Route } from "./+types/forgot-password";
import { ForgotPasswordForm } from "../features/account/sign-in/forgot-password-form.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Quên mật khẩu – HanCine" }, { name: "robots", content: "noindex" }];

/** /quen-mat-khau: the same 'Quên mật khẩu?' form as the login modal, for links from e-mails. */
export default function ForgotPassword() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-night-900 sm:text-3xl">Quên mật khẩu</h1>
      <div className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ForgotPasswordForm />
      </div>
    </div>
  );
}
