import { buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form-fields.tsx";

/** The foot of a back-office confirmation dialog: the server's refusal if any, "Không", and the action (saying it works while it does). */
export function ConfirmActions({ error, busy, onCancel, onConfirm, label, busyLabel, tone = "secondary" }: { error: string | null; busy: boolean; onCancel: () => void; onConfirm: () => void; label: string; busyLabel: string; tone?: "primary" | "secondary" }) {
  return (
    <>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={buttonClass("ghost")}>
          Không
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass(tone)}>
          {busy ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
