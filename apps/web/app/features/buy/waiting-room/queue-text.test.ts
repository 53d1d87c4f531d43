import { describe, expect, it } from "vitest";
import { openingCountdown, openingText, placeText, progressPercent, spokenOpeningCountdown, waitText } from "./queue-text.ts";

describe("the waiting room's words", () => {
  it("says the opening in Vietnam's time, 24-hour clock", () => {
    expect(openingText("2026-11-28T03:00:00Z")).toBe("Mở bán lúc 10:00 ngày 28/11/2026");
    expect(openingText("2026-11-28T13:30:00Z")).toBe("Mở bán lúc 20:30 ngày 28/11/2026");
  });

  it("groups a place's thousands with a dot", () => {
    expect(placeText(1234)).toBe("1.234");
    expect(placeText(7)).toBe("7");
  });

  it("rounds the wait to the minute, hours beyond 60 minutes", () => {
    expect(waitText(20)).toBe("dưới 1 phút");
    expect(waitText(12 * 60 + 10)).toBe("khoảng 12 phút");
    expect(waitText(65 * 60)).toBe("khoảng 1 giờ 5 phút");
    expect(waitText(120 * 60)).toBe("khoảng 2 giờ");
  });

  it("counts down to the opening on the big clock and aloud", () => {
    expect(openingCountdown(5 * 60_000 + 12_000)).toBe("05:12");
    expect(openingCountdown(2 * 3_600_000 + 5 * 60_000 + 12_000)).toBe("02:05:12");
    expect(openingCountdown(3 * 86_400_000 + 61_000)).toBe("3 ngày 00:01:01");
    expect(openingCountdown(-5)).toBe("00:00");
    expect(spokenOpeningCountdown(2 * 3_600_000 + 4 * 60_000 + 30_000)).toBe("còn 2 giờ 5 phút");
    expect(spokenOpeningCountdown(30_000)).toBe("còn dưới 1 phút");
  });

  it("measures progress from the first place given", () => {
    expect(progressPercent(100, 100)).toBe(1);
    expect(progressPercent(100, 50)).toBe(51);
    expect(progressPercent(100, 1)).toBe(100);
    expect(progressPercent(1, 1)).toBe(100);
  });
});
