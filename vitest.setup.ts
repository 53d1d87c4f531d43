import { afterEach, vi } from "vitest";

// A test fails when the code under test writes console.error (conventions.md).
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  vi.useRealTimers();
  if (errors.length) {
    const first = errors.map((a) => a.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});
