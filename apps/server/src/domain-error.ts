import { ERROR_MESSAGES, type DetailsOf, type ErrorCode } from "@hancine/contract/errors";

/**
 * Why the product refused or failed, in the contract's words: a stable code, a Vietnamese message
 * and the fields or details that help. Services and repositories throw it; they know nothing of
 * HTTP. The one place that turns it into a status and the envelope is `http/error-handler.ts`
 * (statuses from the contract's `ERROR_STATUS`).
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    readonly options: {
      message?: string | undefined;
      fields?: Record<string, string>;
      /** Only the shape the contract gives this code (`ErrorDetails`). */
      details?: DetailsOf<C>;
      /** Rate limits and unavailability: seconds after which trying again may succeed. */
      retryAfter?: number;
    } = {},
  ) {
    // An answer, not a fault: nobody reads its stack, and capturing one was 2 % of a seat race's CPU
    // (most of a premiere's answers are refusals).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(options.message ?? ERROR_MESSAGES[code]);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const notFound = (message?: string) => new DomainError("NOT_FOUND", { message });

/** RATE_LIMITED with a Vietnamese explanation and when to try again. */
export const rateLimited = (retryAfter: number, message?: string) => new DomainError("RATE_LIMITED", { message, retryAfter });
