import { Suspense, lazy, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { User } from "@hancine/contract/auth";
import type { MfaMethod, MfaState } from "@hancine/contract/mfa";
import { callApi } from "#web/lib/api-client.ts";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { safeNext } from "#web/features/site/paths.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { LoginForm } from "./login-form.tsx";

// Few sign-ins have a second step: its form (and the passkey ceremony behind it) loads when one does.
const SecondStepForm = lazy(() => import("./second-step-form.tsx").then((m) => ({ default: m.SecondStepForm })));
import { SignupForm } from "./signup-form.tsx";

export type AuthView = "login" | "signup" | "forgot";

type AuthModalProps = {
  view: AuthView | null;
  onViewChange: (view: AuthView | null) => void;
  /** Called once the person is signed in (login or signup, and the second step when the account has one). */
  onSignedIn: (user: User) => void;
  /**
   * A session whose password is proven and second step is not (a reload in between, or a back-office
   * page sent the person here): the site layout's loader says so, and the dialog opens on the second step.
   */
  pendingSecondStep?: readonly MfaMethod[] | null;
};

const TEXTS: Record<AuthView | "welcome" | "secondStep", { title: string; description: string }> = {
  secondStep: {
    title: "Xác minh bước hai",
    description: "Tài khoản của bạn được bảo vệ bằng xác minh hai bước: mật khẩu đúng rồi, bạn hãy xác minh thêm một bước nữa.",
  },
  login: { title: "Đăng nhập", description: "Đăng nhập để đặt vé và xem lại vé đã mua." },
  signup: { title: "Đăng ký tài khoản", description: "Tạo tài khoản để đặt vé nhanh hơn và nhận ưu đãi thành viên." },
  forgot: { title: "Quên mật khẩu", description: "Đặt lại mật khẩu qua e-mail." },
  welcome: { title: "Chào mừng bạn đến với HanCine!", description: "Tài khoản của bạn đã sẵn sàng." },
};

/** Login, signup and 'Quên mật khẩu?' in one modal; the header's 'Đăng nhập' opens it on the login view. */
export function AuthModal({ view, onViewChange, onSignedIn, pendingSecondStep: pending = null }: AuthModalProps) {
  const [welcome, setWelcome] = useState<User | null>(null);
  const { user: signedIn, setUser } = useCurrentUser();
  const [secondStep, setSecondStep] = useState<readonly MfaMethod[] | null>(signedIn ? null : pending);
  const navigate = useNavigate();
  const location = useLocation();
  // Staff's first sign-in: the second factor is set up on the security page, which then goes on to `next`.
  const onMustEnrol = (user: User) => {
    setUser(user);
    const next = safeNext(new URLSearchParams(location.search).get("next"));
    // Loaded here, not with the dialog: the dialog's list of files is in every page's first-load code.
    void import("#web/features/site/security-paths.ts").then(({ accountSecurityPath }) =>
      navigate(accountSecurityPath(next ?? location.pathname), { replace: next !== null }),
    );
  };
  const close = () => {
    setWelcome(null);
    onViewChange(null);
  };
  const passwordAccepted = ({ user, mfa }: { user: User; mfa: MfaState }) => {
    if (mfa.required && mfa.enrolled) return setSecondStep(mfa.methods);
    if (mfa.required) {
      onMustEnrol(user);
      return close();
    }
    onSignedIn(user);
    close();
  };
  // The password's session is ended; the form starts again from the e-mail.
  const otherAccount = async () => {
    await callApi("POST /auth/logout");
    setSecondStep(null);
    onViewChange("login");
  };
  const inSecondStep = secondStep !== null && (view === "login" || view === null);
  const texts = TEXTS[welcome ? "welcome" : inSecondStep ? "secondStep" : (view ?? "login")];
  // Not translated yet (the account's pages come next, decision 092): Vietnamese, marked so, on an English page.
  const { locale } = useI18n();
  return (
    <Modal
      lang={locale === "en" ? "vi" : undefined}
      open={view !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={texts.title}
      description={texts.description}
      size="sm"
    >
      {welcome ? (
        <div className="space-y-4">
          <FormAlert
            tone="success"
            message={`Đăng ký thành công! Chúng tôi đã gửi e-mail xác thực tới ${welcome.email}. Bạn hãy mở thư và bấm “Xác thực e-mail” nhé.`}
          />
          <button type="button" onClick={close} className={buttonClass("primary", "h-12 w-full")}>
            Bắt đầu đặt vé
          </button>
        </div>
      ) : view === "signup" ? (
        <SignupForm
          onSwitchToLogin={() => onViewChange("login")}
          onNavigate={close}
          onSignedUp={(user) => {
            onSignedIn(user);
            setWelcome(user);
          }}
        />
      ) : view === "forgot" ? (
        <ForgotPasswordForm onBackToLogin={() => onViewChange("login")} />
      ) : inSecondStep ? (
        <Suspense fallback={<p className="py-6 text-center text-[15px] text-slate-600">Đang mở bước xác minh…</p>}>
          <SecondStepForm
            methods={secondStep}
            submitLabel="Xác minh và đăng nhập"
            onProven={(user) => {
              setSecondStep(null);
              onSignedIn(user);
              close();
            }}
            footer={
              <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
                Không phải tài khoản của bạn?{" "}
                <button type="button" onClick={otherAccount} className="min-h-6 font-bold text-link hover:underline">
                  Đăng nhập bằng tài khoản khác
                </button>
              </p>
            }
          />
        </Suspense>
      ) : (
        <LoginForm onSwitchToSignup={() => onViewChange("signup")} onForgotPassword={() => onViewChange("forgot")} onPasswordAccepted={passwordAccepted} />
      )}
    </Modal>
  );
}
