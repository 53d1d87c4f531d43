import { useI18n } from "../lib/i18n/messages.tsx";

/** Shown in place of an empty film or commentary list (spec §8): a polite in-page alert, never a browser dialog. */
export function EmptyListAlert() {
  const { t } = useI18n();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-card border border-amber-brand/40 bg-amber-50 px-4 py-4 text-[15px] text-slate-800">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="mt-0.5 shrink-0 text-amber-brand-dark">
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
      </svg>
      <p>{t("home.emptyList")}</p>
    </div>
  );
}
