import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../domain-error.ts";
import type { securityHeadersMiddleware } from "./security-headers.ts";
import { sendError } from "./error-handler.ts";

/**
 * One guard for every request's path, query and body (decision 018): text PostgreSQL cannot store
 * (a NUL byte), text that is not Unicode (a lone UTF-16 surrogate) and broken percent-encoding are
 * refused with 400 in the contract's envelope before any route sees them. Without it they reached the
 * database and came back as 500, or as Fastify's own error body without the security headers.
 */
const MESSAGE = "Địa chỉ hoặc dữ liệu gửi lên có ký tự không hợp lệ (ký tự rỗng hoặc mã hoá hỏng). Bạn hãy kiểm tra lại nhé.";

export const unreadableInput = () => new DomainError("VALIDATION_FAILED", { message: MESSAGE });

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text every reader can take: no NUL, no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !text.includes("\0") && !LONE_SURROGATE.test(text);
}

/** Deeper than any body the API takes: a bomb of nested arrays is refused rather than walked. */
const MAX_DEPTH = 32;

/** Whether a parsed body holds a string (a value or a key) that is not clean text. */
export function holdsUncleanText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isCleanText(value);
  if (value === null || typeof value !== "object") return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => holdsUncleanText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => !isCleanText(key) || holdsUncleanText(item, depth + 1));
}

/** The request target, percent-decoded; undefined when its encoding is broken (or not UTF-8). */
function decodedTarget(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined;
  }
}

export function installInputGuard(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    const target = decodedTarget(request.url);
    done(target === undefined || !isCleanText(target) ? unreadableInput() : undefined);
  });
  app.addHook("preValidation", (request, _reply, done) => {
    done(holdsUncleanText(request.body) ? unreadableInput() : undefined);
  });
}

/**
 * Fastify's router refuses a path it cannot decode before any hook runs (so no onSend either); this
 * answers it like every other refusal: the envelope, a Vietnamese message and the security headers.
 */
export function frameworkErrorsAnswer(setSecurityHeaders: ReturnType<typeof securityHeadersMiddleware>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = error.code === "FST_ERR_BAD_URL" ? unreadableInput() : new DomainError("VALIDATION_FAILED");
    setSecurityHeaders(request.raw, reply.raw, () => {});
    void sendError(reply, refusal);
  };
}
