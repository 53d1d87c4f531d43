import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "#server/config.ts";
import { SESSION_IDLE_MS } from "./sessions-repository.ts";

/** Over https the __Host- prefix makes the browser refuse a cookie set by a subdomain or without Secure. */
export function sessionCookieName(config: Config): string {
  return isHttps(config) ? "__Host-hancine_session" : "hancine_session";
}

/** Over https cookies are Secure and take the __Host- prefix. */
export const isHttps = (config: Config) => config.publicUrl.startsWith("https:");

/** The session token from the request's cookies (`@fastify/cookie`), if any. */
export function readSessionCookie(request: FastifyRequest, config: Config): string | undefined {
  const value = request.cookies[sessionCookieName(config)];
  // Tokens are base64url; anything else is not ours and is ignored.
  return value !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

function setCookie(reply: FastifyReply, config: Config, value: string, maxAgeSeconds: number): void {
  reply.setCookie(sessionCookieName(config), value, { path: "/", maxAge: maxAgeSeconds, httpOnly: true, sameSite: "lax", secure: isHttps(config) });
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  setCookie(reply, config, token, Math.floor(SESSION_IDLE_MS / 1000));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  setCookie(reply, config, "", 0);
}
