import { buttonClass } from "#web/ui/button.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** Shown under the 'Hết thời gian giữ ghế' heading when the countdown reaches zero: choose again. */
export function HoldExpired({ onChooseAgain }: { onChooseAgain: () => void }) {
  const { t } = useI18n();
  return (
    <div className="rounded-card border border-red-200 bg-red-50 px-4 py-6 text-center sm:px-6" data-testid="hold-expired">
      <p className="mx-auto max-w-md text-[15px] text-slate-800">{t("purchase.expired.text")}</p>
      <button type="button" onClick={onChooseAgain} className={buttonClass("primary", "mt-5")}>
        {t("purchase.expired.again")}
      </button>
    </div>
  );
}
