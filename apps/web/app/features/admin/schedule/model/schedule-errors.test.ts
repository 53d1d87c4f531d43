import { describe, expect, it } from "vitest";
import { refusalText } from "./schedule-errors.ts";
import type { Slot } from "./schedule-placement.ts";

const slot = { id: "s1", roomId: "r2", filmName: "Lật Mặt 8", startMin: 1170, endMin: 1305, blockedMin: 1320, cancelled: false } as Slot;
const context = { day: "2026-11-24", slots: [slot], roomName: (id: string) => (id === "r2" ? "Phòng 2" : "?") };

describe("the server's refusals, in words", () => {
  it("names the showtime in the way of an overlap when it is on the day", () => {
    expect(refusalText({ code: "SHOWTIME_OVERLAP", message: "x", status: 409, details: { showtimeId: "s1" } }, context)).toBe(
      "Không lưu được: Phòng 2 đã có suất Lật Mặt 8 (19:30–22:00, kể cả dọn phòng). Hãy chọn giờ hoặc phòng khác.",
    );
    expect(refusalText({ code: "SHOWTIME_OVERLAP", message: "x", status: 409, details: { showtimeId: "other" } }, context)).toMatch(
      /có thể vừa được người khác xếp/,
    );
  });

  it("lists a form's field messages, and keeps the server's message otherwise", () => {
    expect(refusalText({ code: "VALIDATION_FAILED", message: "x", status: 400, fields: { startsAt: "Giờ chiếu phải ở tương lai." } }, context)).toBe(
      "Không lưu được: Giờ chiếu phải ở tương lai.",
    );
    expect(refusalText({ code: "SHOWTIME_CANCELLED", message: "Suất chiếu này đã được huỷ trước đó.", status: 409 }, context)).toBe(
      "Suất chiếu này đã được huỷ trước đó.",
    );
  });
});
