import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Config } from "#server/config.ts";
import { DomainError } from "#server/domain-error.ts";
import { usesBearer } from "./current-user.ts";
import { sessionCookieName } from "./session-cookie.ts";
import { msg } from "@hancine/contract/i18n/message";

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

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins whose forms this server accepts. Outside production the loopback names of the same
 * scheme and port are one machine: a newcomer opening http://127.0.0.1:3000 (the address the server
 * prints it listens on) is not refused because PUBLIC_URL says localhost.
 */
export function acceptedOrigins(config: Pick<Config, "publicUrl" | "env">): Set<string> {
  const site = new URL(config.publicUrl);
  const origins = new Set([site.origin]);
  if (config.env !== "production" && LOOPBACK_HOSTS.includes(site.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`);
  }
  return origins;
}

/** The server log's explanation of a refusal (the visitor only sees a generic message). */
export function refusalExplanation(siteOrigin: string, origin: string | undefined): string {
  if (origin === undefined) return `Từ chối yêu cầu ghi có cookie phiên nhưng không có Origin/Referer (trang của site là ${siteOrigin}).`;
  return `Từ chối yêu cầu ghi từ Origin ${origin}: chỉ nhận từ ${siteOrigin} (PUBLIC_URL). Nếu khách mở site qua ${origin}, hãy đặt PUBLIC_URL=${origin}.`;
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
  const accepted = acceptedOrigins(config);
  const cookieName = sessionCookieName(config);
  return async (request) => {
    if (SAFE_METHODS.has(request.method) || usesBearer(request)) return;
    const origin = requestOrigin(request);
    if (origin !== undefined && accepted.has(origin)) return;
    const hasSessionCookie = request.cookies[cookieName] !== undefined;
    if (origin !== undefined || hasSessionCookie) {
      request.log.warn({ origin, url: request.url }, refusalExplanation(siteOrigin, origin));
      throw new DomainError("FORBIDDEN", { message: msg("error.FORBIDDEN.foreignOrigin") });
    }
  };
}
