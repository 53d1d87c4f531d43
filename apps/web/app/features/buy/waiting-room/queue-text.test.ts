import { describe, expect, it } from "vitest";
import { translator } from "#web/lib/i18n/messages.tsx";
import { messagesFor } from "#web/lib/i18n/messages.server.ts";
import { openingCountdown, openingText, placeText, progressPercent, spokenOpeningCountdown, waitText } from "./queue-text.ts";

const vi = translator("vi", messagesFor("vi", ["waiting-room"]));
const en = translator("en", messagesFor("en", ["waiting-room"]));

describe("the waiting room's words", () => {
  it("says the opening in Vietnam's time, 24-hour clock", () => {
    expect(openingText(vi, "2026-11-28T03:00:00Z")).toBe("Mở bán lúc 10:00 ngày 28/11/2026");
    expect(openingText(vi, "2026-11-28T13:30:00Z")).toBe("Mở bán lúc 20:30 ngày 28/11/2026");
    expect(openingText(en, "2026-11-28T13:30:00Z")).toBe("Sale opens at 20:30 on 28 Nov 2026");
  });

  it("groups a place's thousands with a dot (a comma in English)", () => {
    expect(placeText(vi, 1234)).toBe("1.234");
    expect(placeText(vi, 7)).toBe("7");
    expect(placeText(en, 1234)).toBe("1,234");
  });

  it("rounds the wait to the minute, hours beyond 60 minutes", () => {
    expect(waitText(vi, 20)).toBe("dưới 1 phút");
    expect(waitText(vi, 12 * 60 + 10)).toBe("khoảng 12 phút");
    expect(waitText(vi, 65 * 60)).toBe("khoảng 1 giờ 5 phút");
    expect(waitText(vi, 120 * 60)).toBe("khoảng 2 giờ");
    expect(waitText(en, 20)).toBe("less than a minute");
    expect(waitText(en, 61)).toBe("about 1 minute");
    expect(waitText(en, 65 * 60)).toBe("about 1 hour 5 minutes");
    expect(waitText(en, 120 * 60)).toBe("about 2 hours");
  });

  it("counts down to the opening on the big clock and aloud", () => {
    expect(openingCountdown(vi, 5 * 60_000 + 12_000)).toBe("05:12");
    expect(openingCountdown(vi, 2 * 3_600_000 + 5 * 60_000 + 12_000)).toBe("02:05:12");
    expect(openingCountdown(vi, 3 * 86_400_000 + 61_000)).toBe("3 ngày 00:01:01");
    expect(openingCountdown(vi, -5)).toBe("00:00");
    expect(spokenOpeningCountdown(vi, 2 * 3_600_000 + 4 * 60_000 + 30_000)).toBe("còn 2 giờ 5 phút");
    expect(spokenOpeningCountdown(vi, 30_000)).toBe("còn dưới 1 phút");
    expect(openingCountdown(en, 86_400_000 + 61_000)).toBe("1 day 00:01:01");
    expect(spokenOpeningCountdown(en, 2 * 3_600_000 + 4 * 60_000 + 30_000)).toBe("2 hours 5 minutes left");
    expect(spokenOpeningCountdown(en, 60_000)).toBe("1 minute left");
    expect(spokenOpeningCountdown(en, 30_000)).toBe("less than a minute left");
  });

  it("measures progress from the first place given", () => {
    expect(progressPercent(100, 100)).toBe(1);
    expect(progressPercent(100, 50)).toBe(51);
    expect(progressPercent(100, 1)).toBe(100);
    expect(progressPercent(1, 1)).toBe(100);
  });
});
