import type { z } from "zod";
import { apiRoutes, type ApiMethod, type ApiRouteKey, type ApiRoutes } from "@hancine/contract/api-routes";
import { resultOf } from "@hancine/contract/envelope";
import { errorEnvelopeSchema } from "@hancine/contract/errors";

/** The refusals a route of the map may document (each answered with the contract's error envelope). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

type Route<K extends ApiRouteKey> = ApiRoutes[K];
type Slot<K extends ApiRouteKey, Part extends string, Name extends string> =
  Route<K> extends { [P in Part]: infer S extends z.ZodType } ? { [P in Name]: S } : unknown;

/** A route's Fastify schema, typed so that the zod type provider infers params, query and body and checks the handler's answer. */
export type ApiRouteSchema<K extends ApiRouteKey, Success extends 200 | 201, Errors extends ApiErrorStatus> = {
  tags: string[];
  summary: string;
  description?: string;
  response: { [S in Success]: z.ZodObject<{ result: Route<K>["result"] }> } & { [E in Errors]: typeof errorEnvelopeSchema };
} & Slot<K, "params", "params"> &
  Slot<K, "query", "querystring"> &
  Slot<K, "body", "body">;

export type ApiRouteOptions<K extends ApiRouteKey, Success extends 200 | 201, Errors extends readonly ApiErrorStatus[]> = {
  tags: string[];
  summary: string;
  description?: string;
  /** The documented refusals besides the success. */
  errors?: Errors;
  /** The success status: 200 unless the route creates something (201). */
  status?: Success;
  /** The map's body schema built another way (the same type), e.g. on the app's clock for age rules. */
  body?: Route<K> extends { body: infer B } ? B : never;
};

/**
 * Method, URL (inside the `/api/v1` scope) and schema of one route of the contract's route map
 * (decision 030): `app.route({ ...apiRoute("GET /orders/:id", { tags, summary, errors: [401, 404] }), preHandler, handler })`.
 * Path and schemas come from the map only, so the server, the page loaders and the browser cannot disagree.
 */
export function apiRoute<K extends ApiRouteKey, const Errors extends readonly ApiErrorStatus[] = [], Success extends 200 | 201 = 200>(
  key: K,
  options: ApiRouteOptions<K, Success, Errors>,
): { method: ApiMethod; url: string; schema: ApiRouteSchema<K, Success, Errors[number]> } {
  const [method, url] = key.split(" ") as [ApiMethod, string];
  const route: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; result: z.ZodType } = apiRoutes[key];
  const body = options.body ?? route.body;
  const response: Record<number, z.ZodType> = { [options.status ?? 200]: resultOf(route.result) };
  for (const status of options.errors ?? []) response[status] = errorEnvelopeSchema;
  const schema = {
    tags: options.tags,
    summary: options.summary,
    ...(options.description !== undefined && { description: options.description }),
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(body && { body }),
    response,
  };
  // The object above is built from the same map entry the type reads; TypeScript cannot follow a key through it.
  return { method, url, schema: schema as ApiRouteSchema<K, Success, Errors[number]> };
}
