import { useState } from "react";
import { useRevalidator } from "react-router";
import { RECOVERY_CODE_COUNT, type MfaOverview } from "@hancine/contract/mfa";
import { callApi, type ApiOutcome } from "#web/lib/api-client.ts";
import { useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { withStepUp } from "#web/lib/step-up.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { FormAlert } from "#web/ui/form-fields.tsx";
import { ConfirmInline } from "./confirm-inline.tsx";
import { EnrolFactor, type FactorKind } from "./enrol-factor.tsx";
import { formatMoment, inSentence, timeAgo } from "./security-texts.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type Props = {
  overview: MfaOverview;
  now: number;
  /** New recovery codes to show once (a first factor, or 'Tạo mã mới'). */
  onRecoveryCodes: (codes: string[]) => void;
};

/**
 * The account's second factors: the authenticator app (set up, remove), the passkeys (add, remove)
 * and the recovery codes left (make new ones). Removing and remaking ask for a recent proof (step-up);
 * the server refuses to remove a staff account's last factor, in its own words.
 */
export function FactorList({ overview, now, onRecoveryCodes }: Props) {
  const stepUp = useStepUp();
  const i18n = useI18n();
  const { t, rich, locale, chainLang } = i18n;
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState<FactorKind | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const enrolled = overview.totp.enrolled || overview.passkeys.length > 0;

  const act = async (call: () => Promise<ApiOutcome<unknown>>, done: string) => {
    const answer = await withStepUp(stepUp, call);
    if (!answer.ok) return setOutcome({ tone: "error", text: answer.error.message });
    setOutcome({ tone: "success", text: done });
    await revalidator.revalidate();
  };
  const added = async (codes: string[] | null, what: FactorKind) => {
    setAdding(null);
    setOutcome({ tone: "success", text: what === "totp" ? t("me.factors.addedTotp") : t("me.factors.addedPasskey") });
    if (codes) onRecoveryCodes(codes);
    await revalidator.revalidate();
  };

  return (
    <div className="space-y-5">
      <FormAlert message={outcome?.text ?? null} tone={outcome?.tone} />

      <section aria-labelledby="factor-totp" className="border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id="factor-totp" className="font-bold text-night-900">
              {t("me.factors.totp")}
            </h3>
            <p className="text-sm text-slate-600">{overview.totp.enrolled ? t("me.factors.totpOn") : t("me.factors.notSet")}</p>
          </div>
          {overview.totp.enrolled ? (
            <ConfirmInline
              label={t("me.factors.removeApp")}
              question={t("me.factors.removeAppQuestion")}
              effect={t("me.factors.removeAppEffect")}
              confirmLabel={t("me.factors.removeApp")}
              busyLabel={t("me.factors.removing")}
              onConfirm={() => act(() => callApi("DELETE /auth/mfa/totp"), t("me.factors.removedApp"))}
            />
          ) : adding !== "totp" ? (
            <button type="button" onClick={() => setAdding("totp")} className={buttonClass("ghost", "border border-slate-300", "sm")}>
              {t("me.factors.setUp")}
            </button>
          ) : null}
        </div>
        {adding === "totp" ? (
          <div className="mt-4">
            <EnrolFactor kinds={["totp"]} onEnrolled={(codes) => added(codes, "totp")} onCancel={() => setAdding(null)} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="factor-passkeys" className="border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id="factor-passkeys" className="font-bold text-night-900">
              {t("me.factors.passkeys")}
            </h3>
            <p className="text-sm text-slate-600">
              {overview.passkeys.length > 0 ? t("me.factors.passkeyCount", { n: overview.passkeys.length }) : t("me.factors.noPasskeys")}
            </p>
          </div>
          {adding !== "passkey" ? (
            <button type="button" onClick={() => setAdding("passkey")} className={buttonClass("ghost", "border border-slate-300", "sm")}>
              {t("me.factors.addPasskey")}
            </button>
          ) : null}
        </div>
        {overview.passkeys.length > 0 ? (
          <ul className="mt-3 divide-y divide-slate-100 rounded-card border border-slate-200">
            {overview.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p lang={chainLang} className="break-words font-medium text-night-900">
                    {passkey.name}
                  </p>
                  <p className="text-sm text-slate-600">
                    {rich("me.factors.addedAt", { moment: <time dateTime={passkey.createdAt}>{formatMoment(passkey.createdAt, locale)}</time> })} ·{" "}
                    {passkey.lastUsedAt
                      ? rich("me.factors.lastUsed", {
                          ago: <time dateTime={passkey.lastUsedAt}>{inSentence(timeAgo(passkey.lastUsedAt, now, i18n))}</time>,
                        })
                      : t("me.factors.neverUsed")}
                  </p>
                </div>
                <ConfirmInline
                  label={
                    <>
                      {t("me.factors.delete")}
                      <span className="sr-only"> {rich("me.factors.deleteWhich", { name: <span lang={chainLang}>{passkey.name}</span> })}</span>
                    </>
                  }
                  question={rich("me.factors.deleteQuestion", { name: <span lang={chainLang}>{passkey.name}</span> })}
                  effect={t("me.factors.deleteEffect")}
                  confirmLabel={t("me.factors.deleteConfirm")}
                  busyLabel={t("me.factors.deleting")}
                  onConfirm={() =>
                    act(() => callApi("DELETE /auth/mfa/passkeys/:id", { params: { id: passkey.id } }), t("me.factors.deleted", { name: passkey.name }))
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
        {adding === "passkey" ? (
          <div className="mt-4">
            <EnrolFactor kinds={["passkey"]} onEnrolled={(codes) => added(codes, "passkey")} onCancel={() => setAdding(null)} />
          </div>
        ) : null}
      </section>

      {enrolled ? (
        <section aria-labelledby="factor-recovery" className="border-t border-slate-200 pt-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 id="factor-recovery" className="font-bold text-night-900">
                {t("me.factors.recovery")}
              </h3>
              <p className="text-sm text-slate-600">
                {t("me.factors.recoveryLeft", { left: overview.recoveryCodesLeft, total: RECOVERY_CODE_COUNT })}
                {overview.recoveryCodesLeft <= 3 ? ` ${t("me.factors.recoveryFew")}` : ""}
              </p>
            </div>
            <ConfirmInline
              label={t("me.factors.remake")}
              question={t("me.factors.remakeQuestion")}
              effect={t("me.factors.remakeEffect")}
              confirmLabel={t("me.factors.remake")}
              busyLabel={t("me.factors.making")}
              danger={false}
              onConfirm={async () => {
                const answer = await withStepUp(stepUp, () => callApi("POST /auth/mfa/recovery-codes"));
                if (!answer.ok) return setOutcome({ tone: "error", text: answer.error.message });
                setOutcome(null);
                onRecoveryCodes(answer.result.recoveryCodes);
              }}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
