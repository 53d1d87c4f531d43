import { buttonClass } from "./button.tsx";
import { FormAlert } from "./form-fields.tsx";

/**
 * The foot of a confirmation dialog: the server's refusal if any (`error`), then two buttons — keep
 * things as they are (first, so the dialog's first focus is the harmless one) and go ahead, which says it is working
 * while `busy`.
 */
export function ConfirmButtons({
  busy,
  keepLabel,
  confirmLabel,
  busyLabel,
  onKeep,
  onConfirm,
  error = null,
  tone = "primary",
}: {
  busy: boolean;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
  error?: string | null;
  tone?: "primary" | "secondary";
}) {
  return (
    <>
      {error ? (
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onKeep} disabled={busy} className={buttonClass("ghost")}>
          {keepLabel}
        </button>
        <button type="button" disabled={busy} onClick={onConfirm} className={buttonClass(tone)}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </>
  );
}
