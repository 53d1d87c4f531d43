import { cx } from "#web/ui/cx.ts";
import type { BookingStep } from "./use-booking.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import type { WebMessageKey } from "@hancine/contract/i18n/web-message-key";

const STEPS: { id: BookingStep; label: WebMessageKey }[] = [
  { id: "seats", label: "purchase.steps.seats" },
  { id: "combos", label: "purchase.steps.combos" },
  { id: "summary", label: "purchase.steps.summary" },
];

/** 1 Chọn ghế · 2 Bắp nước · 3 Xác nhận; earlier steps can be revisited, later ones follow the main button. */
export function BookingSteps({ step, onStep }: { step: BookingStep; onStep: (step: BookingStep) => void }) {
  const index = STEPS.findIndex((s) => s.id === step);
  const { t } = useI18n();
  return (
    <nav aria-label={t("purchase.steps.label")}>
      <ol className="flex items-center gap-1.5 text-sm sm:gap-3">
        {STEPS.map((s, i) => {
          const current = i === index;
          const reachable = i < index;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cx(
                  "inline-flex size-6 shrink-0 sm:size-7 items-center justify-center rounded-full text-sm font-bold",
                  current ? "bg-amber-brand text-night-900" : i < index ? "bg-night-900 text-white" : "bg-slate-200 text-slate-600",
                )}
              >
                {i + 1}
              </span>
              <span className={cx("font-medium", current ? "text-night-900" : "text-slate-600")}>{t(s.label)}</span>
            </>
          );
          return (
            <li key={s.id} className="flex items-center gap-1.5 whitespace-nowrap sm:gap-3">
              {i > 0 ? <span aria-hidden="true" className="h-px w-3 bg-slate-300 sm:w-8" /> : null}
              {reachable ? (
                <button type="button" onClick={() => onStep(s.id)} className="inline-flex items-center gap-1.5 rounded-card py-1 hover:underline sm:gap-2">
                  <span className="sr-only">{t("purchase.steps.step", { n: i + 1 })}</span>
                  {content}
                </button>
              ) : (
                <span aria-current={current ? "step" : undefined} className="inline-flex items-center gap-1.5 py-1 sm:gap-2">
                  <span className="sr-only">{t("purchase.steps.step", { n: i + 1 })}</span>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
