import { jobFailures, jobLastSuccess } from "#server/observability/metrics.ts";

/**
 * A tiny in-process periodic runner for background work (e-mail outbox, hold expiry, payment
 * reconciliation, clean-ups). Durability and multi-instance safety belong to the work function
 * itself (rows claimed in the database); this only decides *when* it runs.
 *
 * ```ts
 * const job = periodicJob({ name: "outbox-mail", everyMs: 2_000, run: () => sender.runOnce(), log: app.log });
 * job.start();            // first run right away, then every `everyMs` after the previous run ends
 * await job.runNow();     // tests: one run, awaited (joins a run already in progress)
 * await job.stop();       // no new runs; waits for the current one
 * ```
 *
 * - Never overlaps itself: the next run is scheduled only after the previous one settled.
 * - A failing run is logged (`log.error`) and the schedule goes on.
 * - Timers are `unref`'d: a forgotten job never keeps the process alive.
 */
export type PeriodicJob = {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
  runNow(): Promise<void>;
};

export type JobLogger = { error(obj: unknown, msg?: string): void };

export type PeriodicJobOptions = {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: JobLogger;
};

export function periodicJob({ name, everyMs, run, log }: PeriodicJobOptions): PeriodicJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let started = false;

  const runGuarded = (): Promise<void> => {
    running ??= (async () => {
      try {
        await run();
        jobLastSuccess.set({ job: name }, Date.now() / 1000);
      } catch (err) {
        jobFailures.inc({ job: name });
        log.error({ err, job: name }, `job ${name} failed`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const tick = async () => {
    timer = undefined;
    await runGuarded();
    if (started) schedule();
  };

  const schedule = () => {
    timer = setTimeout(() => void tick(), everyMs);
    timer.unref();
  };

  return {
    name,
    start() {
      if (started) return;
      started = true;
      timer = setTimeout(() => void tick(), 0);
      timer.unref();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    runNow: runGuarded,
  };
}
