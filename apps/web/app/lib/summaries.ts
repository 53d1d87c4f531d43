import type { Film, Post, Promotion } from "@hancine/contract/catalog";
import type { Locale } from "@hancine/contract/i18n/catalogue";

/*
 * What the page's cards read of each API object. Loaders hand the browser only these fields, which
 * keeps the serialized loader data in the first HTML small.
 */
export type FilmSummary = Pick<Film, "id" | "slug" | "name" | "imagePortrait" | "rate" | "age" | "trailerUrl"> & FilmName;
export type PostSummary = Pick<Post, "id" | "slug" | "type" | "title" | "image" | "views">;
export type PromotionSummary = Pick<Promotion, "id" | "slug" | "title" | "image">;

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

export const toPostSummary = ({ id, slug, type, title, image, views }: Post): PostSummary => ({ id, slug, type, title, image, views });

export const toPromotionSummary = ({ id, slug, title, image }: Promotion): PromotionSummary => ({ id, slug, title, image });
