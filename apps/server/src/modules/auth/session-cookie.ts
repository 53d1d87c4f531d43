import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { SESSION_IDLE_MS } from "./sessions-repository.ts";

/** Over https the __Host- prefix makes the browser refuse a cookie set by a subdomain or without Secure. */
export function sessionCookieName(config: Config): string {
  return isHttps(config) ? "__Host-hancine_session" : "hancine_session";
}

const isHttps = (config: Config) => config.publicUrl.startsWith("https:");

/** The session token from the Cookie header, if any. */
export function readSessionCookie(request: FastifyRequest, config: Config): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const name = sessionCookieName(config);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      // Tokens are base64url; anything else is not ours and is ignored.
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookie(config: Config, value: string, maxAgeSeconds: number): string {
  const parts = [`${sessionCookieName(config)}=${value}`, "Path=/", `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Lax"];
  if (isHttps(config)) parts.push("Secure");
  return parts.join("; ");
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.header("set-cookie", cookie(config, token, Math.floor(SESSION_IDLE_MS / 1000)));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.header("set-cookie", cookie(config, "", 0));
}
