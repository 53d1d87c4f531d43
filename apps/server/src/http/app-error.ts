import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from "@hancine/contract/errors";

/** A domain error with a stable contract code. The error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: { message?: string; fields?: Record<string, string>; details?: Record<string, unknown> } = {},
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
