import { Link } from "react-router";
import type { Promotion } from "@hancine/contract/catalog";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { CardImage } from "#web/ui/card-image.tsx";
import { cx } from "#web/ui/cx.ts";
import { paths } from "#web/features/site/paths.ts";
import { useI18n, type I18n } from "#web/lib/i18n/messages.tsx";
import { chainTexts, type ChainLang } from "#web/lib/summaries.ts";
import { STATE_BADGE_CLASSES, STATE_LABELS, promotionState, validityText } from "./promotion-validity.ts";

export type PromotionCardData = Pick<Promotion, "id" | "slug" | "title" | "image" | "summary" | "validFrom" | "validUntil"> & ChainLang;

/** A promotion for a card in a page's language: its English title and summary on an English page when the editor gives them. */
export const toPromotionCard = (promotion: Promotion, locale: Locale = "vi"): PromotionCardData => {
  const { id, slug, image, validFrom, validUntil } = promotion;
  const texts = chainTexts(locale, { title: promotion.title, summary: promotion.summary }, { title: promotion.titleEn, summary: promotion.summaryEn });
  return { id, slug, image, validFrom, validUntil, ...texts };
};

/** A promotion's picture, described for screen readers. */
export const promotionImageAlt = ({ t }: Pick<I18n, "t">, promotion: Pick<Promotion, "title">) => t("content.promotion.image", { title: promotion.title });

/** A promotion in a list: image, title, summary and dates; the whole card opens the promotion. */
export function PromotionCard({ promotion, today, headingLevel = 3 }: { promotion: PromotionCardData; today: string; headingLevel?: 2 | 3 }) {
  const i18n = useI18n();
  const { t, href, locale } = i18n;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const state = promotionState(promotion, today);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-[0_6px_18px_-10px_rgba(11,22,51,.4)] ring-1 ring-slate-200/70"
      data-testid="promotion-card"
    >
      <div className="aspect-video overflow-hidden bg-mist">
        <CardImage src={promotion.image} alt={promotionImageAlt(i18n, promotion)} />
      </div>
      <div className="flex flex-1 flex-col px-4 pb-4 pt-3">
        <Heading className="text-base font-bold leading-snug text-night-900" lang={promotion.lang}>
          <Link to={href(paths.promotion(promotion.slug))} className="after:absolute after:inset-0 group-hover:text-link">
            {promotion.title}
          </Link>
        </Heading>
        <p className="mt-1.5 line-clamp-3 text-sm text-slate-700" lang={promotion.lang}>
          {promotion.summary}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-3 text-xs text-slate-600">
          <span className={cx("rounded px-1.5 py-0.5 font-bold", STATE_BADGE_CLASSES[state])}>{t(STATE_LABELS[state])}</span>
          <span>{validityText(promotion, locale)}</span>
        </p>
      </div>
    </article>
  );
}

/** Promotions in the site's card grid (offers, events, talent show, a promotion's 'Ưu đãi khác'). */
export function PromotionGrid({
  promotions,
  today,
  headingLevel,
  className,
}: {
  promotions: PromotionCardData[];
  today: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={cx("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} today={today} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
