import type { Film, Post, Promotion } from "@hancine/contract/catalog";
import type { Locale } from "@hancine/contract/i18n/catalogue";

/*
 * What the page's cards read of each API object. Loaders hand the browser only these fields, which
 * keeps the serialized loader data in the first HTML small.
 */
export type FilmSummary = Pick<Film, "id" | "slug" | "name" | "imagePortrait" | "rate" | "age" | "trailerUrl"> & FilmName;
export type PostSummary = Pick<Post, "id" | "slug" | "type" | "title" | "image" | "views"> & ChainLang;
export type PromotionSummary = Pick<Promotion, "id" | "slug" | "title" | "image"> & ChainLang;

/** A film's name in a page's language: `nameLang` says it is the chain's Vietnamese one on an English page. */
export type FilmName = { name: string; nameLang?: "vi" };

/**
 * The name an English page shows: the English one the film editor gives, else the film's own
 * (marked Vietnamese); a Vietnamese page shows the film's own (decision 092).
 */
export function filmName(film: Pick<Film, "name" | "nameEn">, locale: Locale): FilmName {
  if (locale === "vi") return { name: film.name };
  return film.nameEn ? { name: film.nameEn } : { name: film.name, nameLang: "vi" };
}

export const toFilmSummary = (film: Film, locale: Locale = "vi"): FilmSummary => {
  const { id, slug, imagePortrait, rate, age, trailerUrl } = film;
  return { id, slug, ...filmName(film, locale), imagePortrait, rate, age, trailerUrl };
};

/** A post for the home page's cards: its English title on an English page when the post editor gives one (decision 095). */
export const toPostSummary = ({ id, slug, type, title, titleEn, image, views }: Post, locale: Locale = "vi"): PostSummary => ({
  id,
  slug,
  type,
  ...chainTexts(locale, { title }, { title: titleEn }),
  image,
  views,
});

/** A promotion for the home page's cards: its English title on an English page when the promotion editor gives one. */
export const toPromotionSummary = ({ id, slug, title, titleEn, image }: Promotion, locale: Locale = "vi"): PromotionSummary => ({
  id,
  slug,
  ...chainTexts(locale, { title }, { title: titleEn }),
  image,
});

/** Texts the chain writes, in a page's language; `lang: "vi"` says they are the chain's Vietnamese ones on an English page. */
export type ChainLang = { lang?: "vi" };

/**
 * A post's or promotion's texts on a page in `locale` (decision 095): on an English page the
 * English ones its editor gives (all of them or none, the database holds it), else its own, marked
 * Vietnamese; on a Vietnamese page its own.
 */
export function chainTexts<T extends Record<string, string>>(locale: Locale, own: T, english: { [K in keyof T]: string | null }): T & ChainLang {
  if (locale === "vi") return own;
  const values = Object.values(english);
  return values.length > 0 && values.every((value) => value) ? ({ ...(english as T) } as T & ChainLang) : { ...own, lang: "vi" };
}
