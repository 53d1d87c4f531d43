import type { ReactNode } from "react";
import type { FilmDetail } from "@hancine/contract/catalog";
import { AGE_MEANING_KEYS, AgeBadge } from "#web/ui/age-badge.tsx";
import { useI18n } from "#web/lib/i18n/messages.tsx";
import { chainWord } from "#web/lib/i18n/chain-word.ts";
import { dateLong } from "#web/lib/i18n/dates.ts";
import { hasVietnamese } from "@hancine/contract/i18n/vietnamese-letters";
import { buttonClass } from "#web/ui/button.tsx";
import { PlayIcon, TicketIcon } from "#web/ui/icons.tsx";
import { PosterImage } from "#web/ui/poster-image.tsx";
import { RatingBadge } from "#web/ui/rating-badge.tsx";

/** What the film page's header shows (the page's film, or the back office's draft in its preview). */
export type FilmHeaderFilm = Pick<
  FilmDetail,
  | "name"
  | "originalName"
  | "imagePortrait"
  | "backdrop"
  | "rate"
  | "age"
  | "genres"
  | "duration"
  | "releaseDate"
  | "country"
  | "directors"
  | "cast"
  | "trailerUrl"
> & {
  /** The name is the chain's Vietnamese one on an English page. */
  nameLang?: "vi" | undefined;
};

/** Words in a list, each in its own language (a genre the catalogue has no English for stays the chain's, marked Vietnamese). */
function Words({ words }: { words: { text: string; lang?: "vi" | undefined }[] }) {
  return words.map((word, i) => (
    <span key={word.text}>
      {i > 0 ? ", " : null}
      <span lang={word.lang}>{word.text}</span>
    </span>
  ));
}

function Facts({ film }: { film: FilmHeaderFilm }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  // People's names are marked Vietnamese on an English page when they are written in Vietnamese.
  const people = (list: FilmHeaderFilm["cast"]) =>
    list.length ? <Words words={list.map((p) => ({ text: p.name, lang: locale === "en" && hasVietnamese(p.name) ? "vi" : undefined }))} /> : null;
  const rows: [string, ReactNode][] = [
    [t("films.page.genres"), film.genres.length ? <Words words={film.genres.map((genre) => chainWord(i18n, "films.genre", genre))} /> : null],
    [t("films.page.duration"), film.duration ? t("films.page.minutes", { minutes: film.duration }) : null],
    [t("films.page.release"), film.releaseDate ? dateLong(locale, `${film.releaseDate}T12:00:00+07:00`) : null],
    [t("films.page.country"), film.country ? <Words words={[chainWord(i18n, "films.country", film.country)]} /> : null],
    [t("films.page.directors"), people(film.directors)],
    [t("films.page.cast"), people(film.cast)],
  ];
  return (
    <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-[15px]">
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-300">{term}</dt>
            <dd className="text-white">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The film page's header: backdrop, poster, name, rating and age, facts, 'Mua vé' and the trailer.
 * The back office's editor shows the same header as a preview (`titleAs="p"`: its page has its own h1).
 */
export function FilmPageHeader({
  film,
  onTrailer,
  titleAs: Title = "h1",
  titleId = "film-title",
}: {
  film: FilmHeaderFilm;
  onTrailer: () => void;
  titleAs?: "h1" | "p";
  titleId?: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={titleId} className="relative overflow-hidden bg-night-900 text-white">
      <img src={film.backdrop} alt="" aria-hidden="true" className="absolute inset-0 h-full w-full object-cover opacity-30" />
      <div className="absolute inset-0 bg-gradient-to-r from-night-950 via-night-950/85 to-night-950/40" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:gap-8 md:py-12">
        <PosterImage
          src={film.imagePortrait}
          alt={t("site.filmCard.poster", { film: film.name })}
          className="w-36 shrink-0 self-start rounded-card shadow-[0_12px_30px_-10px_rgba(0,0,0,.7)] sm:w-56"
          eager
        />
        <div className="min-w-0 flex-1">
          <Title id={titleId} lang={film.nameLang} className="text-2xl font-bold leading-tight sm:text-4xl">
            {film.name}
          </Title>
          {film.originalName ? <p className="mt-1 text-slate-300">{film.originalName}</p> : null}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <RatingBadge rate={film.rate} className="h-7 bg-white/10 px-2 text-sm" />
            <span className="flex items-center gap-2">
              <AgeBadge age={film.age} className="h-7 text-sm" />
              <span className="text-sm text-slate-200">{t(AGE_MEANING_KEYS[film.age])}</span>
            </span>
          </div>
          <Facts film={film} />
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#lich-chieu" className={buttonClass("primary")}>
              <TicketIcon width={18} height={18} />
              {t("films.page.buy")}
            </a>
            {film.trailerUrl ? (
              <button type="button" aria-haspopup="dialog" onClick={onTrailer} className={buttonClass("outline-light")}>
                <PlayIcon width={16} height={16} />
                {t("films.page.trailer")}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
