import { Link } from "react-router";
import type { FilmRef } from "@hancine/contract/film-index";
import { AgeBadge } from "#web/ui/age-badge.tsx";
import { paths } from "#web/features/site/paths.ts";
import { RatingBadge } from "#web/ui/rating-badge.tsx";
import { PosterImage } from "#web/ui/poster-image.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { filmName } from "#web/lib/summaries.ts";

type ThumbSize = "md" | "sm";

/**
 * A small poster with the film's name, rating and age label, linking to the film's page; on an
 * English page the film's English name, else its own marked Vietnamese (the `content` namespace).
 */
export function FilmThumb({ film, today, size = "md" }: { film: FilmRef; today: string; size?: ThumbSize }) {
  const { t, href, locale } = useI18n();
  const coming = film.releaseDate > today;
  const { name, nameLang } = filmName(film, locale);
  return (
    <Link to={href(paths.film(film.slug))} className={size === "sm" ? "group relative block w-24" : "group relative block w-28 sm:w-32"}>
      <span className="relative block aspect-[2/3] overflow-hidden rounded-card bg-night-800 shadow-[0_6px_16px_-10px_rgba(11,22,51,.6)]">
        <PosterImage
          src={film.imagePortrait}
          alt=""
          className="h-full w-full object-cover transition-transform duration-[250ms] can-hover:group-hover:scale-[1.03]"
        />
        <span className="absolute bottom-1 right-1 flex gap-1" aria-hidden="true">
          <RatingBadge rate={film.rate} />
          <AgeBadge age={film.age} />
        </span>
        {coming ? (
          <span aria-hidden="true" className="absolute left-1.5 top-1.5 rounded bg-amber-brand px-1.5 py-0.5 text-[11px] font-bold text-night-900">
            {t("content.filmThumb.coming")}
          </span>
        ) : null}
      </span>
      <span className="mt-1.5 line-clamp-2 block text-[13px] font-bold sm:text-sm leading-snug text-night-900 group-hover:text-link">
        <span lang={nameLang}>{name}</span>
        {coming ? <span className="sr-only"> {t("content.filmThumb.comingSpoken")}</span> : null}
      </span>
    </Link>
  );
}

/** `scroll`: one row that scrolls sideways (long lists); `wrap`: rows that wrap (short lists). */
export function FilmThumbRow({
  films,
  today,
  label,
  layout = "wrap",
  size,
}: {
  films: FilmRef[];
  today: string;
  label: string;
  layout?: "wrap" | "scroll";
  size?: ThumbSize;
}) {
  return (
    <ul
      className={layout === "scroll" ? "-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:gap-4" : "flex flex-wrap gap-3"}
      aria-label={label}
    >
      {films.map((film) => (
        <li key={film.slug} className="shrink-0">
          <FilmThumb film={film} today={today} size={size} />
        </li>
      ))}
    </ul>
  );
}
