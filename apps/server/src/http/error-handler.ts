import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_MESSAGES, ERROR_STATUS } from "@hancine/contract/errors";
import { isDatabaseUnreachable, isOverloaded } from "../db/errors.ts";
import { DomainError } from "../domain-error.ts";

/** How soon to try again when the database is overloaded (a premiere's rush). */
const OVERLOADED = new DomainError("SERVICE_UNAVAILABLE", {
  message: "HanCine đang có rất nhiều người truy cập cùng lúc. Bạn hãy thử lại sau vài giây nhé.",
  retryAfter: 5,
});

/** The database restarting, down or cut off: the request changed nothing and may be tried again shortly. */
const UNREACHABLE = new DomainError("SERVICE_UNAVAILABLE", {
  message: "HanCine đang tạm gián đoạn trong giây lát. Bạn hãy thử lại sau vài giây nhé.",
  retryAfter: 5,
});

/** Fastify's own errors that are the client's fault, mapped to contract codes. */
const FRAMEWORK_ERRORS: Record<string, DomainError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new DomainError("PAYLOAD_TOO_LARGE"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new DomainError("UNSUPPORTED_MEDIA_TYPE"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new DomainError("VALIDATION_FAILED", { message: "Độ dài dữ liệu gửi lên không khớp." }),
  FST_ERR_CTP_EMPTY_JSON_BODY: new DomainError("VALIDATION_FAILED", { message: "Nội dung JSON đang trống." }),
  FST_ERR_CTP_INVALID_JSON_BODY: new DomainError("VALIDATION_FAILED", { message: "Nội dung gửi lên không phải JSON hợp lệ." }),
};

function fieldsOf(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    fields[path] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_FAILED;
  }
  return fields;
}

/**
 * The one place where a domain error becomes HTTP: the contract's status for its code
 * (`ERROR_STATUS`), Retry-After when it says when to try again, and the envelope.
 */
export function sendError(reply: FastifyReply, error: DomainError): FastifyReply {
  const { fields, details, retryAfter } = error.options;
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  return reply
    .status(ERROR_STATUS[error.code])
    .type("application/json; charset=utf-8")
    .send({ error: { code: error.code, message: error.message, ...(fields && { fields }), ...(details && { details }) } });
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
export function apiNotFound(message: string = ERROR_MESSAGES.NOT_FOUND) {
  return new DomainError("NOT_FOUND", { message });
}
