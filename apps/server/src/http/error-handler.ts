import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_MESSAGES } from "@hancine/contract/errors";
import { AppError } from "./app-error.ts";

/** Fastify's own errors that are the client's fault, mapped to contract codes. */
const FRAMEWORK_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError("PAYLOAD_TOO_LARGE"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError("UNSUPPORTED_MEDIA_TYPE"),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError("VALIDATION_FAILED", { message: "Độ dài dữ liệu gửi lên không khớp." }),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError("VALIDATION_FAILED", { message: "Nội dung JSON đang trống." }),
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError("VALIDATION_FAILED", { message: "Nội dung gửi lên không phải JSON hợp lệ." }),
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

/** Every error leaves as the contract's envelope; a 5xx never carries internals. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error.validation) {
      appError = new AppError("VALIDATION_FAILED", { fields: fieldsOf(error) });
    } else if (error.code && FRAMEWORK_ERRORS[error.code]) appError = FRAMEWORK_ERRORS[error.code]!;
    else if (error instanceof SyntaxError) appError = FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      appError = new AppError(error.statusCode === 404 ? "NOT_FOUND" : error.statusCode === 429 ? "RATE_LIMITED" : "VALIDATION_FAILED");
    } else {
      request.log.error({ err: error }, "unhandled error");
      appError = new AppError("INTERNAL");
    }
    if (appError.status >= 500) request.log.error({ code: appError.code }, "request failed");
    if (appError.options.retryAfter) reply.header("retry-after", String(appError.options.retryAfter));
    return reply.status(appError.status).type("application/json; charset=utf-8").send(appError.toEnvelope());
  });
}

/** Unknown `/api` paths answer the JSON 404 rather than falling through to the page handler. */
export function apiNotFound(message: string = ERROR_MESSAGES.NOT_FOUND) {
  return new AppError("NOT_FOUND", { message });
}
