import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from "@hancine/contract/errors";

/** A domain error with a stable contract code. The error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      message?: string | undefined;
      fields?: Record<string, string>;
      details?: Record<string, unknown>;
      /** 429 and 503: seconds the client should wait, sent as Retry-After. */
      retryAfter?: number;
    } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.status = ERROR_STATUS[code];
  }

  toEnvelope() {
    const { fields, details } = this.options;
    return { error: { code: this.code, message: this.message, ...(fields && { fields }), ...(details && { details }) } };
  }
}

export const notFound = (message?: string) => new AppError("NOT_FOUND", { message });

/** 429 RATE_LIMITED with a Vietnamese explanation and Retry-After. */
export const rateLimited = (retryAfter: number, message?: string) => new AppError("RATE_LIMITED", { message, retryAfter });
