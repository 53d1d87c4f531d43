import type { Banner } from "@hancine/contract/catalog";
import type { ShownBanner } from "./banner-language.ts";
import { HOME } from "@hancine/contract/home-constants";
import { startTransition, useEffect, useState } from "react";
import { Link } from "react-router";
import { cx } from "#web/ui/cx.ts";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "#web/ui/icons.tsx";
import { useAutoplay } from "#web/ui/use-autoplay.ts";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/**
 * A banner's words over its art: on phones over the darkened bottom of the 4:3 picture, on wider
 * screens over the faded left of the 21:9 one. The first banner's headline is the page's largest text.
 */
function BannerWords({ copy, first, lang }: { copy: NonNullable<Banner["copy"]>; first: boolean; lang: "vi" | undefined }) {
  return (
    <div
      lang={lang}
      className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-2 px-4 pb-10 text-white [text-shadow:0_1px_10px_rgba(7,14,34,0.85)] md:inset-y-0 md:left-[13%] md:right-auto md:w-[40%] md:justify-center md:gap-3 md:px-0 md:pb-0"
    >
      <p className="flex flex-wrap items-center gap-1.5">
        {copy.eyebrow.map((label, i) => (
          <span
            key={label}
            className={cx(
              "rounded-md px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider md:text-xs lg:text-sm",
              i === 0 ? "bg-amber-brand text-night-900" : "border border-white/70",
            )}
          >
            {label}
          </span>
        ))}
        {copy.age ? <AgeBadge age={copy.age} /> : null}
      </p>
      <p
        className={cx(
          "font-extrabold leading-tight text-white [text-wrap:balance]",
          first ? "text-[26px] sm:text-3xl lg:text-5xl xl:text-6xl" : "text-2xl sm:text-3xl lg:text-5xl xl:text-6xl",
        )}
      >
        {copy.headline}
      </p>
      <p className="max-w-prose text-sm leading-snug text-white/90 md:text-base lg:text-lg">{copy.subline}</p>
      <span className="mt-1 inline-flex h-10 items-center gap-2 rounded-card bg-amber-brand px-4 text-sm font-bold text-night-900 md:h-12 md:px-6 md:text-base">
        {copy.cta}
        <ChevronRightIcon width={18} height={18} aria-hidden="true" />
      </span>
    </div>
  );
}

/** The home page's top banners: auto-advance every 5 s, previous/next, dots, wrap at both ends. */
export function BannerCarousel({ banners }: { banners: ShownBanner[] }) {
  const { t } = useI18n();
  const count = banners.length;
  const { index, goTo, next, previous, paused, stopped, toggleStopped, rootProps } = useAutoplay(count, HOME.bannerIntervalMs);
  // A slide is drawn, and its art fetched, once it is shown or next (the first one from the server's
  // HTML); until then it is `hidden`. Stacked under the first slide, the others counted as on screen:
  // `loading="lazy"` fetched all their art beside the first banner, and the page's first layout,
  // the one the first paint waits for, styled and laid out every slide's words (decisions 058, 059).
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set([0]));
  // A transition: drawing the next slide is not urgent, so React renders it in slices instead of
  // one task right after hydration (decision 059).
  useEffect(() => {
    const wanted = [index, (index + 1) % count];
    startTransition(() => setDrawn((shown) => (wanted.every((i) => shown.has(i)) ? shown : new Set([...shown, ...wanted]))));
  }, [index, count]);

  return (
    <section aria-roledescription="carousel" aria-label={t("home.banners.label")} className="group/banner relative bg-night-950" {...rootProps}>
      <div
        className={cx(
          "relative mx-auto w-full max-w-[1680px] overflow-hidden md:aspect-[21/9]",
          banners.some((b) => b.mobile) ? "aspect-[4/3]" : "aspect-video",
        )}
        aria-live={paused ? "polite" : "off"}
      >
        {banners.map((banner, i) => {
          const active = i === index;
          const priority = i === 0 ? { fetchPriority: "high" as const, loading: "eager" as const } : { loading: "lazy" as const };
          const image = (
            <>
              {drawn.has(i) ? (
                <picture>
                  {banner.mobile ? (
                    <source media="(max-width: 767px)" srcSet={banner.mobile.src} width={banner.mobile.width} height={banner.mobile.height} />
                  ) : null}
                  <img
                    src={banner.src}
                    // With its words shown as text, the picture is decoration: the link is named by the words.
                    alt={banner.copy ? "" : banner.alt}
                    // The chain's own banners speak Vietnamese unless the editor gave English; the built-in ones the page's language.
                    lang={banner.copy ? undefined : banner.lang}
                    data-decorative={banner.copy ? "" : undefined}
                    width={banner.width}
                    height={banner.height}
                    className="h-full w-full object-cover"
                    draggable={false}
                    decoding="async"
                    {...priority}
                  />
                </picture>
              ) : null}
              {banner.copy ? <BannerWords copy={banner.copy} first={i === 0} lang={banner.lang} /> : null}
            </>
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={!active}
              inert={!active}
              hidden={!active && !drawn.has(i)}
              data-testid="banner-slide"
              data-active={active}
              className={cx("absolute inset-0 transition-opacity duration-[250ms] ease-out", active ? "z-[1] opacity-100" : "pointer-events-none opacity-0")}
            >
              {banner.link ? (
                <Link to={banner.link} className="block h-full w-full" draggable={false}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label={t("home.banners.previous")}
            className="absolute left-2 top-1/2 z-[2] hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-night-950/55 text-white transition-colors hover:bg-night-950/80 sm:inline-flex md:left-6"
          >
            <ChevronLeftIcon width={24} height={24} />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t("home.banners.next")}
            className="absolute right-2 top-1/2 z-[2] hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-night-950/55 text-white transition-colors hover:bg-night-950/80 sm:inline-flex md:right-6"
          >
            <ChevronRightIcon width={24} height={24} />
          </button>
          <div className="absolute inset-x-0 bottom-1 z-[2] flex items-center justify-center gap-1 md:bottom-12">
            <button
              type="button"
              onClick={toggleStopped}
              aria-label={t(stopped ? "home.banners.resume" : "home.banners.pause")}
              className="inline-flex size-8 items-center justify-center rounded-full text-white/90 hover:text-white"
            >
              {stopped ? <PlayIcon width={14} height={14} /> : <PauseIcon width={14} height={14} />}
            </button>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t("home.banners.show", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className="group/dot inline-flex h-8 min-w-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    "block h-2 rounded-full shadow-[0_0_0_1px_rgba(7,14,34,.35)] transition-all duration-200",
                    i === index ? "w-6 bg-amber-brand" : "w-2 bg-white/80 group-hover/dot:bg-white",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
