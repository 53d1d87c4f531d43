import type { ErrorEnvelope } from "@hancine/contract/errors";

export type ApiError = ErrorEnvelope["error"] & { status: number; retryAfter?: number };
export type ApiOutcome<T> = { ok: true; result: T } | { ok: false; error: ApiError };

const NETWORK_ERROR: Omit<ApiError, "status"> = {
  code: "NETWORK",
  message: "Không kết nối được tới HanCine. Bạn hãy kiểm tra mạng rồi thử lại.",
};

/**
 * Calls the public API from the browser (same origin: the session cookie and the Origin header
 * come along). Never throws: failures come back as the contract's error, in Vietnamese.
 */
export async function callApi<T>(
  path: string,
  init: { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { accept: "application/json", ...(init.body !== undefined && { "content-type": "application/json" }) },
      credentials: "same-origin",
      ...(init.signal && { signal: init.signal }),
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { ok: false, error: { ...NETWORK_ERROR, status: 0 } };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): treated as a failure below.
  }
  if (response.ok && body && typeof body === "object" && "result" in body) return { ok: true, result: (body as { result: T }).result };
  const error = body && typeof body === "object" && "error" in body ? (body as ErrorEnvelope).error : { code: "INTERNAL", message: NETWORK_ERROR.message };
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  return { ok: false, error: { ...error, status: response.status, ...(retryAfter && { retryAfter }) } };
}
