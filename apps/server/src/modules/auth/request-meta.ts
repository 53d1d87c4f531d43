import type { FastifyRequest } from "fastify";
import type { Locale } from "@hancine/contract/i18n/catalogue";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";

/** `locale`: the request's language (Accept-Language, as its refusals): the e-mails it causes are written in it (decision 094). */
export type RequestMeta = { ip: string; userAgent: string | undefined; locale?: Locale };

/** Who is asking, for sessions, throttling and the audit log (request.ip honours trustProxy in production). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"], locale: chooseLocale(request.headers["accept-language"]) };
}
