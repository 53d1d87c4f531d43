import { useState } from "react";
import { buttonClass } from "#web/ui/button.tsx";
import { ConfirmButtons } from "#web/ui/confirm-buttons.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * "Huỷ đơn và hoàn tiền" for an order with no seats — snacks ordered on their own, a bought gift card
 * (decisions 079, 083): a button, then a dialog saying what comes back and what stops working; the
 * server decides (`cancel` answers its refusal in the page's language, or null when done). Words: `shop`.
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
  const { t } = useI18n();
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
        {t("shop.cancel.button")}
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => (busy ? undefined : setOpen(next))}
        title={t("shop.cancel.title", { what })}
        description={t("shop.cancel.description", { amount, consequence })}
        size="sm"
        closeLabel={t("site.dialog.close")}
      >
        <ConfirmButtons
          busy={busy}
          keepLabel={t("shop.cancel.keep")}
          confirmLabel={t("shop.cancel.button")}
          busyLabel={t("shop.cancel.busy")}
          onKeep={() => setOpen(false)}
          onConfirm={() => void confirm()}
          error={error}
        />
      </Modal>
    </>
  );
}
