import { z } from "zod";
import { FILM_REVIEW_MAX, plainReview } from "./film-review-rules.ts";

export { FILM_REVIEW_MAX, plainReview } from "./film-review-rules.ts";

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
