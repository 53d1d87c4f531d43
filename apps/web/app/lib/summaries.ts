import type { Film, Post, Promotion } from "@hancine/contract/catalog";

/*
 * What the page's cards read of each API object. Loaders hand the browser only these fields, which
 * keeps the serialized loader data in the first HTML small.
 */
export type FilmSummary = Pick<Film, "id" | "slug" | "name" | "imagePortrait" | "rate" | "age" | "trailerUrl">;
export type PostSummary = Pick<Post, "id" | "slug" | "type" | "title" | "image" | "views">;
export type PromotionSummary = Pick<Promotion, "id" | "slug" | "title" | "image">;

export const toFilmSummary = ({ id, slug, name, imagePortrait, rate, age, trailerUrl }: Film): FilmSummary => ({
  id,
  slug,
  name,
  imagePortrait,
  rate,
  age,
  trailerUrl,
});

export const toPostSummary = ({ id, slug, type, title, image, views }: Post): PostSummary => ({ id, slug, type, title, image, views });

export const toPromotionSummary = ({ id, slug, title, image }: Promotion): PromotionSummary => ({ id, slug, title, image });
