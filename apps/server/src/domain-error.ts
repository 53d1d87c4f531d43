import type { DetailsOf, ErrorCode } from "@hancine/contract/errors";
import { type ErrorText, type Msg, msg } from "@hancine/contract/i18n/message";
import { renderText } from "./messages.ts";

/**
 * Why the product refused or failed, in the contract's words: a stable code, a message and the
 * fields or details that help. The message and the fields' texts are catalogue entries (`msg(key,
 * params)`, decision 090), written in the request's language only when the answer leaves; the
 * code's own message when none is given. `error.message` is the Vietnamese (logs, tests).
 * Services and repositories throw it; they know nothing of HTTP. The one place that turns it into a
 * status and the envelope is `http/error-handler.ts` (statuses from the contract's `ERROR_STATUS`).
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  /** What `message` says, in no language yet. */
  readonly text: ErrorText;

  constructor(
    readonly code: C,
    readonly options: {
      /** A catalogue entry; `viOnly(text)` for a shared rule's text not in the catalogues yet. */
      message?: ErrorText | undefined;
      fields?: Record<string, ErrorText>;
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
    super();
    Error.stackTraceLimit = stackTraceLimit;
    this.text = options.message ?? msg(`error.${code}`);
  }

  /** The code's own message: what an English answer says in place of a Vietnamese-only text. */
  get standIn(): Msg {
    return msg(`error.${this.code}`);
  }

  /** The Vietnamese message, written when first read (most refusals are only ever sent). */
  override get message(): string {
    return renderText("vi", this.text, this.standIn);
  }
}

export const notFound = (message?: ErrorText) => new DomainError("NOT_FOUND", { message });

/** RATE_LIMITED with an explanation and when to try again. */
export const rateLimited = (retryAfter: number, message?: ErrorText) => new DomainError("RATE_LIMITED", { message, retryAfter });
