import { z } from "zod";
import { cinemaDetailSchema, cinemaSchema, citySchema, filmDetailSchema, filmSchema } from "../catalog.ts";
import { genreWithFilmsSchema, peopleQuerySchema, personWithFilmsSchema } from "../film-index.ts";
import { searchResultSchema } from "../quick-booking.ts";
import { cityQuery } from "../query-schemas.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

const films = z.array(filmSchema);

/** Films, cinemas, cities, the cinema corner's indexes and search. */
export const catalogApi = {
  "GET /films/showing": { query: cityQuery, result: films },
  "GET /films/comming": { query: cityQuery, result: films },
  "GET /films/coming": { query: cityQuery, result: films },
  "GET /films/imax": { query: cityQuery, result: films },
  "GET /films": { query: cityQuery.extend({ status: z.enum(["showing", "coming", "imax"]).default("showing") }), result: films },
  "GET /films/:slug": { params: z.object({ slug: z.string().max(120) }), result: filmDetailSchema },
  "GET /cities": { result: z.array(citySchema) },
  "GET /cinemas": { query: cityQuery, result: z.array(cinemaSchema) },
  "GET /cinemas/:slug": { params: z.object({ slug: z.string().max(160) }), result: cinemaDetailSchema },
  "GET /genres": { result: z.array(genreWithFilmsSchema) },
  "GET /people": { query: peopleQuerySchema, result: z.array(personWithFilmsSchema) },
  "GET /search": {
    query: z.object({
      q: z.string({ message: "Hãy nhập từ khóa tìm kiếm." }).trim().min(1, "Hãy nhập từ khóa tìm kiếm.").max(100, "Từ khóa tìm kiếm tối đa 100 ký tự."),
    }),
    result: searchResultSchema,
  },
} satisfies Record<string, ApiRouteSchemas>;
