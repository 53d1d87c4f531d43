import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Outside production, the app's clock can be moved (decision 054): a browser journey that waits for
 * "tomorrow 00:00" moves the server's clock there as Playwright's clock moves the page's, and every
 * time-driven rule (what is published, vouchers' validity, caches' age, the jobs) follows it. Moving
 * it back to the real time ends the journey. Never mounted in production.
 */
export type MovableClock = { now: () => Date; moveTo: (at: Date) => void; reset: () => void };

export function movableClock(real: () => Date): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(real().getTime() + offsetMs),
    moveTo: (at) => {
      offsetMs = at.getTime() - real().getTime();
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

const MoveClock = z.object({ at: z.iso.datetime({ offset: true, error: "Thời điểm cần theo ISO 8601 có múi giờ, ví dụ 2026-11-28T00:00:00+07:00." }) });

/** `moved` runs after each move: the app empties its public cache, whose answers were true at another time. */
export const devClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock; moved: () => void }> = async (app, { clock, moved }) => {
  app.put("/dev/clock", { schema: { hide: true, body: MoveClock } }, async (request) => {
    clock.moveTo(new Date(request.body.at));
    moved();
    return { result: { at: clock.now().toISOString() } };
  });
  app.delete("/dev/clock", { schema: { hide: true } }, async () => {
    clock.reset();
    moved();
    return { result: { at: clock.now().toISOString() } };
  });
};
