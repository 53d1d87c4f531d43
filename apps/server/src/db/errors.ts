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
/** Deadlock or serialization failure: the transaction can simply be tried again. */
export const isRetryable = (error: unknown) => ["40P01", "40001"].includes(pgErrorOf(error).code ?? "");
