import { useId, useState } from "react";
import { PASSKEY_NAME_MAX_LENGTH } from "@hancine/contract/mfa";
import { registerPasskey } from "#web/lib/passkey-ceremony.ts";
import { useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass } from "#web/ui/form-fields.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { useFieldText } from "#web/lib/forms/field-texts.tsx";

/**
 * A new passkey: an optional name, then the browser's own prompt (fingerprint, face, the phone's
 * screen lock or a security key). Not a form checked field by field: the ceremony is the input.
 */
export function PasskeySetup({ onEnrolled, onCancel }: { onEnrolled: (recoveryCodes: string[] | null) => void; onCancel?: () => void }) {
  const id = useId();
  const stepUp = useStepUp();
  const { t } = useI18n();
  const fieldText = useFieldText();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await registerPasskey(name, stepUp);
    setBusy(false);
    if (outcome.ok) onEnrolled(outcome.value.recoveryCodes);
    else setProblem(outcome.message);
  };
  return (
    <div className="space-y-4">
      <p className="text-[15px] leading-relaxed text-slate-700">{t("me.passkey.lead")}</p>
      <FormAlert message={problem && fieldText(problem)} />
      <Field id={`${id}-name`} label={t("me.passkey.name")}>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder={t("me.passkey.placeholder")}
          className={inputClass}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={create} disabled={busy} className={buttonClass("primary", "h-12")}>
          {busy ? t("me.passkey.waiting") : t("me.passkey.create")}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass("ghost", "h-12 border border-slate-300")}>
            {t("me.enrol.cancel")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
