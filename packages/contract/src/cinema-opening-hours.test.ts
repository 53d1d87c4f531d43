import { describe, expect, it } from "vitest";
import { openingHoursOf, openingHoursOrDefault, openingMinutes, textOfMinute } from "./cinema-opening-hours.ts";

describe("a cinema's opening hours", () => {
  it("reads a closing time after the opening as the same day, 24:00 and 00:00 as midnight", () => {
    expect(openingMinutes("09:00", "23:30")).toEqual({ opensMinute: 540, closesMinute: 1410 });
    expect(openingMinutes("09:00", "24:00")).toEqual({ opensMinute: 540, closesMinute: 1440 });
    expect(openingMinutes("09:00", "00:00")).toEqual({ opensMinute: 540, closesMinute: 1440 });
    expect(openingMinutes("00:00", "24:00")).toEqual({ opensMinute: 0, closesMinute: 1440 });
  });

  it("reads an earlier closing time up to 06:00 as the next morning", () => {
    expect(openingMinutes("09:00", "01:00")).toEqual({ opensMinute: 540, closesMinute: 1500 });
    expect(openingMinutes("09:00", "06:00")).toEqual({ opensMinute: 540, closesMinute: 1800 });
    expect(openingMinutes("05:00", "04:59")).toEqual({ opensMinute: 300, closesMinute: 1739 });
  });

  it("refuses what is not a time, the same time twice, and closing after 06:00 the next morning", () => {
    for (const opens of ["9:00", "24:00", "09:60", "", "9h", "09:00:00"]) expect(openingMinutes(opens, "23:00")).toEqual({ problem: "opens" });
    for (const closes of ["25:00", "24:01", "23:5", ""]) expect(openingMinutes("09:00", closes)).toEqual({ problem: "closes" });
    expect(openingMinutes("09:00", "09:00")).toEqual({ problem: "order" });
    expect(openingMinutes("09:00", "06:01")).toEqual({ problem: "order" });
    expect(openingMinutes("10:00", "09:00")).toEqual({ problem: "order" });
  });

  it("writes stored minutes back as the hours people read", () => {
    expect(textOfMinute(1440)).toBe("24:00");
    expect(textOfMinute(1500)).toBe("01:00");
    expect(openingHoursOf(570, 1500)).toEqual({ opens: "09:30", closes: "01:00", minutesPerDay: 930, closesNextDay: true });
    expect(openingHoursOrDefault(null, null)).toEqual({ opens: "09:00", closes: "24:00", minutesPerDay: 900, closesNextDay: false, declared: false });
  });
});
