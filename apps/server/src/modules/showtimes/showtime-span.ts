const MINUTE = 60_000;

/** A showtime's span: it ends after the film, and its room is free again after the cleaning time. */
export function showtimeSpan(startsAt: Date, durationMinutes: number, cleaningMinutes: number): { startsAt: Date; endsAt: Date; blockedUntil: Date } {
  const endsAt = new Date(startsAt.getTime() + durationMinutes * MINUTE);
  return { startsAt, endsAt, blockedUntil: new Date(endsAt.getTime() + cleaningMinutes * MINUTE) };
}
