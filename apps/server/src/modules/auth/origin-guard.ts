import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Config } from "../../config.ts";
import { AppError } from "../../http/app-error.ts";
import { usesBearer } from "./current-user.ts";
import { sessionCookieName } from "./session-cookie.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin the browser names for the request: Origin, else the Referer's origin. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== "null") return origin;
  if (origin === "null") return "null";
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}

/**
 * CSRF defence for the API scope (onRequest, before any body is read). For a state-changing request:
 * - bearer-token requests are exempt (a browser never attaches them on its own);
 * - a foreign Origin/Referer is refused, whether or not a cookie comes along — this also stops
 *   login/signup CSRF, since browsers always send Origin on cross-site POSTs;
 * - a missing Origin/Referer is refused when the session cookie is present (the cookie is the
 *   ambient authority an attacker would ride on), and allowed without it: such a request comes from
 *   a non-browser client (the apps, curl) and carries no authority to abuse.
 */
export function originGuard(config: Config): onRequestAsyncHookHandler {
  const siteOrigin = new URL(config.publicUrl).origin;
  const cookieName = sessionCookieName(config);
  return async (request) => {
    if (SAFE_METHODS.has(request.method) || usesBearer(request)) return;
    const origin = requestOrigin(request);
    if (origin === siteOrigin) return;
    const hasSessionCookie = (request.headers.cookie ?? "").split(";").some((c) => c.trim().startsWith(`${cookieName}=`));
    if (origin !== undefined || hasSessionCookie) {
      throw new AppError("FORBIDDEN", { message: "Yêu cầu không đến từ trang của HanCine nên đã bị từ chối. Bạn hãy tải lại trang rồi thử lại." });
    }
  };
}
