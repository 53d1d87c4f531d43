import { buttonClass } from "#web/ui/button.tsx";
import { cx } from "#web/ui/cx.ts";
import { SubmitButton } from "#web/ui/form-fields.tsx";

/** The foot of a scheduler dialog's form: "Đóng", then the form's own submit button. */
export function DialogActions({
  onClose,
  busy,
  label,
  busyLabel,
  className,
}: {
  onClose: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <div className={cx("flex flex-wrap justify-end gap-2", className)}>
      <button type="button" onClick={onClose} className={buttonClass("ghost")}>
        Đóng
      </button>
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} className={buttonClass("primary")} />
    </div>
  );
}
