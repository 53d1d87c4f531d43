/** The PostgreSQL error behind a Drizzle error (both drivers put it in `cause`). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, ...(typeof candidate.constraint === "string" && { constraint: candidate.constraint }) };
    }
    current = candidate.cause;
  }
  return {};
}

export const isExclusionViolation = (error: unknown, constraint: string) => {
  const pg = pgErrorOf(error);
  return pg.code === "23P01" && (pg.constraint === undefined || pg.constraint === constraint);
};
export const isUniqueViolation = (error: unknown, constraint: string) => {
  const pg = pgErrorOf(error);
  return pg.code === "23505" && (pg.constraint === undefined || pg.constraint === constraint);
};
export const isCheckViolation = (error: unknown, constraint: string) => {
  const pg = pgErrorOf(error);
  return pg.code === "23514" && pg.constraint === constraint;
};
/** Deadlock or serialization failure: the transaction can simply be tried again. */
export const isRetryable = (error: unknown) => ["40P01", "40001"].includes(pgErrorOf(error).code ?? "");

/** `error` and the errors behind it (each one's `cause`), at most `depth` of them: a driver's error wrapped by Drizzle's, or by ours. */
function causes(error: unknown, depth: number): Error[] {
  const chain: Error[] = [];
  for (let current = error; chain.length < depth && current instanceof Error; current = current.cause) chain.push(current);
  return chain;
}

/** pg-pool's words when no connection came in time: every one of the pool's connections is busy, or the server does not answer. */
const CONNECTION_WAIT_MESSAGES = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];
/** PostgreSQL's: too many connections, a configured limit, the server starting or stopping, a statement cancelled by its timeout. */
const OVERLOAD_CODES = ["53300", "53400", "57P03", "57014"];

/**
 * The database could not take the request in time: the site is overloaded (a premiere's rush), not
 * broken — the request may be tried again in a moment (503 with Retry-After, not 500).
 */
export function isOverloaded(error: unknown): boolean {
  if (OVERLOAD_CODES.includes(pgErrorOf(error).code ?? "")) return true;
  return causes(error, 3).some((e) => CONNECTION_WAIT_MESSAGES.includes(e.message));
}

/** PostgreSQL's: the server shutting down (57P01 by an administrator, 57P02 crashed), any connection exception (class 08). */
const CONNECTION_LOST_CODES = ["57P01", "57P02"];
/** Node's and pg's words for a connection that could not be made or was cut. */
const SOCKET_CODES = ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"];
const CONNECTION_LOST_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

/**
 * The database cannot be reached for the moment: restarting, down, or its connection cut. Like an
 * overload, a moment's wait may be all it takes (503 with Retry-After, not 500); nothing was changed,
 * since a transaction cut short is rolled back by the server.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const code = pgErrorOf(error).code ?? "";
  if (CONNECTION_LOST_CODES.includes(code) || code.startsWith("08")) return true;
  return causes(error, 4).some((e) => {
    const errno = (e as NodeJS.ErrnoException).code;
    return SOCKET_CODES.includes(errno ?? "") || CONNECTION_LOST_MESSAGES.includes(e.message);
  });
}
