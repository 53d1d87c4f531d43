/**
 * Calls to the public API from the browser (same origin, so the session cookie goes along and the
 * browser's Origin header satisfies the CSRF guard on POST/PATCH/DELETE).
 */
export type ApiError = { code: string; message: string; fields?: Record<string, string>; details?: Record<string, unknown> };

export type ApiReply<T> =
  | { ok: true; status: number; result: T; /** The server's clock from the Date header (ms), for the countdown. */ serverNow: number | null }
  | { ok: false; status: number; error: ApiError };

const NETWORK_ERROR: ApiError = { code: "NETWORK", message: "Không kết nối được máy chủ. Bạn kiểm tra kết nối mạng rồi thử lại nhé." };
const UNKNOWN_ERROR: ApiError = { code: "INTERNAL", message: "Đã có lỗi xảy ra. Bạn vui lòng thử lại sau ít phút nhé." };

export async function callApi<T>(path: string, init: { method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown } = {}): Promise<ApiReply<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: { accept: "application/json", ...(init.body !== undefined && { "content-type": "application/json" }) },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const body = (await response.json().catch(() => null)) as { result?: T; error?: ApiError } | null;
  if (response.ok && body && "result" in body) {
    const date = Date.parse(response.headers.get("date") ?? "");
    return { ok: true, status: response.status, result: body.result as T, serverNow: Number.isNaN(date) ? null : date };
  }
  return { ok: false, status: response.status, error: body?.error?.message ? body.error : UNKNOWN_ERROR };
}
