import { useState } from "react";
import type { AdminUser } from "@hancine/contract/back-office-users";
import { callApi } from "#web/lib/api-client.ts";
import { useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { withStepUp } from "#web/lib/step-up.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";

type Props = { user: AdminUser; self: boolean; onReset: (user: AdminUser, message: string) => void };

/**
 * A person who lost their phone and recovery codes: an admin removes every second factor (asking
 * first, and for a fresh proof of their own), which signs the person out everywhere; they set one up
 * again at their next sign-in.
 */
export function ResetFactorsSection({ user, self, onReset }: Props) {
  const stepUp = useStepUp();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function reset() {
    setBusy(true);
    const answer = await withStepUp(stepUp, () => callApi("POST /admin/users/:id/mfa/reset", { params: { id: user.id } }));
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) return setProblem(answer.error.message);
    onReset(
      answer.result.user,
      `Đã đặt lại bước xác minh của ${answer.result.user.email}: đăng xuất ${answer.result.sessionsEnded} thiết bị, đã gửi e-mail báo.`,
    );
  }

  return (
    <section aria-labelledby="user-factors" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="user-factors" className="font-bold text-night-900">
        Bước xác minh thứ hai
      </h3>
      {/* Only when there is something to say: the dialog's own alert stays the one live region for its forms. */}
      {problem ? <FormAlert message={problem} /> : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="reset-question"
          aria-describedby="reset-effect"
          className="mt-2 rounded-card border border-red-200 bg-red-50 p-3"
        >
          <p id="reset-question" className="font-bold text-red-900">
            Đặt lại bước xác minh của {user.email}?
          </p>
          <p id="reset-effect" className="mt-1 text-sm text-red-900">
            Ứng dụng xác thực, khoá truy cập và mã khôi phục của người này bị xoá, mọi thiết bị bị đăng xuất; lần đăng nhập tới họ thiết lập lại.
          </p>
          <div className="mt-3 flex gap-2">
            <button type="button" autoFocus className={buttonClass("secondary", "bg-red-700 hover:bg-red-800")} disabled={busy} onClick={reset}>
              Đặt lại
            </button>
            <button type="button" className={buttonClass("ghost", "border border-slate-300 bg-white")} onClick={() => setConfirming(false)}>
              Thôi
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="mr-auto text-sm text-slate-700">
            {user.mfaEnrolled ? "Đã thiết lập (ứng dụng xác thực hoặc khoá truy cập)." : "Chưa thiết lập: lần đăng nhập tới sẽ được hướng dẫn."}
          </p>
          {user.mfaEnrolled ? (
            <button
              type="button"
              className={buttonClass("ghost", "border border-red-300 text-red-700")}
              disabled={self}
              title={self ? "Không tự đặt lại cho mình: hãy nhờ quản trị viên khác." : undefined}
              onClick={() => setConfirming(true)}
            >
              Đặt lại bước xác minh…
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
