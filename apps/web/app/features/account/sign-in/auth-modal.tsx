import { useState } from "react";
import type { User } from "@hancine/contract/auth";
import { buttonClass } from "#web/ui/button.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { LoginForm } from "./login-form.tsx";
import { SignupForm } from "./signup-form.tsx";

export type AuthView = "login" | "signup" | "forgot";

type AuthModalProps = {
  view: AuthView | null;
  onViewChange: (view: AuthView | null) => void;
  /** Called once the person is signed in (login or signup). */
  onSignedIn: (user: User) => void;
};

const TEXTS: Record<AuthView | "welcome", { title: string; description: string }> = {
  login: { title: "Đăng nhập", description: "Đăng nhập để đặt vé và xem lại vé đã mua." },
  signup: { title: "Đăng ký tài khoản", description: "Tạo tài khoản để đặt vé nhanh hơn và nhận ưu đãi thành viên." },
  forgot: { title: "Quên mật khẩu", description: "Đặt lại mật khẩu qua e-mail." },
  welcome: { title: "Chào mừng bạn đến với HanCine!", description: "Tài khoản của bạn đã sẵn sàng." },
};

/** Login, signup and 'Quên mật khẩu?' in one modal; the header's 'Đăng nhập' opens it on the login view. */
export function AuthModal({ view, onViewChange, onSignedIn }: AuthModalProps) {
  const [welcome, setWelcome] = useState<User | null>(null);
  const close = () => {
    setWelcome(null);
    onViewChange(null);
  };
  const texts = TEXTS[welcome ? "welcome" : (view ?? "login")];
  return (
    <Modal
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
      ) : (
        <LoginForm
          onSwitchToSignup={() => onViewChange("signup")}
          onForgotPassword={() => onViewChange("forgot")}
          onSignedIn={(user) => {
            onSignedIn(user);
            close();
          }}
        />
      )}
    </Modal>
  );
}
