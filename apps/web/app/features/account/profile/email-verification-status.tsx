import { useState } from "react";
import type { User } from "@hancine/contract/auth";
import { buttonClass } from "#web/ui/button.tsx";
import { CheckIcon, MailIcon } from "#web/ui/more-icons.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { callApi } from "#web/lib/api-client.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Whether the e-mail is verified, with a button to send the verification e-mail again. */
export function EmailVerificationStatus({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const { t } = useI18n();
  const [message, setMessage] = useState<{ text: string; tone: "error" | "success" } | null>(null);

  if (user.emailVerified) {
    return (
      <p className="flex items-center gap-2 rounded-card border border-emerald-200 bg-emerald-50 px-4 py-3 text-[15px] text-emerald-900 [overflow-wrap:anywhere]">
        <CheckIcon width={20} height={20} aria-hidden="true" />
        {t("me.email.verified", { email: user.email })}
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-card border border-amber-brand/60 bg-amber-50 px-4 py-3">
      <p className="flex items-start gap-2 text-[15px] text-slate-900">
        <MailIcon width={20} height={20} aria-hidden="true" className="mt-0.5 shrink-0" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{t("me.email.unverified", { email: user.email })}</span>
      </p>
      <FormAlert message={message?.text ?? null} tone={message?.tone ?? "error"} />
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const answer = await callApi("POST /auth/email/resend");
          setBusy(false);
          if (answer.ok) {
            setMessage({ text: answer.result.sent ? t("me.email.resent", { email: user.email }) : t("me.email.alreadyVerified"), tone: "success" });
          } else setMessage({ text: answer.error.message, tone: "error" });
        }}
        className={buttonClass("secondary", "h-10")}
      >
        {busy ? t("me.email.sending") : t("me.email.resend")}
      </button>
    </div>
  );
}
