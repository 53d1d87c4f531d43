import { useState } from "react";
import { buttonClass } from "#web/ui/button.tsx";
import { ConfirmButtons } from "#web/ui/confirm-buttons.tsx";
import { Modal } from "#web/ui/modal.tsx";

/**
 * "Huỷ đơn và hoàn tiền" for an order with no seats — snacks ordered on their own, a bought gift card
 * (decisions 079, 083): a button, then a dialog saying what comes back and what stops working; the
 * server decides (`cancel` answers its refusal in Vietnamese, or null when done).
 */
export function CancelPaidOrder({
  what,
  consequence,
  amount,
  cancel,
}: {
  what: string;
  consequence: string;
  amount: string;
  cancel: () => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    const refusal = await cancel();
    setBusy(false);
    if (refusal) return setError(refusal);
    setOpen(false);
  }

  return (
    <>
      <button type="button" className={buttonClass("secondary", "mt-4")} onClick={() => setOpen(true)}>
        Huỷ đơn và hoàn tiền
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => (busy ? undefined : setOpen(next))}
        title={`Huỷ ${what}?`}
        description={`${amount} được hoàn về nơi bạn đã trả (cổng thanh toán, thẻ quà tặng). ${consequence}`}
        size="sm"
      >
        <ConfirmButtons
          busy={busy}
          keepLabel="Giữ đơn"
          confirmLabel="Huỷ đơn và hoàn tiền"
          busyLabel="Đang huỷ…"
          onKeep={() => setOpen(false)}
          onConfirm={() => void confirm()}
          error={error}
        />
      </Modal>
    </>
  );
}
