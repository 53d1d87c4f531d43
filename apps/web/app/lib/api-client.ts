import { apiRequest } from "@hancine/contract/api-path";
import type { ApiCallArgs, ApiRequestParts, ApiResult, ApiRouteKey } from "@hancine/contract/api-routes";
import type { DetailsOf, ErrorCode, ErrorEnvelope } from "@hancine/contract/errors";

type ErrorOf<C extends string> = { code: C; message: string; fields?: Record<string, string>; details?: DetailsOf<C>; status: number; retryAfter?: number };
/**
 * The contract's error as the browser gets it, or "NETWORK" when no answer came. Its `details` are
 * typed by its code: narrow by `error.code` first (`error.code === "SEATS_UNAVAILABLE"` → `details.seatIds`).
 */
export type ApiError = { [C in ErrorCode]: ErrorOf<C> }[ErrorCode] | ErrorOf<"NETWORK">;
export type ApiOutcome<T> = { ok: true; result: T } | { ok: false; error: ApiError };

/** What the browser says when no answer came (an English page's forms show it in English, `fieldTextsFor`). */
export const NETWORK_MESSAGE = "Không kết nối được tới HanCine. Bạn hãy kiểm tra mạng rồi thử lại.";

const NETWORK_ERROR: Omit<ErrorOf<"NETWORK">, "status"> = { code: "NETWORK", message: NETWORK_MESSAGE };

/**
 * Calls the public API from the browser by a key of the contract's route map, e.g.
 * `callApi("PATCH /orders/:id", { params: { id }, body })` (same origin: the session cookie and the
 * Origin header come along). Never throws: failures come back as the contract's error, in the page's language.
 * The map is imported as types only: this file loads no zod and no schema.
 */
export function callApi<K extends ApiRouteKey>(key: K, ...input: ApiCallArgs<K, { signal?: AbortSignal }>): Promise<ApiOutcome<ApiResult<K>>>;
// The one place an answer is narrowed from `unknown` to `ApiResult<K>`: the overload above, whose key
// names the server's own schema for it (decision 030). Callers never cast an answer.
export async function callApi(key: ApiRouteKey, input: ApiRequestParts & { signal?: AbortSignal } = {}): Promise<ApiOutcome<unknown>> {
  const [method, path] = apiRequest(key, input);
  // A POST without a body still sends `{}`: every state change arrives as JSON.
  const body = input.body ?? (method === "POST" ? {} : undefined);
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      // The API writes its errors in the language asked for (decision 090): the page's, not the
      // browser's, so a Vietnamese page never shows an English refusal (and an /en/ page will get English).
      headers: {
        accept: "application/json",
        "accept-language": globalThis.document?.documentElement.lang || "vi",
        ...(body && { "content-type": "application/json" }),
      },
      credentials: "same-origin",
      signal: input.signal,
      body: body && JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: { ...NETWORK_ERROR, status: 0 } };
  }
  // Not JSON (a proxy's error page): treated as a failure below.
  const answer: unknown = await response.json().catch(() => null);
  const envelope: object = answer && typeof answer === "object" ? answer : {};
  if (response.ok && "result" in envelope) return { ok: true, result: envelope.result };
  const error = "error" in envelope ? (envelope as ErrorEnvelope).error : { code: "INTERNAL", message: NETWORK_ERROR.message };
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  // The server answers in the contract's envelope, its details shaped by its code (ErrorDetails).
  return { ok: false, error: { ...error, status: response.status, ...(retryAfter && { retryAfter }) } as ApiError };
}
