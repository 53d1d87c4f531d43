import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admissionPassFor, admissionPassOfEvent, forgetAdmissionPass, saveAdmissionPass } from "./admission-pass.ts";

/** A tab's sessionStorage, as the browser gives it. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const NOW = Date.parse("2026-11-28T03:05:00Z");
const pass = { eventId: "ev-1", token: "abc.def", expiresAt: "2026-11-28T03:15:00Z", showtimeIds: ["st-1", "st-2"] };

describe("the turn carried from the waiting room to the booking page", () => {
  beforeEach(() => vi.stubGlobal("window", { sessionStorage: tabStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it("is found by any showtime of its event until it runs out", () => {
    saveAdmissionPass(pass);
    expect(admissionPassFor("st-2", NOW)?.token).toBe("abc.def");
    expect(admissionPassOfEvent("ev-1", NOW)?.showtimeIds).toEqual(["st-1", "st-2"]);
    expect(admissionPassFor("st-9", NOW)).toBeNull();
    expect(admissionPassFor("st-1", Date.parse(pass.expiresAt))).toBeNull();
  });

  it("is gone once used, and a damaged entry is ignored", () => {
    saveAdmissionPass(pass);
    forgetAdmissionPass("ev-1");
    expect(admissionPassFor("st-1", NOW)).toBeNull();
    window.sessionStorage.setItem("hancine.admission.ev-2", "{not json");
    expect(admissionPassOfEvent("ev-2", NOW)).toBeNull();
  });
});
