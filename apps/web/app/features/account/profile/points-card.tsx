import type { Points } from "@hancine/contract/points";
import { formatCount, formatTime, formatVnd } from "@hancine/contract/format";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { Link } from "react-router";
import { paths } from "#web/features/site/paths.ts";
import { cx } from "#web/ui/cx.ts";

/** A count written each language's way: "1.234" / "1,234". */
const countIn = (locale: Locale, n: number) => (locale === "en" ? new Intl.NumberFormat("en-US").format(n) : formatCount(n));
const signed = (locale: Locale, n: number) => (n > 0 ? `+${countIn(locale, n)}` : `−${countIn(locale, -n)}`);

/** "Điểm thưởng": what can be spent now and what it is worth, the tier's earning rate, what expires when, and the history. */
export function PointsCard({ points }: { points: Points }) {
  const soonest = points.expiring[0];
  const { t, href, locale } = useI18n();
  const pointsText = (n: number) => t("me.points.count", { n });
  return (
    <section aria-labelledby="points-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="points-card">
      <h2 id="points-title" className="text-lg font-bold text-night-900">
        {t("me.points.title")}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-2">
        <p>
          <span className="block text-sm text-slate-600">{t("me.points.balance")}</span>
          <strong className="text-3xl text-night-900" data-testid="points-balance">
            {pointsText(points.balance)}
          </strong>
          <span className="ml-2 text-sm text-slate-600">= {formatVnd(points.balance * points.pointValueVnd)}</span>
        </p>
        <p className="text-sm text-slate-700">
          {t("me.points.rate", { tier: points.tier.name, percent: Math.round(points.tier.earnRate * 100), value: formatVnd(points.pointValueVnd) })}
        </p>
      </div>
      {soonest ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("me.points.expiring", { points: pointsText(soonest.points), date: dateLong(locale, soonest.expiresAt) })}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t("me.points.earn")}</p>
      )}
      <h3 className="mt-5 text-sm font-bold text-night-900">{t("me.points.history")}</h3>
      {points.history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("me.points.noHistory")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-card border border-slate-200" data-testid="points-history">
          {points.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-night-900">{entry.reasonText}</p>
                <p className="text-slate-600">
                  {formatTime(entry.at)}, {dateLong(locale, entry.at)}
                  {entry.orderCode ? (
                    <>
                      {" · "}
                      <Link to={href(paths.order(entry.orderCode))} className="whitespace-nowrap text-link underline underline-offset-2">
                        {t("me.order", { code: entry.orderCode })}
                      </Link>
                    </>
                  ) : null}
                  {entry.expiresAt ? ` · ${t("me.points.expires", { date: dateLong(locale, entry.expiresAt) })}` : null}
                </p>
              </div>
              <p className="shrink-0 text-right">
                <strong className={cx("block", entry.points > 0 ? "text-green-800" : "text-night-900")}>{signed(locale, entry.points)}</strong>
                <span className="text-xs text-slate-600">{t("me.points.left", { n: entry.balanceAfter })}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
