import type { FastifyRequest } from "fastify";

export type RequestMeta = { ip: string; userAgent: string | undefined };

/** Who is asking, for sessions, throttling and the audit log (request.ip honours trustProxy in production). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}
