import { useEffect, useId, useState } from "react";
import { href } from "react-router";
import { totpConfirmSchema, TOTP_DIGITS } from "@hancine/contract/mfa";
import { callApi } from "#web/lib/api-client.ts";
import { useContractForm, useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { withStepUp } from "#web/lib/step-up.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { groupedSecret } from "./security-texts.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type Setup = { secret: string; qrSvg: string };

/**
 * An authenticator app: the server makes a pending secret (QR code, and the secret in groups of four for
 * typing), the person confirms it with the app's first code, which turns it on and proves the session.
 */
export function TotpSetup({ onEnrolled, onCancel }: { onEnrolled: (recoveryCodes: string[] | null) => void; onCancel?: () => void }) {
  const id = useId();
  const stepUp = useStepUp();
  const { t } = useI18n();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState("");
  useEffect(() => {
    let live = true;
    // A second app needs a recent proof; the first one (enrolment) does not.
    void withStepUp(stepUp, () => callApi("POST /auth/mfa/totp/setup")).then((answer) => {
      if (!live) return;
      if (answer.ok) setSetup(answer.result);
      else setProblem(answer.error.message);
    });
    return () => {
      live = false;
    };
  }, [stepUp]);
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: totpConfirmSchema,
    action: href("/form/mfa/totp/confirm"),
    onSuccess: (answer: { recoveryCodes: string[] | null }) => onEnrolled(answer.recoveryCodes),
  });

  if (problem) return <FormAlert message={problem} />;
  if (!setup)
    return (
      <p role="status" className="text-[15px] text-slate-600">
        {t("me.totp.making")}
      </p>
    );
  const secret = groupedSecret(setup.secret);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied(t("me.totp.copied"));
    } catch {
      setCopied(t("me.totp.copyFailed"));
    }
  };
  const invalid = invalidProps(`${id}-code`, errors.code);
  return (
    <div className="space-y-5">
      <ol className="space-y-5">
        <li>
          <p className="font-bold text-night-900">{t("me.totp.scan")}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{t("me.totp.scanHint")}</p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={t("me.totp.qrAlt")}
              width={176}
              height={176}
              className="size-44 shrink-0 rounded-card border border-slate-200 bg-white p-2"
            />
            <div className="min-w-0">
              <p className="text-sm text-slate-700">{t("me.totp.noScan")}</p>
              <p className="mt-1 break-words font-mono text-lg font-bold tracking-wider text-night-900">{secret}</p>
              <button type="button" onClick={copy} className={buttonClass("ghost", "mt-2 border border-slate-300", "sm")}>
                {t("me.totp.copy")}
              </button>
              <p role="status" className="mt-1 min-h-5 text-sm text-emerald-800">
                {copied}
              </p>
            </div>
          </div>
        </li>
        <li>
          <Form {...formProps} aria-label={t("me.totp.form")} className="space-y-3">
            <p className="font-bold text-night-900">{t("me.totp.enter", { digits: TOTP_DIGITS })}</p>
            <FormAlert message={message} />
            <Field id={`${id}-code`} label={t("me.totp.code", { digits: TOTP_DIGITS })} error={errors.code}>
              <input
                id={`${id}-code`}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={12}
                placeholder="123456"
                className={cx(inputClass, "h-12 max-w-56 text-center font-mono text-xl tracking-[0.3em]")}
                {...invalid}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <SubmitButton busy={busy} label={t("me.totp.submit")} busyLabel={t("me.totp.checking")} className={buttonClass("primary", "h-12")} />
              {onCancel ? (
                <button type="button" onClick={onCancel} className={buttonClass("ghost", "h-12 border border-slate-300")}>
                  {t("me.enrol.cancel")}
                </button>
              ) : null}
            </div>
          </Form>
        </li>
      </ol>
    </div>
  );
}
