import { z } from "zod";
import { FILM_REVIEW_MAX, FILM_REVIEWS_PAGE_SIZE, plainReview } from "./film-review-rules.ts";
import { pageNumberQuery } from "./query-schemas.ts";

export { FILM_REVIEW_MAX, FILM_REVIEWS_PAGE_SIZE, plainReview, reviewAuthor } from "./film-review-rules.ts";

export const rateFilmSchema = z.object({
  score: z
    .number({ message: "Bạn hãy chọn số điểm từ 1 đến 10." })
    .int("Điểm phải là số nguyên từ 1 đến 10.")
    .min(1, "Điểm thấp nhất là 1.")
    .max(10, "Điểm cao nhất là 10."),
  review: z
    .string({ message: "Nhận xét phải là chữ." })
    .max(2000, `Nhận xét tối đa ${FILM_REVIEW_MAX} ký tự.`)
    .optional()
    .transform((text) => plainReview(text ?? ""))
    .refine((text) => text.length <= FILM_REVIEW_MAX, `Nhận xét tối đa ${FILM_REVIEW_MAX} ký tự.`),
});
export type RateFilm = z.input<typeof rateFilmSchema>;

export const filmRatingSchema = z
  .object({
    score: z.number().int(),
    review: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "FilmRating" });

export const myFilmRatingSchema = z.object({
  eligible: z.boolean().describe("A ticket of the caller for this film was checked in"),
  rating: filmRatingSchema.nullable(),
  film: z.object({ rate: z.number().describe("The film's public rate now"), ratings: z.number().int().describe("How many verified viewers rated it") }),
});
export type MyFilmRating = z.infer<typeof myFilmRatingSchema>;

// ——— The film page's reviews (decision 056) ———

export const filmReviewsQuery = z.object({ page: pageNumberQuery.describe(`${FILM_REVIEWS_PAGE_SIZE} per page, newest first`) });

export const filmReviewSchema = z
  .object({
    id: z.string().describe("Opaque"),
    score: z.number().int().describe("1–10"),
    review: z.string().describe("Plain text; show it as text, never as HTML"),
    author: z.string().describe("The given name and the family name's initial, e.g. “Hà N.”"),
    at: z.string().describe("When it was last written (ISO 8601)"),
  })
  .meta({ id: "FilmReview" });
export type FilmReview = z.infer<typeof filmReviewSchema>;

export const filmReviewsPageSchema = z
  .object({
    items: z.array(filmReviewSchema).describe("Reviews with words that are not hidden, newest first"),
    total: z.number().int().describe("How many such reviews"),
    page: z.number().int(),
    pageSize: z.number().int(),
    rate: z.number().describe("The film's public rate (hidden reviews' scores count)"),
    ratings: z.number().int().describe("How many verified viewers rated it (with or without words)"),
  })
  .meta({ id: "FilmReviewPage" });
export type FilmReviewsPage = z.infer<typeof filmReviewsPageSchema>;
