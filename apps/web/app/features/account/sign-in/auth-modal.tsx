import { Suspense, lazy, use, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { User } from "@hancine/contract/auth";
import type { MfaMethod, MfaState } from "@hancine/contract/mfa";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";
import { callApi } from "#web/lib/api-client.ts";
import { useCurrentUser } from "#web/lib/current-user.tsx";
import { safeNext } from "#web/features/site/paths.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { MessagesProvider, useI18n } from "#web/lib/i18n/messages.tsx";
import { accountMessages } from "#web/lib/i18n/lazy-messages.ts";
import { FieldTextsProvider } from "#web/lib/forms/field-texts.tsx";
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

/** Each view's title and description (`account.dialog.<view>.*`). */
const TEXTS = {
  secondStep: { title: "account.dialog.secondStep.title", description: "account.dialog.secondStep.description" },
  login: { title: "account.dialog.login.title", description: "account.dialog.login.description" },
  signup: { title: "account.dialog.signup.title", description: "account.dialog.signup.description" },
  forgot: { title: "account.dialog.forgot.title", description: "account.dialog.forgot.description" },
  welcome: { title: "account.dialog.welcome.title", description: "account.dialog.welcome.description" },
} as const satisfies Record<AuthView | "welcome" | "secondStep", { title: WebMessageKey; description: WebMessageKey }>;

/**
 * The dialog with its words, fetched in the page's language when it first opens (decision 094;
 * the page around it is already suspended on its code, so nothing more shows while they come).
 */
export function AuthModal(props: AuthModalProps) {
  const { locale } = useI18n();
  const { messages, fieldTexts } = use(accountMessages(locale));
  return (
    <MessagesProvider messages={messages}>
      <FieldTextsProvider texts={fieldTexts}>
        <AuthDialog {...props} />
      </FieldTextsProvider>
    </MessagesProvider>
  );
}

/** Login, signup and 'Quên mật khẩu?' in one modal; the header's 'Đăng nhập' opens it on the login view. */
function AuthDialog({ view, onViewChange, onSignedIn, pendingSecondStep: pending = null }: AuthModalProps) {
  const { t } = useI18n();
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
  return (
    <Modal
      open={view !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t(texts.title)}
      description={t(texts.description)}
      closeLabel={t("account.dialog.close")}
      size="sm"
    >
      {welcome ? (
        <div className="space-y-4">
          <FormAlert tone="success" message={t("account.dialog.welcome.sent", { email: welcome.email })} />
          <button type="button" onClick={close} className={buttonClass("primary", "h-12 w-full")}>
            {t("account.dialog.welcome.start")}
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
        <Suspense fallback={<p className="py-6 text-center text-[15px] text-slate-600">{t("account.dialog.secondStep.opening")}</p>}>
          <SecondStepForm
            methods={secondStep}
            submitLabel={t("account.dialog.secondStep.submit")}
            onProven={(user) => {
              setSecondStep(null);
              onSignedIn(user);
              close();
            }}
            footer={
              <p className="border-t border-slate-200 pt-4 text-center text-[15px] text-slate-700">
                {t("account.dialog.secondStep.notYou")}{" "}
                <button type="button" onClick={otherAccount} className="min-h-6 font-bold text-link hover:underline">
                  {t("account.dialog.secondStep.otherAccount")}
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
