import { apiRequest } from "@hancine/contract/api-path";
import type { ApiCallArgs, ApiRequestParts, ApiResult, ApiRouteKey } from "@hancine/contract/api-routes";
import type { ErrorEnvelope } from "@hancine/contract/errors";
import type { PageServices } from "@hancine/contract/page-services";

/** A loader's view of one answer: the result of a success, or the status and (when the answer had one) the error. */
export type ApiReply<T> = { ok: true; status: number; result: T } | { ok: false; status: number; error: ErrorEnvelope["error"] | null };

/** Options of a loader's call besides the route's own input. */
type LoaderCall = { timeoutMs?: number };

/**
 * One call of the public API from a loader, by a key of the contract's route map (in-process, with
 * the page request's cookies): `readApi(api, "GET /films/:slug", { params: { slug }, timeoutMs })`.
 * A timeout or a thrown error is thrown, as `api` does.
 */
export function readApi<K extends ApiRouteKey>(api: PageServices["api"], key: K, ...input: ApiCallArgs<K, LoaderCall>): Promise<ApiReply<ApiResult<K>>>;
export function readApi(api: PageServices["api"], key: ApiRouteKey, input: ApiRequestParts & LoaderCall = {}): Promise<ApiReply<unknown>> {
  return send(api, key, input);
}

// The one place a loader's answer is narrowed from `unknown`: the overloads of readApi and readResult
// give `result` the type `ApiResult<K>`, whose key names the server's own schema for it (decision 030),
// and an error is the contract's envelope. Loaders never cast an answer.
async function send(api: PageServices["api"], key: ApiRouteKey, input: ApiRequestParts & LoaderCall): Promise<ApiReply<unknown>> {
  const [method, path] = apiRequest(key, input);
  const answer = await api(path, {
    method,
    ...(input.body !== undefined && { body: input.body }),
    ...(input.timeoutMs !== undefined && { timeoutMs: input.timeoutMs }),
  });
  const body = answer.body;
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && body && typeof body === "object" && "result" in body) return { ok: true, status: answer.status, result: body.result };
  const error = body && typeof body === "object" && "error" in body ? (body as ErrorEnvelope).error : null;
  return { ok: false, status: answer.status, error };
}

/**
 * Read one `{ result }` answer of the public API for a loader. Any failure (status, timeout,
 * thrown error) is logged as a warning and gives the fallback, so one broken list never breaks
 * the page.
 */
export function readResult<K extends ApiRouteKey, F = ApiResult<K>>(
  api: PageServices["api"],
  key: K,
  fallback: F,
  ...input: ApiCallArgs<K, LoaderCall>
): Promise<ApiResult<K> | F>;
export async function readResult(api: PageServices["api"], key: ApiRouteKey, fallback: unknown, input: ApiRequestParts & LoaderCall = {}): Promise<unknown> {
  try {
    const reply = await send(api, key, input);
    if (reply.ok) return reply.result;
    throw new Error(reply.status === 200 ? "answer has no result" : `answered ${reply.status}`);
  } catch (error) {
    const [method, path] = apiRequest(key, input);
    console.warn(`[page] ${method} /api/v1${path} failed, using the fallback:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
