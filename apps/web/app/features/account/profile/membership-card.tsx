import type { Membership } from "@hancine/contract/membership";
import { MEMBERSHIP_TIERS } from "@hancine/contract/membership";
import { formatVnd } from "@hancine/contract/format";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** The member's tier, spend on paid orders over the last 12 months, and how far the next tier is. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const { tier, next, spendVnd, paidOrders } = membership;
  const { t } = useI18n();
  const nextFrom = next ? spendVnd + next.remainingVnd : spendVnd;
  const tierFrom = MEMBERSHIP_TIERS.find((t) => t.key === tier.key)?.fromVnd ?? 0;
  const progress = next ? Math.round(((spendVnd - tierFrom) / (nextFrom - tierFrom)) * 100) : 100;
  return (
    <section aria-labelledby="membership-title" className="rounded-card bg-night-900 p-5 text-white shadow-sm sm:p-6">
      <h2 id="membership-title" className="text-sm font-medium uppercase tracking-wide text-amber-brand">
        {t("me.membership.title")}
      </h2>
      <p className="mt-1 text-2xl font-bold">{t("me.membership.tier", { tier: tier.name })}</p>
      <p className="mt-2 text-[15px] text-slate-200">
        {paidOrders > 0 ? t("me.membership.spent", { amount: formatVnd(spendVnd), orders: paidOrders }) : t("me.membership.none")}
      </p>
      {next ? (
        <>
          <div
            className="mt-4 h-2 overflow-hidden rounded-full bg-white/15"
            role="progressbar"
            aria-label={t("me.membership.progress", { tier: next.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div className="h-full rounded-full bg-amber-brand" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-200">{t("me.membership.remaining", { amount: formatVnd(next.remainingVnd), tier: next.name })}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-200">{t("me.membership.top")}</p>
      )}
    </section>
  );
}
