import type { ApiError, ApiOutcome } from "./api-client.ts";

/** Whole minutes until a lock ends, from a Retry-After in seconds (at least one). */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** The page's language as its `<html lang>` says (the server renders it; "vi" outside a browser). */
const pageLang = () => (typeof document === "undefined" ? "vi" : document.documentElement.lang);

/**
 * A refused second factor as the person reads it: a wrong code says how many tries are left, the
 * lock after five says when to try again ("Thử lại sau 15 phút"); anything else in the API's words.
 * On an English page the API's words as they are: the server writes them in the page's language
 * (its lock message says 15 minutes), and these Vietnamese additions would not be.
 */
export function secondFactorMessage(error: ApiError, lang = pageLang()): string {
  if (lang !== "vi") return error.message;
  if (error.code === "RATE_LIMITED") {
    const wait = error.retryAfter ? `Thử lại sau ${minutesToWait(error.retryAfter)} phút.` : "Bạn hãy thử lại sau ít phút.";
    return `Bạn đã nhập sai quá nhiều lần nên bước xác minh thứ hai tạm khoá. ${wait}`;
  }
  if (error.code === "MFA_INVALID") {
    const left = error.details?.attemptsLeft;
    return left !== undefined && left > 0 ? `${error.message} Bạn còn ${left} lần thử.` : error.message;
  }
  return error.message;
}

/** An API outcome of a second factor, its refusal reworded by `secondFactorMessage` (the form shows it). */
export function explainSecondFactor<T>(outcome: ApiOutcome<T>): ApiOutcome<T> {
  return outcome.ok ? outcome : { ok: false, error: { ...outcome.error, message: secondFactorMessage(outcome.error) } as ApiError };
}

/**
 * What went wrong in the browser's passkey ceremony (a DOMException, or SimpleWebAuthn's WebAuthnError
 * carrying one as `cause`), in Vietnamese: the person cancelled or let it time out, the browser has
 * none, the key is already registered, or the page is not on the site's address.
 */
export function passkeyFailureMessage(error: unknown): string {
  const name = nameOf(error);
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") return PASSKEY_FAILURES.known;
  if (name === "NotAllowedError" || name === "AbortError") return PASSKEY_FAILURES.cancelled;
  if (name === "NotSupportedError" || /WebAuthn is not supported/i.test(messageOf(error))) return PASSKEY_FAILURES.unsupported;
  if (name === "SecurityError") return PASSKEY_FAILURES.address;
  return PASSKEY_FAILURES.other;
}

/** The passkey ceremony's failures as the browser writes them; an English page reads them through its field texts (`fieldTextsFor`, decision 096). */
export const PASSKEY_FAILURES = {
  known: "Khoá truy cập này đã được thêm vào tài khoản của bạn rồi. Bạn có thể dùng ngay hoặc thêm một khoá khác.",
  cancelled: "Bạn đã huỷ, hoặc đã hết thời gian xác minh bằng khoá truy cập. Bạn hãy thử lại, hoặc dùng cách khác bên dưới.",
  unsupported: "Trình duyệt hoặc thiết bị này chưa hỗ trợ khoá truy cập. Bạn hãy dùng mã trong ứng dụng xác thực nhé.",
  address: "Khoá truy cập chỉ dùng được trên địa chỉ chính thức của HanCine. Bạn hãy mở lại trang từ địa chỉ đó.",
  other: "Không dùng được khoá truy cập lúc này. Bạn hãy thử lại, hoặc dùng mã trong ứng dụng xác thực.",
} as const;

function nameOf(error: unknown): string {
  if (typeof error !== "object" || error === null) return "";
  const cause = "cause" in error ? error.cause : undefined;
  if (typeof cause === "object" && cause !== null && "name" in cause && cause.name !== "Error") return String(cause.name);
  return "name" in error ? String(error.name) : "";
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "");
