import { describe, expect, it } from "vitest";
import { CHAIN_TIME_ZONE, chainDay, formatCount, formatDate, formatDayShort, formatTime, formatVnd } from "./format.ts";

// What the helpers gave when every call went through Intl with the chain's time zone.
const intlTime = new Intl.DateTimeFormat("vi-VN", { timeZone: CHAIN_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const intlDay = new Intl.DateTimeFormat("en-CA", { timeZone: CHAIN_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const intlWeekday = new Intl.DateTimeFormat("en-US", { timeZone: CHAIN_TIME_ZONE, weekday: "short" });
const WEEKDAYS: Record<string, string> = { Sun: "CN", Mon: "T2", Tue: "T3", Wed: "T4", Thu: "T5", Fri: "T6", Sat: "T7" };

describe("chain-zone formatting (fixed UTC+7 from 1976, Intl before)", () => {
  // Every 97 minutes over six years, so every hour of the day and every minute's last digit comes round,
  // and the instants just before and after the chain's midnight (17:00 UTC).
  const instants: Date[] = [];
  for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 97 * 60_000) instants.push(new Date(ms));
  instants.push(new Date("2026-11-22T16:59:59.999Z"), new Date("2026-11-22T17:00:00.000Z"), new Date("2026-12-31T17:00:00Z"));

  it("agrees with Intl on the chain's day, weekday and time", () => {
    for (const date of instants) {
      const [year, month, day] = intlDay.format(date).split("-");
      expect(chainDay(date)).toBe(`${year}-${month}-${day}`);
      expect(formatDate(date)).toBe(`${day}/${month}/${year}`);
      expect(formatDayShort(date)).toBe(`${WEEKDAYS[intlWeekday.format(date)]}, ${day}/${month}`);
      expect(formatTime(date)).toBe(intlTime.format(date));
    }
  });

  it("takes ISO strings as the API sends them", () => {
    expect(chainDay("2026-11-22T17:30:00.000Z")).toBe("2026-11-23");
    expect(formatTime("2026-11-22T12:30:00.000Z")).toBe("19:30");
    expect(formatDayShort("2026-11-21T17:00:00Z")).toBe("CN, 22/11");
  });

  it("leaves instants before 1976 (Saigon was UTC+8 until June 1975) to Intl", () => {
    const before = new Date("1970-06-01T16:30:00Z"); // 00:30 the next day at UTC+8, 23:30 at UTC+7
    expect(formatTime(before)).toBe(intlTime.format(before));
    expect(chainDay(before)).toBe(intlDay.format(before));
  });

  it("throws on an invalid date, as Intl did", () => {
    expect(() => formatTime("not a date")).toThrow(RangeError);
    expect(() => chainDay("not a date")).toThrow(RangeError);
  });
});

describe("formatCount", () => {
  const intl = new Intl.NumberFormat("vi-VN");
  it("writes whole numbers as Intl's vi-VN does", () => {
    for (const n of [0, -0, 7, 42, 999, 1000, 1234, -1234, 65_536, 1_234_567, -98_765_432, Number.MAX_SAFE_INTEGER, 12.5, -0.25, 1e21]) {
      expect(formatCount(n)).toBe(intl.format(n));
    }
  });
});

describe("formatVnd", () => {
  const intl = new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND" });
  it("writes amounts as Intl's vi-VN currency format does (non-breaking space before ₫)", () => {
    for (const n of [0, -0, 5, 45_000, 90_000, -90_000, 1_234_567, 12.5, 0.4]) expect(formatVnd(n)).toBe(intl.format(n));
    expect(formatVnd(90_000)).toBe("90.000\u00a0₫");
  });
});
