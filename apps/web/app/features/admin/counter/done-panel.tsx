import { useState, type ReactNode } from "react";
import { formatVnd } from "@hancine/contract/format";
import { buttonClass } from "#web/ui/button.tsx";
import { PrintPreview } from "./print-preview.tsx";

/**
 * What a sale or an exchange just made says to the cashier: the money to hand over or take in big
 * type, what was sold, the order's tickets previewed for the 80 mm printer and printed by the first
 * button (F8), then the screen's own actions and the keys' reminder.
 */
export function DonePanel({
  code,
  headline,
  moneyTestId,
  printLabel,
  actions,
  keys,
  children,
}: {
  /** The order whose tickets print. */
  code: string;
  headline: { label: string; amount: number };
  moneyTestId: string;
  printLabel: string;
  /** Buttons after the print button. */
  actions: ReactNode;
  /** The keys' reminder, e.g. "F8: in vé · Esc: bán tiếp". */
  keys: string;
  /** What was sold, and anything else to show under the headline. */
  children: ReactNode;
}) {
  const [printRequests, setPrintRequests] = useState(0);
  return (
    <div
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]"
      onKeyDown={(event) => {
        if (event.key === "F8") {
          event.preventDefault();
          setPrintRequests((n) => n + 1);
        }
      }}
    >
      <div className="space-y-3">
        <div role="status" className="rounded-card bg-night-900 px-4 py-3 text-white">
          <p className="text-sm text-slate-200">{headline.label}</p>
          <p data-testid={moneyTestId} className="text-5xl font-bold tabular-nums text-amber-brand">
            {formatVnd(headline.amount)}
          </p>
        </div>
        {children}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            autoFocus
            onClick={() => setPrintRequests((n) => n + 1)}
            aria-keyshortcuts="F8"
            className={buttonClass("primary", "min-h-12 flex-1 text-lg")}
          >
            {printLabel}
          </button>
          {actions}
        </div>
        <p className="text-xs text-slate-600">{keys}</p>
      </div>
      <PrintPreview code={code} printRequests={printRequests} />
    </div>
  );
}
