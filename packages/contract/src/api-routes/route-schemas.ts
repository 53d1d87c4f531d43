import type { z } from "zod";

/** One route of the JSON API: its inputs and the `result` of its `{ result }` answer, as zod schemas. */
export type ApiRouteSchemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; result: z.ZodType };
