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
  // The second step's words (decision 094), fetched with the dialog's code; its own stay Vietnamese (the back office's, the security page's).
  const { messages } = use(accountMessages(useI18n().locale));
  return (
    <MessagesProvider messages={messages}>
      <Modal
        open
        onOpenChange={(open) => !open && onDone(false)}
        title="Xác minh lại bước hai"
        description="Vì an toàn, thao tác này cần bạn xác minh lại bước hai (mã xác thực hoặc khoá truy cập). Xác minh xong, thao tác được thực hiện ngay."
        size="sm"
      >
        <SecondStepForm
          methods={methods}
          submitLabel="Xác minh và tiếp tục"
          onProven={() => onDone(true)}
          footer={
            <button type="button" onClick={() => onDone(false)} className={buttonClass("ghost", "w-full border border-slate-300")}>
              Huỷ thao tác
            </button>
          }
        />
      </Modal>
    </MessagesProvider>
  );
}
