import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
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

/** The headers the security middleware sets, read once off a stand-in answer: a connection-level refusal has no answer object. */
function securityHeaderLines(setSecurityHeaders: ReturnType<typeof securityHeadersMiddleware>): string {
  const headers = new Map<string, string>();
  const standIn = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  setSecurityHeaders({} as IncomingMessage, standIn as unknown as ServerResponse, () => {});
  return [...headers].map(([name, value]) => `${name}: ${value}\r\n`).join("");
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "Phần đầu của yêu cầu quá lớn.",
  ERR_HTTP_REQUEST_TIMEOUT: "Yêu cầu gửi lên quá chậm nên đã bị ngắt.",
};

/**
 * Node's HTTP parser refuses a request it cannot read — a raw byte outside ASCII in its address (an app
 * sending "/orders/Sông" unencoded), a malformed header — before Fastify sees it. Fastify's own answer
 * was English JSON outside the envelope, without the security headers, and cut the connection while
 * the client was still sending (ECONNRESET). This one is the envelope in Vietnamese with the headers;
 * the connection is ended after the answer is written (and dropped a second later if the client lingers).
 */
export function clientErrorAnswer(setSecurityHeaders: ReturnType<typeof securityHeadersMiddleware>) {
  const security = securityHeaderLines(setSecurityHeaders);
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const message =
      CLIENT_ERROR_MESSAGES[error.code ?? ""] ?? "Yêu cầu không đúng định dạng: địa chỉ hoặc phần đầu có ký tự không hợp lệ (chữ có dấu cần được mã hoá URL).";
    const body = JSON.stringify({ error: { code: "VALIDATION_FAILED", message } });
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 400 Bad Request\r\n${security}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    setTimeout(() => socket.destroy(), 1_000).unref();
  };
}
