import { z } from "zod";

/** Every successful answer of the API is `{ result: <data> }`. */
export function resultOf<T extends z.ZodType>(schema: T) {
  return z.object({ result: schema });
}

export type Result<T> = { result: T };
