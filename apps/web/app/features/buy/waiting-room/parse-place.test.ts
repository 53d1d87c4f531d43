import { describe, expect, it } from "vitest";
import { parsePlace } from "./parse-place.ts";

const good = {
  eventId: "e1",
  state: "waiting",
  eventStatus: "open",
  opensAt: "2026-11-28T03:00:00Z",
  place: 1234,
  estimatedWaitSeconds: 720,
  admissionToken: null,
  admissionExpiresAt: null,
};

describe("a place pushed by the stream", () => {
  it("is taken when it has the contract's shape", () => {
    expect(parsePlace(JSON.stringify(good))).toEqual(good);
  });

  it("is dropped when malformed", () => {
    expect(parsePlace("not json")).toBeNull();
    expect(parsePlace("[]")).toBeNull();
    expect(parsePlace(JSON.stringify({ ...good, state: "flying" }))).toBeNull();
    expect(parsePlace(JSON.stringify({ ...good, place: "12" }))).toBeNull();
    expect(parsePlace(JSON.stringify({ ...good, eventId: undefined }))).toBeNull();
  });
});
