import type { ApiMethod, ApiRequestParts, ApiRouteKey } from "./api-routes.ts";

/**
 * The method and path (under /api/v1) of one call of the route map, from its key alone: `:name`
 * segments URL-encoded from params, the query string from an object. An empty value is left out
 * like an undefined one: an empty filter is no filter (no query of the map takes a number or a
 * boolean). No zod: the browser loads this, never the schemas.
 */
export function apiRequest(key: ApiRouteKey, input: ApiRequestParts = {}): [method: ApiMethod, path: string] {
  const [method, pattern] = key.split(" ") as [ApiMethod, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(input.params?.[name] ?? ""));
  const query = `${new URLSearchParams(Object.entries(input.query ?? {}).filter((pair): pair is [string, string] => !!pair[1]))}`;
  return [method, query ? `${path}?${query}` : path];
}
