import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { href } from "react-router";
import type { User } from "@hancine/contract/auth";
import { mfaVerifySchema, TOTP_DIGITS, type MfaMethod } from "@hancine/contract/mfa";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import { provePasskey } from "#web/lib/passkey-ceremony.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { Field, FormAlert, inputClass, invalidProps, SubmitButton } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { useFieldText } from "#web/lib/forms/field-texts.tsx";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";

type CodeMethod = Exclude<MfaMethod, "passkey">;

type SecondStepProps = {
  /** The ways this account can prove it (login's and the refusal's `methods`). */
  methods: readonly MfaMethod[];
  /** The session is proven: the person and where they were going carry on. */
  onProven: (user: User) => void;
  /** The verify button's words ("Xác minh", "Xác minh và tiếp tục"). */
  submitLabel?: string;
  /** Below the form: "Đăng nhập bằng tài khoản khác", "Huỷ". */
  footer?: ReactNode;
};

/** What each code is called and how to find it (`account.secondStep.*`). */
const CODE_TEXTS = {
  totp: { label: "account.secondStep.totpLabel", hint: "account.secondStep.totpHint", form: "account.secondStep.totpForm" },
  recovery: { label: "account.secondStep.recoveryLabel", hint: "account.secondStep.recoveryHint", form: "account.secondStep.recoveryForm" },
} as const satisfies Record<CodeMethod, { label: WebMessageKey; hint: WebMessageKey; form: WebMessageKey }>;

/**
 * Signing in's second step, and the step-up dialog's body: a code from the authenticator app (the
 * keyboard's one-time-code suggestion fills it), a passkey, or a recovery code. Each refusal says
 * what happened and what to do (a wrong code and the tries left, a lock and when to try again).
 */
export function SecondStepForm({ methods, onProven, submitLabel, footer }: SecondStepProps) {
  const { t } = useI18n();
  const fieldText = useFieldText();
  const codeMethods = methods.filter((m): m is CodeMethod => m !== "passkey");
  const [method, setMethod] = useState<CodeMethod>(codeMethods.includes("totp") ? "totp" : "recovery");
  const [passkey, setPasskey] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const other: CodeMethod | null = method === "totp" ? (codeMethods.includes("recovery") ? "recovery" : null) : codeMethods.includes("totp") ? "totp" : null;

  const usePasskey = async () => {
    setPasskey({ busy: true, message: null });
    const outcome = await provePasskey();
    if (outcome.ok) return onProven(outcome.value.user);
    setPasskey({ busy: false, message: outcome.message });
  };

  return (
    <div className="space-y-4">
      {methods.includes("passkey") ? (
        <div className="space-y-3">
          <FormAlert message={passkey.message && fieldText(passkey.message)} />
          <button type="button" onClick={usePasskey} disabled={passkey.busy} className={buttonClass("secondary", "h-12 w-full")}>
            <KeyIcon />
            {passkey.busy ? t("account.secondStep.passkeyWaiting") : t("account.secondStep.passkey")}
          </button>
          {codeMethods.length > 0 ? (
            <p className="flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
              {t("account.secondStep.or")}
            </p>
          ) : null}
        </div>
      ) : null}
      {codeMethods.length > 0 ? (
        <CodeForm key={method} method={method} onProven={onProven} submitLabel={submitLabel ?? t("account.secondStep.submit")} />
      ) : null}
      {other ? (
        <p className="text-center">
          <button type="button" onClick={() => setMethod(other)} className="min-h-6 text-[15px] font-medium text-link hover:underline">
            {other === "recovery" ? t("account.secondStep.useRecovery") : t("account.secondStep.useTotp")}
          </button>
        </p>
      ) : null}
      {footer}
    </div>
  );
}

function CodeForm({ method, onProven, submitLabel }: { method: CodeMethod; onProven: (user: User) => void; submitLabel: string }) {
  const id = useId();
  const { t } = useI18n();
  const { Form, formProps, errors, message, busy } = useContractForm({
    schema: mfaVerifySchema,
    action: href("/form/mfa/verify"),
    onSuccess: (answer: { user: User }, form) => {
      form?.reset();
      onProven(answer.user);
    },
  });
  const texts = CODE_TEXTS[method];
  const hintId = `${id}-hint`;
  // The first thing to do here: the person arrives from the password or from a refused action. Focused
  // after the dialog around it has placed its own first focus (a dialog opened over another one too).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const later = setTimeout(() => input.current?.focus());
    return () => clearTimeout(later);
  }, []);
  const invalid = invalidProps(`${id}-code`, errors.code);
  return (
    <Form {...formProps} aria-label={t(texts.form)} className="space-y-4">
      <FormAlert message={message} />
      <input type="hidden" name="method" value={method} />
      <Field id={`${id}-code`} label={t(texts.label, { digits: TOTP_DIGITS })} error={errors.code}>
        <p id={hintId} className="-mt-0.5 mb-2 text-sm leading-relaxed text-slate-600">
          {t(texts.hint, { digits: TOTP_DIGITS })}
        </p>
        <input
          id={`${id}-code`}
          name="code"
          ref={input}
          {...(method === "totp"
            ? { autoComplete: "one-time-code", inputMode: "numeric" as const, maxLength: 12, placeholder: "123456" }
            : { autoComplete: "off", autoCapitalize: "none", spellCheck: false, maxLength: 24, placeholder: "xxxxx-xxxxx" })}
          className={cx(inputClass, "h-12 text-center font-mono text-xl", method === "totp" ? "tracking-[0.3em]" : "tracking-wider")}
          {...invalid}
          aria-describedby={[hintId, invalid["aria-describedby"]].filter(Boolean).join(" ")}
        />
      </Field>
      <SubmitButton busy={busy} label={submitLabel} busyLabel={t("account.secondStep.busy")} className={buttonClass("primary", "h-12 w-full")} />
    </Form>
  );
}

function KeyIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="m10.85 12.15 8.65-8.65M18 5l3 3M15 8l2 2" />
    </svg>
  );
}
