import { z } from "zod";
import { rateFilmSchema } from "@hancine/contract/film-ratings";

/**
 * "Chấm điểm phim" as sent (decision 069): the contract's body (the score of the radio group, the
 * review) and the film it is about, a hidden field: the `:slug` of POST /films/:slug/ratings.
 */
export const rateFilmFormSchema = rateFilmSchema.extend({ slug: z.string() });
