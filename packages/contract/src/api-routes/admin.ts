import { z } from "zod";
import { adminCinemaSchema } from "../back-office.ts";
import {
  adminFilmListSchema,
  adminFilmSchema,
  adminFilmsQuerySchema,
  filmInputSchema,
  filmPatchSchema,
  genreOptionSchema,
  mediaQuerySchema,
  uploadedMediaSchema,
} from "../back-office-films.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

/** The back office (`/admin/...`): staff and managers see and act on their cinemas only, admins on the chain. */
export const adminApi = {
  "GET /admin/cinemas": { result: z.array(adminCinemaSchema) },
  // Films and their art (issue 14, "Films"): reads for managers and admins, changes for admins.
  "POST /admin/media": { query: mediaQuerySchema, result: uploadedMediaSchema },
  "GET /admin/films": { query: adminFilmsQuerySchema, result: adminFilmListSchema },
  "POST /admin/films": { body: filmInputSchema, result: adminFilmSchema },
  "GET /admin/films/:id": { params: z.object({ id: z.uuid({ message: "Không tìm thấy phim này." }) }), result: adminFilmSchema },
  "PATCH /admin/films/:id": { params: z.object({ id: z.uuid({ message: "Không tìm thấy phim này." }) }), body: filmPatchSchema, result: adminFilmSchema },
  "GET /admin/genres": { result: z.array(genreOptionSchema) },
} satisfies Record<string, ApiRouteSchemas>;
