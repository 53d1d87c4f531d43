import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../domain-error.ts";
import type { securityHeadersMiddleware } from "./security-headers.ts";
import { sendError } from "./error-handler.ts";
import { chooseLocale } from "@hancine/contract/i18n/locale-choice";
import { renderMessage } from "../messages.ts";
import { msg, type Msg } from "@hancine/contract/i18n/message";

/**
 * One guard for every request's path, query and body (decision 018): text PostgreSQL cannot store
 * (a NUL byte), text that is not Unicode (a lone UTF-16 surrogate) and broken percent-encoding are
 * refused with 400 in the contract's envelope before any route sees them. Without it they reached the
 * database and came back as 500, or as Fastify's own error body without the security headers.
 */
const MESSAGE = msg("error.VALIDATION_FAILED.unreadableInput");

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

const CLIENT_ERROR_MESSAGES: Record<string, Msg> = {
  HPE_HEADER_OVERFLOW: msg("error.VALIDATION_FAILED.headersTooLarge"),
  ERR_HTTP_REQUEST_TIMEOUT: msg("error.VALIDATION_FAILED.requestTooSlow"),
};

/** The Accept-Language line of what the parser did read of the request, if it got that far. */
function acceptLanguageOf(error: NodeJS.ErrnoException): string | undefined {
  const head = (error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 8192).toString("latin1");
  return head ? /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1] : undefined;
}

/**
 * Node's HTTP parser refuses a request it cannot read — a raw byte outside ASCII in its address (an app
 * sending "/orders/Sông" unencoded), a malformed header — before Fastify sees it. Fastify's own answer
 * was English JSON outside the envelope, without the security headers, and cut the connection while
 * the client was still sending (ECONNRESET). This one is the envelope with the headers, in the
 * language of the Accept-Language the parser read before it stopped (Vietnamese when none);
 * the connection is ended after the answer is written (and dropped a second later if the client lingers).
 */
export function clientErrorAnswer(setSecurityHeaders: ReturnType<typeof securityHeadersMiddleware>) {
  const security = securityHeaderLines(setSecurityHeaders);
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const locale = chooseLocale(acceptLanguageOf(error));
    const message = renderMessage(locale, CLIENT_ERROR_MESSAGES[error.code ?? ""] ?? msg("error.VALIDATION_FAILED.malformedRequest"));
    const body = JSON.stringify({ error: { code: "VALIDATION_FAILED", message } });
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 400 Bad Request\r\n${security}content-type: application/json; charset=utf-8\r\ncontent-language: ${locale}\r\nvary: Accept-Language\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    setTimeout(() => socket.destroy(), 1_000).unref();
  };
}
