import { useRef } from "react";
import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import { cx } from "#web/ui/cx.ts";
import { CardImage } from "#web/ui/card-image.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { SectionHeading } from "#web/ui/section-heading.tsx";
import { useDragScroll } from "./use-drag-scroll.ts";
import type { PromotionSummary } from "#web/lib/summaries.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

const GAP_PX = 20;

/**
 * 'Tin khuyến mãi': 15 cards of 312 px in a strip that scrolls by touch, by keyboard (arrow keys
 * when focused, Tab through the cards), with the buttons, and by dragging with the mouse at twice
 * the pointer's speed.
 */
export function PromotionsCarousel({ promotions }: { promotions: PromotionSummary[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const { dragging, handlers } = useDragScroll(HOME.promotionDragSpeed);
  const { t, href } = useI18n();
  const cards = promotions.slice(0, HOME.promotionCards);

  const page = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    const step = Math.max(
      HOME.promotionCardWidthPx + GAP_PX,
      Math.floor(el.clientWidth / (HOME.promotionCardWidthPx + GAP_PX)) * (HOME.promotionCardWidthPx + GAP_PX),
    );
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * step, behavior: smooth ? "smooth" : "auto" });
  };

  if (cards.length === 0) return null;

  return (
    <section aria-labelledby="promotions-title" className="below-fold bg-mist py-12 [--fold-height:470px]">
      <div className="mx-auto w-full max-w-6xl px-4">
        <div className="flex items-center justify-between gap-4">
          <SectionHeading id="promotions-title">{t("home.promotions.heading")}</SectionHeading>
          <div className="hidden gap-2 md:flex">
            <button
              type="button"
              onClick={() => page(-1)}
              aria-label={t("home.promotions.previous")}
              className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-night-900 hover:border-night-900"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => page(1)}
              aria-label={t("home.promotions.next")}
              className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-night-900 hover:border-night-900"
            >
              <ChevronRightIcon />
            </button>
          </div>
        </div>

        <ul
          ref={strip}
          tabIndex={0}
          aria-label={t("home.promotions.list")}
          data-testid="promotions-strip"
          className={cx(
            "-mx-4 mt-6 flex overflow-x-auto px-4 pb-4 pt-1 select-none [scrollbar-width:thin] md:mx-0 md:px-0",
            dragging ? "cursor-grabbing" : "cursor-grab",
          )}
          style={{ gap: GAP_PX }}
          {...handlers}
        >
          {cards.map((promotion) => (
            <li key={promotion.id} className="shrink-0" style={{ width: HOME.promotionCardWidthPx }}>
              <Link
                to={href(paths.promotion(promotion.slug))}
                draggable={false}
                className={cx(
                  "group block h-full rounded-card bg-white shadow-[0_6px_18px_-10px_rgba(11,22,51,.4)] ring-1 ring-slate-200/60",
                  dragging && "pointer-events-none",
                )}
              >
                <div className="aspect-video overflow-hidden rounded-t-card">
                  <CardImage src={promotion.image} alt={t("home.promotions.image", { title: promotion.title })} draggable={false} />
                </div>
                <p lang={promotion.lang} className="line-clamp-2 px-4 py-3 text-[15px] font-bold leading-snug text-night-900 group-hover:text-link">
                  {promotion.title}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
