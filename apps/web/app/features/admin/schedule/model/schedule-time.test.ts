import { describe, expect, it } from "vitest";
import { clockAt, isoAtMinutes, minutesIntoDay, parseClock, snapMinutes } from "./schedule-time.ts";

describe("minutes of the chain's day", () => {
  it("counts from midnight in Vietnam, whatever the machine's zone", () => {
    expect(minutesIntoDay("2026-11-24", "2026-11-24T19:30:00+07:00")).toBe(19 * 60 + 30);
    expect(minutesIntoDay("2026-11-24", "2026-11-24T12:30:00Z")).toBe(19 * 60 + 30);
    expect(minutesIntoDay("2026-11-24", "2026-11-25T01:15:00+07:00")).toBe(25 * 60 + 15);
    expect(minutesIntoDay("2026-11-24", "2026-11-23T23:00:00+07:00")).toBe(-60);
  });

  it("writes an instant the API takes, with +07:00, rolling over midnight and month ends", () => {
    expect(isoAtMinutes("2026-11-24", 19 * 60 + 5)).toBe("2026-11-24T19:05:00+07:00");
    expect(isoAtMinutes("2026-11-30", 24 * 60 + 30)).toBe("2026-12-01T00:30:00+07:00");
    expect(isoAtMinutes("2026-11-24", 0)).toBe("2026-11-24T00:00:00+07:00");
    expect(minutesIntoDay("2026-11-30", isoAtMinutes("2026-11-30", 1234))).toBe(1234);
  });

  it("labels minutes on a 24-hour clock, the next night from 00:00", () => {
    expect(clockAt("2026-11-24", 8 * 60)).toBe("08:00");
    expect(clockAt("2026-11-24", 21 * 60 + 45)).toBe("21:45");
    expect(clockAt("2026-11-24", 25 * 60)).toBe("01:00");
  });
});

describe("snapping and typed times", () => {
  it("snaps to the nearest 5-minute mark", () => {
    expect(snapMinutes(1172)).toBe(1170);
    expect(snapMinutes(1173)).toBe(1175);
    expect(snapMinutes(1170)).toBe(1170);
    expect(snapMinutes(1187.4)).toBe(1185);
  });

  it("reads 24-hour times as people type them", () => {
    expect(parseClock("19:30")).toBe(1170);
    expect(parseClock(" 9:05 ")).toBe(545);
    expect(parseClock("19h30")).toBe(1170);
    expect(parseClock("19.30")).toBe(1170);
    expect(parseClock("1930")).toBe(1170);
    expect(parseClock("930")).toBe(570);
    expect(parseClock("9")).toBe(540);
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("23:59")).toBe(1439);
  });

  it("refuses what is not a time of day", () => {
    for (const text of ["", "24:00", "19:60", "7:5", "7 giờ", "19:30:00", "-1", "12345"]) expect(parseClock(text), text).toBeNull();
  });
});
