import { useState } from "react";
import { cx } from "#web/ui/cx.ts";
import { PasskeySetup } from "./passkey-setup.tsx";
import { TotpSetup } from "./totp-setup.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";

export type FactorKind = "totp" | "passkey";

const CHOICES: Record<FactorKind, { title: WebMessageKey; hint: WebMessageKey }> = {
  totp: { title: "me.factors.totp", hint: "me.enrol.totpHint" },
  passkey: { title: "me.factors.passkeys", hint: "me.enrol.passkeyHint" },
};

/** Choosing and setting up a second factor: an authenticator app or a passkey. */
export function EnrolFactor({
  kinds = ["totp", "passkey"],
  onEnrolled,
  onCancel,
}: {
  kinds?: readonly FactorKind[];
  onEnrolled: (recoveryCodes: string[] | null) => void;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const [kind, setKind] = useState<FactorKind | null>(kinds.length === 1 ? kinds[0]! : null);
  return (
    <div className="space-y-5">
      {kinds.length > 1 ? (
        <div role="group" aria-label={t("me.enrol.group")} className="grid gap-2 sm:grid-cols-2">
          {kinds.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={kind === value}
              onClick={() => setKind(value)}
              className={cx(
                "rounded-card border p-3 text-left transition-colors duration-200 motion-reduce:transition-none",
                kind === value ? "border-night-900 bg-mist" : "border-slate-300 bg-white hover:border-night-700",
              )}
            >
              <span className="block font-bold text-night-900">{t(CHOICES[value].title)}</span>
              <span className="block text-sm text-slate-600">{t(CHOICES[value].hint)}</span>
            </button>
          ))}
        </div>
      ) : null}
      {kind === "totp" ? <TotpSetup onEnrolled={onEnrolled} onCancel={onCancel} /> : null}
      {kind === "passkey" ? <PasskeySetup onEnrolled={onEnrolled} onCancel={onCancel} /> : null}
    </div>
  );
}
