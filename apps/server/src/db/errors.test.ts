import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable, isOverloaded } from "./errors.ts";

/** `error` behind `wrappers` errors of its own, as Drizzle (and our code) wrap a driver's error in `cause`. */
const wrapped = (error: Error, wrappers: number): Error =>
  wrappers === 0 ? error : new Error(`Failed query ${wrappers}`, { cause: wrapped(error, wrappers - 1) });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe("a database error's cause chain", () => {
  it("overloaded: pg-pool's connection wait, up to two wrappers deep, or PostgreSQL's overload codes", () => {
    expect(isOverloaded(wrapped(new Error("timeout exceeded when trying to connect"), 2))).toBe(true);
    expect(isOverloaded(wrapped(new Error("timeout exceeded when trying to connect"), 3))).toBe(false);
    expect(isOverloaded(wrapped(Object.assign(new Error("too many clients"), { code: "53300" }), 1))).toBe(true);
    expect(isOverloaded(wrapped(new Error("relation does not exist"), 1))).toBe(false);
  });

  it("unreachable: a socket's code or pg's words for a lost connection, up to three wrappers deep, or PostgreSQL's connection codes", () => {
    expect(isDatabaseUnreachable(wrapped(socketError("ECONNREFUSED"), 3))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(socketError("ECONNREFUSED"), 4))).toBe(false);
    expect(isDatabaseUnreachable(wrapped(new Error("Connection terminated unexpectedly"), 1))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(Object.assign(new Error("terminating connection"), { code: "57P01" }), 1))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(Object.assign(new Error("connection failure"), { code: "08006" }), 2))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(socketError("ENOENT"), 1))).toBe(false);
    expect(isDatabaseUnreachable("ECONNREFUSED")).toBe(false);
  });
});
