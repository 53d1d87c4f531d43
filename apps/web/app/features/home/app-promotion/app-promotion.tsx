import type { ReactNode } from "react";
import type { SiteInfo } from "@hancine/contract/page-services";
import { HOME } from "@hancine/contract/home-constants";
import { cx } from "#web/ui/cx.ts";
import { AppleIcon, GooglePlayIcon } from "#web/ui/brand-icons.tsx";
import { PauseIcon, PlayIcon } from "#web/ui/icons.tsx";
import { useAutoplay } from "#web/ui/use-autoplay.ts";
import { useI18n } from "#web/lib/i18n/messages.tsx";

/** When the API has no screens of the chain's own: these, shipped with the web app (apps/web/public/app-screens), 300×600 each. */
const SHIPPED_SCREENS = [
  { src: "/app-screens/films.svg", alt: "home.app.screenFilms" },
  { src: "/app-screens/showtimes.svg", alt: "home.app.screenShowtimes" },
  { src: "/app-screens/seats.svg", alt: "home.app.screenSeats" },
  { src: "/app-screens/ticket.svg", alt: "home.app.screenTicket" },
] as const;

const SCREEN_SIZE = { width: 300, height: 600 } as const;

function StoreLink({ href, icon, small, big }: { href: string; icon: ReactNode; small: string; big: string }) {
  return (
    <a
      href={href}
      rel="noopener"
      className="inline-flex h-14 min-w-44 items-center gap-3 rounded-card bg-black px-4 text-white ring-1 ring-white/25 transition-colors hover:bg-night-800"
    >
      {icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[11px] text-slate-300">{small}</span>
        <span className="text-lg font-bold">{big}</span>
      </span>
    </a>
  );
}

/** 'Đặt Vé Online - Không Lo Trễ Nải': a phone showing four app screens in turn (every 3 s), QR and store links. */
export function AppPromotion({ site, screens: drawn }: { site: SiteInfo; screens: readonly { src: string; alt: string }[] | null }) {
  const { t, chainLang } = useI18n();
  // The API's screens are described in Vietnamese; the shipped ones in the page's language.
  const screens = (
    drawn && drawn.length > 0
      ? drawn.map((screen) => ({ ...screen, lang: chainLang }))
      : SHIPPED_SCREENS.map(({ src, alt }) => ({ src, alt: t(alt), lang: undefined }))
  ).slice(0, HOME.appSlides);
  const { index, goTo, paused, stopped, toggleStopped, rootProps } = useAutoplay(screens.length, HOME.appSlideIntervalMs);

  return (
    <section aria-labelledby="app-promo-title" className="below-fold overflow-hidden bg-night-900 text-white">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[1.15fr_1fr] md:py-16">
        <div>
          <p className="text-sm font-bold uppercase tracking-wider text-amber-brand">{t("home.app.eyebrow", { brand: site.brand })}</p>
          <h2 id="app-promo-title" className="mt-2 text-2xl font-bold leading-tight [text-wrap:balance] sm:text-3xl lg:text-4xl">
            {t("home.app.title")}
          </h2>
          <p className="mt-4 max-w-xl text-[15px] leading-relaxed text-slate-300 sm:text-base">{t("home.app.text")}</p>
          <div className="mt-7 flex flex-wrap items-center gap-6">
            <figure className="hidden rounded-card bg-white p-2.5 sm:block">
              <img src="/app/qr.svg" alt={t("home.app.qr", { brand: site.brand })} width={120} height={120} loading="lazy" className="size-[120px]" />
              <figcaption className="sr-only">{t("home.app.qrCaption")}</figcaption>
            </figure>
            <div className="flex flex-col gap-3">
              <StoreLink href={site.appStores.ios} icon={<AppleIcon width={26} height={26} />} small={t("home.app.appStore")} big="App Store" />
              <StoreLink href={site.appStores.android} icon={<GooglePlayIcon width={24} height={24} />} small={t("home.app.googlePlay")} big="Google Play" />
            </div>
          </div>
        </div>

        <div
          aria-roledescription="carousel"
          aria-label={t("home.app.screens", { brand: site.brand })}
          role="region"
          className="relative mx-auto flex flex-col items-center"
          {...rootProps}
        >
          <div
            aria-hidden="true"
            className="absolute left-1/2 top-1/2 -z-0 size-[360px] -translate-x-1/2 -translate-y-1/2 rounded-full bg-amber-brand/15 blur-3xl"
          />
          <div className="relative w-[232px] rounded-[2.6rem] border-[10px] border-night-950 bg-night-950 shadow-[0_30px_60px_-20px_rgba(0,0,0,.7)] ring-1 ring-white/15 sm:w-[256px]">
            <div aria-hidden="true" className="absolute left-1/2 top-1.5 z-[2] h-5 w-20 -translate-x-1/2 rounded-full bg-night-950" />
            <div className="relative aspect-[1/2] overflow-hidden rounded-[2rem] bg-night-800" aria-live={paused ? "polite" : "off"}>
              {screens.map((screen, i) => {
                const active = i === index;
                return (
                  <div
                    key={screen.src}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${i + 1} / ${screens.length}`}
                    aria-hidden={!active}
                    data-testid="app-slide"
                    data-active={active}
                    className={cx("absolute inset-0 transition-opacity duration-[250ms]", active ? "z-[1] opacity-100" : "pointer-events-none opacity-0")}
                  >
                    <img
                      src={screen.src}
                      alt={screen.alt}
                      lang={screen.lang}
                      width={SCREEN_SIZE.width}
                      height={SCREEN_SIZE.height}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover"
                    />
                  </div>
                );
              })}
            </div>
          </div>
          <div className="relative mt-5 flex items-center gap-1">
            <button
              type="button"
              onClick={toggleStopped}
              aria-label={t(stopped ? "home.app.resume" : "home.app.pause")}
              className="inline-flex size-8 items-center justify-center rounded-full text-white/85 hover:text-white"
            >
              {stopped ? <PlayIcon width={14} height={14} /> : <PauseIcon width={14} height={14} />}
            </button>
            {screens.map((screen, i) => (
              <button
                key={screen.src}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t("home.app.show", { n: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                className="group/dot inline-flex h-8 min-w-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    "block h-2 rounded-full transition-all duration-200",
                    i === index ? "w-6 bg-amber-brand" : "w-2 bg-white/50 group-hover/dot:bg-white",
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
