import type { ApiMethod, ApiRouteKey } from "./api-routes.ts";

/** The loose shape of a call's input, once its key has checked it (see ApiInput in api-routes.ts). */
export type ApiRequestParts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/**
 * The method and path (under /api/v1) of one call of the route map, from its key alone: `:name`
 * segments URL-encoded from params, the query string from an object (undefined values left out).
 * No zod: the browser loads this, never the schemas.
 */
export function apiRequest(key: ApiRouteKey, { params = {}, query = {} }: ApiRequestParts = {}): { method: ApiMethod; path: string } {
  const [method, pattern] = key.split(" ") as [ApiMethod, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, String(value));
  const queryString = search.toString();
  return { method, path: queryString ? `${path}?${queryString}` : path };
}
