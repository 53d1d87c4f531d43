import { Link } from "react-router";
import type { PromotionDetail } from "@hancine/contract/catalog";
import { buttonClass } from "#web/ui/button.tsx";
import { CardImage } from "#web/ui/card-image.tsx";
import { RichBody } from "#web/ui/rich-body.tsx";
import { TicketIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { promotionImageAlt } from "./promotion-card.tsx";
import { STATE_BADGE_CLASSES, STATE_LABELS, promotionState, validityText } from "./promotion-validity.ts";

/**
 * A promotion's page body: its picture, title, validity, text and the voucher its rule describes
 * (also the back office's preview). `lang`: its texts are the chain's Vietnamese ones on an English page.
 */
export function PromotionArticle({ promotion, today, lang }: { promotion: PromotionDetail; today: string; lang?: "vi" }) {
  const i18n = useI18n();
  const { t, rich, href, locale, chainLang } = i18n;
  const voucher = promotion.voucher;
  const state = promotionState(promotion, today);
  return (
    <article className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
      <CardImage
        src={promotion.image}
        alt={promotionImageAlt(i18n, promotion)}
        eager
        className="aspect-video w-full rounded-card object-cover shadow-[0_12px_30px_-16px_rgba(11,22,51,.6)]"
      />
      <div>
        <h1 className="text-2xl font-bold leading-tight text-night-900 sm:text-3xl" lang={lang}>
          {promotion.title}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-[15px] text-slate-700">
          <span className={`rounded px-2 py-0.5 text-sm font-bold ${STATE_BADGE_CLASSES[state]}`}>{t(STATE_LABELS[state])}</span>
          <span>
            {t("content.promotion.validity")}
            <strong className="font-medium text-night-900">{validityText(promotion, locale)}</strong>
          </span>
        </p>
        <RichBody body={promotion.body} lang={lang} className="mt-5 space-y-4 text-[15px] leading-relaxed text-slate-800 sm:text-base" />
        {voucher ? (
          <aside
            aria-labelledby="voucher-title"
            className="mt-6 rounded-card border border-dashed border-amber-brand-dark bg-amber-50 p-4"
            data-testid="voucher-code"
          >
            <h2 id="voucher-title" className="text-base font-bold text-night-900">
              {t("content.promotion.voucher")}
            </h2>
            <p className="mt-2 text-[15px] text-slate-800">
              {rich("content.promotion.enterCode", {
                code: (
                  <strong className="rounded bg-white px-2 py-0.5 font-mono text-lg tracking-wider text-night-900 ring-1 ring-amber-brand">
                    {voucher.code}
                  </strong>
                ),
              })}
            </p>
            <p className="mt-2 text-[15px] font-bold text-night-900" lang={chainLang}>
              {voucher.benefit}.
            </p>
            <h3 className="mt-3 text-sm font-bold text-night-900">{t("content.promotion.conditions")}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800" lang={chainLang}>
              {voucher.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </aside>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={href(paths.buyTickets())} className={buttonClass("primary")}>
            <TicketIcon width={18} height={18} />
            {t("content.promotion.buy")}
          </Link>
          <Link to={href(paths.offers())} className={buttonClass("ghost", "ring-1 ring-slate-300")}>
            {t("content.promotion.more")}
          </Link>
        </div>
      </div>
    </article>
  );
}
