import { useId, useState } from "react";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

export type OtpAsked = { sentTo: string; expiresAt: string; giftCardAmount: number };

/**
 * The e-mailed code asked before gift cards pay more than GIFT_CARD_OTP_ABOVE of an order
 * (decision 080): the buyer types it, or asks for a new one ("Gửi lại mã").
 */
export function GiftCardOtpDialog({
  asked,
  error,
  busy,
  onSubmit,
  onResend,
  onClose,
}: {
  asked: OtpAsked;
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const { t } = useI18n();
  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t("purchase.otp.title")}
      description={t("purchase.otp.description", { amount: formatVnd(asked.giftCardAmount), to: asked.sentTo, time: formatTime(asked.expiresAt) })}
      closeLabel={t("site.dialog.close")}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(code.trim());
        }}
      >
        <Field id={`${id}-otp`} label={t("purchase.otp.code")} error={error ?? undefined}>
          <input
            id={`${id}-otp`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            className={inputClass}
            {...invalidProps(`${id}-otp`, error ?? undefined)}
          />
        </Field>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" className={buttonClass("primary")} disabled={busy || code.trim().length !== 6}>
            {busy ? t("purchase.otp.confirming") : t("purchase.otp.confirm")}
          </button>
          <button type="button" className={buttonClass("ghost", "border border-slate-300 bg-white")} disabled={busy} onClick={onResend}>
            {t("purchase.otp.resend")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
