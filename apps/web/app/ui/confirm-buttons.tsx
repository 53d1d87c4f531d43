import { buttonClass } from "./button.tsx";

/**
 * The two buttons at the foot of a confirmation dialog: keep things as they are (focused first, so
 * Enter does no harm) and go ahead, which says it is working while `busy`.
 */
export function ConfirmButtons({
  busy,
  keepLabel,
  confirmLabel,
  busyLabel,
  onKeep,
  onConfirm,
}: {
  busy: boolean;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="mt-5 flex flex-wrap justify-end gap-2">
      <button type="button" onClick={onKeep} disabled={busy} className={buttonClass("ghost")} autoFocus>
        {keepLabel}
      </button>
      <button type="button" disabled={busy} onClick={onConfirm} className={buttonClass("primary")}>
        {busy ? busyLabel : confirmLabel}
      </button>
    </div>
  );
}
