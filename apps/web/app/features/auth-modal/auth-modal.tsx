import { Modal } from "../../ui/modal.tsx";
import { LoginForm } from "./login-form.tsx";
import { SignupForm } from "./signup-form.tsx";

export type AuthView = "login" | "signup";

type AuthModalProps = { view: AuthView | null; onViewChange: (view: AuthView | null) => void };

/** Login and signup in one modal; the header's 'Đăng nhập' opens it on the login view. */
export function AuthModal({ view, onViewChange }: AuthModalProps) {
  const close = () => onViewChange(null);
  return (
    <Modal
      open={view !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={view === "signup" ? "Đăng ký tài khoản" : "Đăng nhập"}
      description={view === "signup" ? "Tạo tài khoản để đặt vé nhanh hơn và nhận ưu đãi thành viên." : "Đăng nhập để đặt vé và xem lại vé đã mua."}
      size="sm"
    >
      {view === "signup" ? (
        <SignupForm onSwitchToLogin={() => onViewChange("login")} onNavigate={close} />
      ) : (
        <LoginForm onSwitchToSignup={() => onViewChange("signup")} onNavigate={close} />
      )}
    </Modal>
  );
}
