import { useId, useState } from "react";
import { formatTime, formatVnd } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { Field, inputClass, invalidProps } from "#web/ui/form-fields.tsx";
import { Modal } from "#web/ui/modal.tsx";

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
  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Nhập mã xác nhận"
      description={`Bạn dùng ${formatVnd(asked.giftCardAmount)} từ thẻ quà tặng. Chúng tôi đã gửi mã 6 chữ số tới ${asked.sentTo}; mã có hiệu lực đến ${formatTime(asked.expiresAt)}.`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(code.trim());
        }}
      >
        <Field id={`${id}-otp`} label="Mã xác nhận (6 chữ số)" error={error ?? undefined}>
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
            {busy ? "Đang xác nhận…" : "Xác nhận và thanh toán"}
          </button>
          <button type="button" className={buttonClass("ghost", "border border-slate-300 bg-white")} disabled={busy} onClick={onResend}>
            Gửi lại mã
          </button>
        </div>
      </form>
    </Modal>
  );
}
