import type { Banner } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import { Link } from "react-router";
import { cx } from "../../ui/cx.ts";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../ui/icons.tsx";
import { useAutoplay } from "../../ui/use-autoplay.ts";

/** The home page's top banners: auto-advance every 5 s, previous/next, dots, wrap at both ends. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const count = banners.length;
  const { index, goTo, next, previous, paused, stopped, toggleStopped, rootProps } = useAutoplay(count, HOME.bannerIntervalMs);

  return (
    <section aria-roledescription="carousel" aria-label="Banner nổi bật" className="group/banner relative bg-night-950" {...rootProps}>
      <div
        className="relative mx-auto aspect-video w-full max-w-[1680px] overflow-hidden md:aspect-[21/9]"
        aria-live={paused ? "polite" : "off"}
      >
        {banners.map((banner, i) => {
          const active = i === index;
          const image = (
            <img
              src={banner.src}
              alt={banner.alt}
              width={banner.width}
              height={banner.height}
              className="h-full w-full object-cover"
              draggable={false}
              decoding="async"
              {...(i === 0 ? { fetchPriority: "high" as const, loading: "eager" as const } : { loading: "lazy" as const })}
            />
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={!active}
              inert={!active}
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
            aria-label="Banner trước"
            className="absolute left-2 top-1/2 z-[2] hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-night-950/55 text-white transition-colors hover:bg-night-950/80 sm:inline-flex md:left-6"
          >
            <ChevronLeftIcon width={24} height={24} />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label="Banner tiếp theo"
            className="absolute right-2 top-1/2 z-[2] hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-night-950/55 text-white transition-colors hover:bg-night-950/80 sm:inline-flex md:right-6"
          >
            <ChevronRightIcon width={24} height={24} />
          </button>
          <div className="absolute inset-x-0 bottom-1 z-[2] flex items-center justify-center gap-1 md:bottom-12">
            <button
              type="button"
              onClick={toggleStopped}
              aria-label={stopped ? "Tiếp tục tự chuyển banner" : "Tạm dừng tự chuyển banner"}
              className="inline-flex size-8 items-center justify-center rounded-full text-white/90 hover:text-white"
            >
              {stopped ? <PlayIcon width={14} height={14} /> : <PauseIcon width={14} height={14} />}
            </button>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Xem banner ${i + 1}`}
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
