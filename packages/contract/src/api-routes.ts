import type { z } from "zod";
import { accountApi } from "./api-routes/account.ts";
import { adminApi } from "./api-routes/admin.ts";
import { afterSaleApi } from "./api-routes/after-sale.ts";
import { bookingApi } from "./api-routes/booking.ts";
import { boxOfficeApi } from "./api-routes/box-office.ts";
import { giftCardsApi } from "./api-routes/gift-cards.ts";
import { snackOrdersApi } from "./api-routes/snack-orders.ts";
import { catalogApi } from "./api-routes/catalog.ts";
import { filmHireApi } from "./api-routes/film-hire.ts";
import { contentApi } from "./api-routes/content.ts";
import type { ApiRouteSchemas } from "./api-routes/route-schemas.ts";
import { stockApi } from "./api-routes/stock.ts";
import { waitingRoomApi } from "./api-routes/waiting-room.ts";

export type { ApiRouteSchemas } from "./api-routes/route-schemas.ts";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The JSON API's route map (decision 030): `"METHOD /path"` exactly as the server mounts it under
 * `/api/v1` → the zod schemas of its path params, query, body and the `result` of its `{ result }`
 * answer. The server's route definitions take path and schemas from here (apps/server/src/http/api-route.ts);
 * page loaders and the browser call by key and get typed answers. The web imports this module with
 * `import type` only: the browser never loads zod or these schemas.
 *
 * Outside the map (not `{ result }` JSON): the payment gateways' callbacks and returns, the ticket QR
 * image, the box office's printable tickets, the seat events stream, the ALTCHA challenge, openapi.json (apps/server/src/http/api-routes.integration.test.ts).
 */
export const apiRoutes = {
  ...catalogApi,
  ...filmHireApi,
  ...contentApi,
  ...bookingApi,
  ...accountApi,
  ...afterSaleApi,
  ...adminApi,
  ...waitingRoomApi,
  ...boxOfficeApi,
  ...giftCardsApi,
  ...snackOrdersApi,
  ...stockApi,
} satisfies Record<`${ApiMethod} /${string}`, ApiRouteSchemas>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;

type Schema<K extends ApiRouteKey, Part extends keyof ApiRouteSchemas> = ApiRoutes[K] extends { [P in Part]: infer S extends z.ZodType } ? S : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** Path params (`:name` segments) as the caller gives them; undefined when the path has none. */
export type ApiParams<K extends ApiRouteKey> = InputOf<Schema<K, "params">>;
/** The query string as an object; undefined when the route takes none. */
export type ApiQuery<K extends ApiRouteKey> = InputOf<Schema<K, "query">>;
/** The JSON body as the caller sends it (before the server's transforms); undefined when the route takes none. */
export type ApiBody<K extends ApiRouteKey> = InputOf<Schema<K, "body">>;
/** The `result` of a successful answer, as the server sends it. */
export type ApiResult<K extends ApiRouteKey> = z.output<ApiRoutes[K]["result"]>;

/** One part of a call: left out when the route has none, optional when every field of it is. */
type Part<Name extends string, T> = [T] extends [undefined] ? { [P in Name]?: undefined } : Partial<T> extends T ? { [P in Name]?: T } : { [P in Name]: T };

/** The loose shape of every call's input, once its key has checked it (what api-path.ts reads). */
export type ApiRequestParts = { params?: Record<string, string>; query?: Record<string, string | undefined>; body?: object };

/** What a call of route K sends besides its method and path. */
export type ApiInput<K extends ApiRouteKey> = Part<"params", ApiParams<K>> & Part<"query", ApiQuery<K>> & Part<"body", ApiBody<K>> & ApiRequestParts;

/** The input argument of a call (with the caller's own options): optional when nothing in it is required. */
export type ApiCallArgs<K extends ApiRouteKey, Options = unknown> =
  Partial<ApiInput<K>> extends ApiInput<K> ? [input?: ApiInput<K> & Options] : [input: ApiInput<K> & Options];
