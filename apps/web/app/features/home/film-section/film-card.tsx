import { Link } from "react-router";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { buttonClass } from "#web/ui/button.tsx";
import { PlayIcon, TicketIcon } from "#web/ui/icons.tsx";
import { paths } from "#web/features/site/paths.ts";
import { RatingBadge } from "#web/ui/rating-badge.tsx";
import type { FilmSummary } from "#web/lib/summaries.ts";
import { PosterImage } from "#web/ui/poster-image.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";

type FilmCardProps = { film: FilmSummary; onTrailer: (film: FilmSummary) => void; eager?: boolean };

/**
 * Poster, title, rating and age. With a mouse, 'Mua vé' and 'Trailer' appear over the poster on
 * hover and on keyboard focus; on touch screens (no hover) they sit under the title instead.
 */
export function FilmCard({ film, onTrailer, eager = false }: FilmCardProps) {
  const { t, href } = useI18n();
  const filmPath = href(paths.film(film.slug));
  const actions = (size: "overlay" | "row") => (
    <>
      <Link
        to={filmPath}
        aria-label={t("site.filmCard.buyFilm", { film: film.name })}
        className={size === "overlay" ? buttonClass("primary", "w-32") : buttonClass("primary", "min-w-0 flex-1", "sm")}
      >
        {size === "overlay" ? <TicketIcon width={18} height={18} /> : null}
        {t("site.filmCard.buy")}
      </Link>
      <button
        type="button"
        aria-label={t("site.filmCard.trailerOf", { film: film.name })}
        aria-haspopup="dialog"
        onClick={() => onTrailer(film)}
        className={size === "overlay" ? buttonClass("outline-light", "w-32") : buttonClass("secondary", "min-w-0 flex-1", "sm")}
      >
        {size === "overlay" ? <PlayIcon width={16} height={16} /> : null}
        {t("site.filmCard.trailer")}
      </button>
    </>
  );

  return (
    <article className="group relative" data-testid="film-card">
      <div className="relative aspect-[2/3] overflow-hidden rounded-card bg-night-800 shadow-[0_8px_24px_-10px_rgba(11,22,51,.55)]">
        <PosterImage
          src={film.imagePortrait}
          alt={t("site.filmCard.poster", { film: film.name })}
          className="h-full w-full object-cover transition-transform duration-[250ms] ease-out can-hover:group-hover:scale-[1.03]"
          eager={eager}
        />
        <div className="absolute bottom-2 right-2 flex items-center gap-1.5">
          <RatingBadge rate={film.rate} />
          <AgeBadge age={film.age} />
        </div>
        <div
          data-testid="film-card-actions"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-night-950/65 opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 no-hover:hidden"
        >
          {actions("overlay")}
        </div>
      </div>
      <h3 className="mt-3 line-clamp-2 text-[15px] font-bold leading-snug text-night-900 sm:text-base">
        <Link to={filmPath} lang={film.nameLang} className="hover:text-link">
          {film.name}
        </Link>
      </h3>
      <div className="mt-2 flex gap-2 can-hover:hidden">{actions("row")}</div>
    </article>
  );
}
