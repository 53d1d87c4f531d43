import { useId, useState } from "react";
import type { AgeRating } from "@hancine/contract/browser-constants";
import type { Order } from "@hancine/contract/booking";
import { minimumAgeOf } from "@hancine/contract/checkout-constants";
import type { ApiOutcome } from "#web/lib/api-client.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * For T13/T16/T18 the buyer confirms (required before payment) that every ticket holder is old
 * enough and will show ID; for K, a note that children under 13 come with a guardian.
 */
export function AgeNotice({ age, order, onConfirm }: { age: AgeRating; order: Order; onConfirm: (confirmed: boolean) => Promise<ApiOutcome<Order> | null> }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // Ticked at once; the server's answer confirms it (or puts it back, with its message).
  const [checked, setChecked] = useState(order.ageConfirmed);
  const minimum = minimumAgeOf(age);
  const { t, rich } = useI18n();

  if (age === "K") {
    return <p className="rounded-card bg-blue-50 px-4 py-3 text-sm text-blue-950">{rich("purchase.age.k", { k: <strong>K</strong> })}</p>;
  }
  if (!minimum) return null;
  return (
    <div className="rounded-card border border-amber-brand/50 bg-amber-50 px-4 py-3">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-age`}
          type="checkbox"
          required
          aria-required="true"
          checked={checked}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={async (event) => {
            const wanted = event.target.checked;
            setChecked(wanted);
            const reply = await onConfirm(wanted);
            if (reply && !reply.ok) setChecked(!wanted);
            setError(reply && !reply.ok ? reply.error.message : null);
          }}
          className="mt-1 size-5 shrink-0 accent-amber-brand-dark"
        />
        <label htmlFor={`${id}-age`} className="text-sm text-slate-900">
          {rich("purchase.age.confirm", { age: <strong>{t("purchase.age.atLeast", { minimum })}</strong> })}
          <span className="text-slate-600">{t("purchase.age.required")}</span>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
