import { cx } from "#web/ui/cx.ts";
import { PinIcon } from "#web/ui/icons.tsx";
import type { VisitorPosition } from "./use-visitor-position.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

const EXPLAIN = { refused: "cinemas.nearby.refused", failed: "cinemas.nearby.failed", unsupported: "cinemas.nearby.unsupported" } as const;

/** "Rạp gần bạn": asks for the position; once known, says the list is ordered by distance. */
export function NearbyButton({ state, ask, forget, className }: { state: VisitorPosition; ask: () => void; forget: () => void; className?: string }) {
  const known = state.status === "known";
  const asking = state.status === "asking";
  const { t } = useI18n();
  const explanation = state.status in EXPLAIN ? t(EXPLAIN[state.status as keyof typeof EXPLAIN]) : undefined;
  return (
    <div className={cx("flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      {known ? (
        <>
          <span className="inline-flex items-center gap-1.5 text-[15px] font-medium text-night-900">
            <PinIcon width={18} height={18} className="text-amber-brand-dark" />
            {t("cinemas.nearby.sorted")}
          </span>
          <button type="button" onClick={forget} className="rounded-card px-2 py-2 text-[15px] font-medium text-link hover:underline">
            {t("cinemas.nearby.stop")}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={ask}
          disabled={asking}
          aria-busy={asking}
          className="inline-flex items-center gap-1.5 rounded-card border border-slate-300 px-3 py-2 text-[15px] font-medium text-night-900 hover:bg-mist disabled:opacity-70"
        >
          <PinIcon width={18} height={18} className="text-amber-brand-dark" />
          {t(asking ? "cinemas.nearby.finding" : "cinemas.nearby.button")}
        </button>
      )}
      <p role="status" className={explanation ? "basis-full text-sm text-slate-700" : "sr-only"}>
        {explanation ?? (known ? t("cinemas.nearby.done") : "")}
      </p>
    </div>
  );
}
