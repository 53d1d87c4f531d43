import { z } from "zod";
import { ageRatingSchema, filmNameEnSchema, cinemaSchema, filmSchema, formatSchema, postSchema, promotionSchema } from "./catalog.ts";

/** Each step's options given the earlier choices; only what has bookable showtimes. */
export const quickBookingSchema = z
  .object({
    films: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        nameEn: filmNameEnSchema,
        age: ageRatingSchema,
      }),
    ),
    cinemas: z.array(z.object({ slug: z.string(), name: z.string() })),
    dates: z.array(z.string().describe("YYYY-MM-DD in Asia/Ho_Chi_Minh")),
    showtimes: z.array(
      z.object({ id: z.string(), startsAt: z.string(), format: formatSchema, language: z.string(), version: z.string(), auditorium: z.string() }),
    ),
  })
  .meta({ id: "QuickBooking" });
export type QuickBooking = z.infer<typeof quickBookingSchema>;

export const searchResultSchema = z
  .object({
    films: z.array(filmSchema),
    cinemas: z.array(cinemaSchema),
    posts: z.array(postSchema),
    promotions: z.array(promotionSchema),
    people: z
      .array(
        z.object({
          slug: z.string(),
          name: z.string(),
          roles: z.array(z.enum(["director", "cast"])),
          films: z.array(z.string()).describe("Names of their films in the catalogue"),
        }),
      )
      .describe("Directors and actors whose names match; their films are in `films` too"),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof searchResultSchema>;

export { CITY_COOKIE } from "./browser-constants.ts";
