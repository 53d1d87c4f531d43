import { use } from "react";
import type { MfaMethod } from "@hancine/contract/mfa";
import { accountMessages } from "#web/lib/i18n/lazy-messages.ts";
import { MessagesProvider, useI18n } from "#web/lib/i18n/messages.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { Modal } from "#web/ui/modal.tsx";
import { SecondStepForm } from "./second-step-form.tsx";

/**
 * "Xác minh lại bước hai": a sensitive action (a large refund, a price table, a role, a factor) needs
 * a proof of the last 10 minutes. Proven, the action is sent again by whoever asked; closed, it is not.
 */
export function StepUpDialog({ methods, onDone }: { methods: readonly MfaMethod[]; onDone: (proven: boolean) => void }) {
  // The second step's words (decision 094) and the dialog's own (096: the English security page), fetched with the dialog's code.
  const { messages } = use(accountMessages(useI18n().locale));
  return (
    <MessagesProvider messages={messages}>
      <StepUpModal methods={methods} onDone={onDone} />
    </MessagesProvider>
  );
}

function StepUpModal({ methods, onDone }: { methods: readonly MfaMethod[]; onDone: (proven: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onDone(false)}
      title={t("account.stepUp.title")}
      description={t("account.stepUp.description")}
      closeLabel={t("account.dialog.close")}
      size="sm"
    >
      <SecondStepForm
        methods={methods}
        submitLabel={t("account.stepUp.submit")}
        onProven={() => onDone(true)}
        footer={
          <button type="button" onClick={() => onDone(false)} className={buttonClass("ghost", "w-full border border-slate-300")}>
            {t("account.stepUp.cancel")}
          </button>
        }
      />
    </Modal>
  );
}
