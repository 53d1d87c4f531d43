import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_STATUS } from "@hancine/contract/errors";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";
import { type ErrorText, type Msg, msg, viOnly } from "@hancine/contract/i18n/message";
import { validationKeyOf } from "@hancine/contract/i18n/validation-texts";
import { isDatabaseUnreachable, isOverloaded } from "../db/errors.ts";
import { DomainError } from "../domain-error.ts";
import { renderText } from "../messages.ts";

/** How soon to try again when the database is overloaded (a premiere's rush). */
const OVERLOADED = new DomainError("SERVICE_UNAVAILABLE", {
  message: msg("error.SERVICE_UNAVAILABLE.busy"),
  retryAfter: 5,
});

/** The database restarting, down or cut off: the request changed nothing and may be tried again shortly. */
const UNREACHABLE = new DomainError("SERVICE_UNAVAILABLE", {
  message: msg("error.SERVICE_UNAVAILABLE.databaseUnreachable"),
  retryAfter: 5,
});

/** Fastify's own errors that are the client's fault, mapped to contract codes. */
const FRAMEWORK_ERRORS: Record<string, DomainError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new DomainError("PAYLOAD_TOO_LARGE"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new DomainError("UNSUPPORTED_MEDIA_TYPE"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.contentLengthMismatch") }),
  FST_ERR_CTP_EMPTY_JSON_BODY: new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.emptyJson") }),
  FST_ERR_CTP_INVALID_JSON_BODY: new DomainError("VALIDATION_FAILED", { message: msg("error.VALIDATION_FAILED.invalidJson") }),
};

/**
 * Zod's messages are the contract schemas' own Vietnamese (decision 090); the account forms' are in
 * the `validation` catalogue too (decision 094), so an English request reads them in English.
 */
function fieldsOf(error: FastifyError): Record<string, ErrorText> {
  const fields: Record<string, ErrorText> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    const key = issue.message ? validationKeyOf(issue.message) : undefined;
    fields[path] ??= key ? msg(key) : issue.message ? viOnly(issue.message) : msg("error.VALIDATION_FAILED");
  }
  return fields;
}

/** What an English field says in place of a text that is only in Vietnamese (a shared rule's, zod's). */
const FIELD_STAND_IN: Msg = msg("error.VALIDATION_FAILED.field");

/** Adds `Accept-Language` to the answer's Vary (a cache must not give one language's refusal to another). */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const listed = (Array.isArray(vary) ? vary.join(",") : String(vary ?? "")).split(",").map((name) => name.trim().toLowerCase());
  if (listed.includes("accept-language") || listed.includes("*")) return;
  reply.header("vary", vary ? `${Array.isArray(vary) ? vary.join(", ") : String(vary)}, Accept-Language` : "Accept-Language");
}

/**
 * The one place where a domain error becomes HTTP: the contract's status for its code
 * (`ERROR_STATUS`), Retry-After when it says when to try again, and the envelope, its message and
 * fields written in the request's language (`Accept-Language`: English for `en`, `en-*`; otherwise
 * Vietnamese, decision 090), with Content-Language and Vary saying so.
 */
export function sendError(reply: FastifyReply, error: DomainError): FastifyReply {
  const { fields, details, retryAfter } = error.options;
  const locale = chooseLocale(reply.request.headers["accept-language"]);
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  reply.header("content-language", locale);
  varyOnLanguage(reply);
  const message = renderText(locale, error.text, error.standIn);
  const written = fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, renderText(locale, text, FIELD_STAND_IN)]));
  return reply
    .status(ERROR_STATUS[error.code])
    .type("application/json; charset=utf-8")
    .send({ error: { code: error.code, message, ...(written && { fields: written }), ...(details && { details }) } });
}

/** Every error leaves as the contract's envelope; a 5xx never carries internals. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let domainError: DomainError;
    if (error instanceof DomainError) domainError = error;
    else if (error.validation) {
      domainError = new DomainError("VALIDATION_FAILED", { fields: fieldsOf(error) });
    } else if (error.code && FRAMEWORK_ERRORS[error.code]) domainError = FRAMEWORK_ERRORS[error.code]!;
    else if (error instanceof SyntaxError) domainError = FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      domainError = new DomainError(error.statusCode === 404 ? "NOT_FOUND" : error.statusCode === 429 ? "RATE_LIMITED" : "VALIDATION_FAILED");
    } else if (isOverloaded(error)) {
      request.log.warn({ err: error }, "database overloaded");
      domainError = OVERLOADED;
    } else if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, "database unreachable");
      domainError = UNREACHABLE;
    } else {
      request.log.error({ err: error }, "unhandled error");
      domainError = new DomainError("INTERNAL");
    }
    if (ERROR_STATUS[domainError.code] >= 500) request.log.error({ code: domainError.code }, "request failed");
    return sendError(reply, domainError);
  });
}

/** Unknown `/api` paths answer the JSON 404 rather than falling through to the page handler. */
export function apiNotFound(message?: ErrorText) {
  return new DomainError("NOT_FOUND", { message });
}
