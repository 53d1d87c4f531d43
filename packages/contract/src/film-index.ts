import { z } from "zod";
import { ageRatingSchema, filmNameEnSchema } from "./catalog.ts";

/**
 * The cinema corner's indexes: genres and people (directors, cast) with the films of the current
 * catalogue (now showing or coming soon) they belong to.
 */
export const filmRefSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    nameEn: filmNameEnSchema,
    imagePortrait: z.string().describe("URL of the 2:3 poster"),
    age: ageRatingSchema,
    rate: z.number().min(0).max(10),
    releaseDate: z.string().describe("YYYY-MM-DD"),
  })
  .meta({ id: "FilmRef" });
export type FilmRef = z.infer<typeof filmRefSchema>;

export const genreWithFilmsSchema = z.object({ slug: z.string(), name: z.string(), films: z.array(filmRefSchema) }).meta({ id: "GenreWithFilms" });
export type GenreWithFilms = z.infer<typeof genreWithFilmsSchema>;

export const PERSON_ROLES = ["director", "cast"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const personWithFilmsSchema = z.object({ slug: z.string(), name: z.string(), films: z.array(filmRefSchema) }).meta({ id: "PersonWithFilms" });
export type PersonWithFilms = z.infer<typeof personWithFilmsSchema>;

export const peopleQuerySchema = z.object({
  role: z.enum(PERSON_ROLES, { error: "Vai trò phải là director (đạo diễn) hoặc cast (diễn viên)." }).describe("director: đạo diễn, cast: diễn viên"),
});
