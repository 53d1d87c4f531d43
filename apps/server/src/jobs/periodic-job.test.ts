import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { periodicJob } from "./periodic-job.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("periodicJob", () => {
  it("runs at start, then every interval after the previous run ended, and never overlaps itself", async () => {
    const gates: ReturnType<typeof deferred>[] = [];
    let running = 0;
    let maxRunning = 0;
    const job = periodicJob({
      name: "test",
      everyMs: 1000,
      log: { error: () => {} },
      run: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        const gate = deferred();
        gates.push(gate);
        await gate.promise;
        running -= 1;
      },
    });
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(gates).toHaveLength(1);
    // A slow run: ten intervals pass, no second run starts, and runNow joins the one in progress.
    await vi.advanceTimersByTimeAsync(10_000);
    const joined = job.runNow();
    expect(gates).toHaveLength(1);
    gates[0]!.resolve();
    await joined;
    await vi.advanceTimersByTimeAsync(999);
    expect(gates).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(gates).toHaveLength(2);
    gates[1]!.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(gates).toHaveLength(3);
    expect(maxRunning).toBe(1);

    const stopped = job.stop();
    gates[2]!.resolve();
    await stopped;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gates).toHaveLength(3);
  });

  it("logs a failing run and keeps the schedule", async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = periodicJob({
      name: "flaky",
      everyMs: 500,
      log: { error: (obj) => errors.push(obj) },
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error("database away");
      },
    });
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ job: "flaky", err: new Error("database away") });
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(2);
    await job.stop();
  });
});
