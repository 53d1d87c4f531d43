import { z } from "zod";
import { adminCinemaSchema } from "../back-office.ts";
import type { ApiRouteSchemas } from "./route-schemas.ts";

/** The back office (`/admin/...`): staff and managers see and act on their cinemas only, admins on the chain. */
export const adminApi = {
  "GET /admin/cinemas": { result: z.array(adminCinemaSchema) },
} satisfies Record<string, ApiRouteSchemas>;
