import { useId, useState, type ReactNode } from "react";
import { buttonClass } from "#web/ui/button.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * A button whose action is asked about first, in place: the question, what follows, and the two
 * answers (the harmless one first). `onConfirm` runs the action; its refusal is shown by the caller.
 */
export function ConfirmInline({
  label,
  question,
  effect,
  confirmLabel,
  busyLabel,
  onConfirm,
  danger = true,
}: {
  label: ReactNode;
  question: ReactNode;
  effect: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => Promise<unknown>;
  danger?: boolean;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t } = useI18n();
  if (!asking)
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={buttonClass("ghost", danger ? "border border-red-300 text-red-700" : "border border-slate-300", "sm")}
      >
        {label}
      </button>
    );
  return (
    <div role="alertdialog" aria-labelledby={`${id}-q`} aria-describedby={`${id}-e`} className="mt-2 w-full rounded-card border border-red-200 bg-red-50 p-3">
      <p id={`${id}-q`} className="font-bold text-red-900">
        {question}
      </p>
      <p id={`${id}-e`} className="mt-1 text-sm text-red-900">
        {effect}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          autoFocus
          disabled={busy}
          onClick={() => setAsking(false)}
          className={buttonClass("ghost", "border border-slate-300 bg-white", "sm")}
        >
          {t("me.confirm.cancel")}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
            setAsking(false);
          }}
          className={buttonClass("secondary", danger ? "bg-red-700 hover:bg-red-800" : "", "sm")}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </div>
  );
}
