import { useId, useState } from "react";
import { PASSKEY_NAME_MAX_LENGTH } from "@hancine/contract/mfa";
import { registerPasskey } from "#web/lib/passkey-ceremony.ts";
import { useStepUp } from "#web/lib/forms/use-contract-form.ts";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, FormAlert, inputClass } from "#web/ui/form-fields.tsx";

/**
 * A new passkey: an optional name, then the browser's own prompt (fingerprint, face, the phone's
 * screen lock or a security key). Not a form checked field by field: the ceremony is the input.
 */
export function PasskeySetup({ onEnrolled, onCancel }: { onEnrolled: (recoveryCodes: string[] | null) => void; onCancel?: () => void }) {
  const id = useId();
  const stepUp = useStepUp();
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
      <p className="text-[15px] leading-relaxed text-slate-700">
        Khoá truy cập dùng vân tay, khuôn mặt hoặc mã mở khoá của thiết bị này (hay một khoá bảo mật USB) thay cho mã 6 số. Không ai đoán hay lừa lấy được nó
        như mật khẩu.
      </p>
      <FormAlert message={problem} />
      <Field id={`${id}-name`} label="Tên khoá (không bắt buộc)">
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder="Ví dụ: Điện thoại của Lan"
          className={inputClass}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={create} disabled={busy} className={buttonClass("primary", "h-12")}>
          {busy ? "Đang chờ thiết bị xác nhận…" : "Tạo khoá truy cập"}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass("ghost", "h-12 border border-slate-300")}>
            Huỷ
          </button>
        ) : null}
      </div>
    </div>
  );
}
