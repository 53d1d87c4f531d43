import { describe, expect, it } from "vitest";
import { cancelDeadline, cancelRuleText, cancelWindowClosedText } from "./after-sale.ts";

describe("the cancel window in words", () => {
  it("says the rule in hours and minutes as a person would", () => {
    expect(cancelRuleText(120)).toBe("Chỉ hủy hoặc đổi suất được trước giờ chiếu 2 tiếng.");
    expect(cancelRuleText(90)).toBe("Chỉ hủy hoặc đổi suất được trước giờ chiếu 1 tiếng 30 phút.");
    expect(cancelRuleText(45)).toBe("Chỉ hủy hoặc đổi suất được trước giờ chiếu 45 phút.");
  });

  it("closes 2 hours before a 19:30 showtime, at 17:30 Vietnam time", () => {
    const deadline = cancelDeadline("2026-11-28T12:30:00Z", 120); // 19:30 in Hà Nội/Đà Nẵng
    expect(deadline.toISOString()).toBe("2026-11-28T10:30:00.000Z");
    expect(cancelWindowClosedText(deadline)).toBe("Đơn hàng này chỉ hủy hoặc đổi suất được đến 17:30 ngày 28/11/2026; thời hạn đó đã qua.");
  });
});
