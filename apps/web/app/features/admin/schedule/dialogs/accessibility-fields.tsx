import { ACCESSIBILITY_FEATURES, ACCESSIBILITY_LABELS, type AccessibilityFeature } from "@hancine/contract/accessibility";

/**
 * The accessibility features as ticked boxes (decision 082), one per feature with its badge word and
 * its full meaning; every box is named `name`, so the form sends the ticked ones. Shared by the
 * scheduler's "Xếp suất chiếu" and the showtime's "Hỗ trợ tiếp cận".
 */
export function AccessibilityCheckboxes({
  name,
  checked = [],
  autoFocus = false,
}: {
  name: string;
  checked?: readonly AccessibilityFeature[];
  autoFocus?: boolean;
}) {
  return (
    <div className="mt-3 grid gap-2">
      {ACCESSIBILITY_FEATURES.map((feature, index) => (
        <label key={feature} className="flex min-h-10 items-start gap-3 rounded-card border border-slate-200 px-3 py-2 hover:bg-slate-50">
          <input
            type="checkbox"
            name={name}
            value={feature}
            defaultChecked={checked.includes(feature)}
            autoFocus={autoFocus && index === 0}
            className="mt-0.5 size-5 shrink-0 accent-night-900"
          />
          <span>
            <span className="block text-[15px] font-bold text-night-900">{ACCESSIBILITY_LABELS[feature].short}</span>
            <span className="block text-sm text-slate-700">{ACCESSIBILITY_LABELS[feature].long}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
