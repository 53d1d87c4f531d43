import { describe, expect, it } from "vitest";
import { cancelRuleText, cancelWindowClosedText } from "@hancine/contract/after-sale";
import { TICKET_TYPE_LABELS, TICKET_TYPES } from "@hancine/contract/booking-constants";
import { formatCount, formatDate, formatTime } from "@hancine/contract/format";
import { msg, viOnly } from "@hancine/contract/i18n/message";
import { PICKUP_STATUS_LABELS, PICKUP_STATUSES } from "@hancine/contract/snack-orders";
import { PASSWORD_CONTAINS_EMAIL_MESSAGE } from "@hancine/contract/auth";
import { cancelWindowClosedMsg } from "./modules/checkout/after-sale-rules.ts";
import { afterSaleRuleMsg } from "./modules/checkout/after-sale-view.ts";
import { renderMessage, renderText } from "./messages.ts";

/** 19:05 on 22 November 2026 in Vietnam (12:05 UTC). */
const EVENING = new Date("2026-11-22T12:05:00Z");

describe("messages written in Vietnamese, exactly as the API always sent them", () => {
  it("write numbers, times and days as the contract's formatters do", () => {
    expect(renderMessage("vi", msg("error.POINTS_INSUFFICIENT.balance", { balance: 1234567, more: 2000 }))).toBe(
      `Bạn chỉ còn ${formatCount(1234567)} điểm dùng được, không đủ ${formatCount(2000)} điểm.`,
    );
    expect(renderMessage("vi", msg("error.VALIDATION_FAILED.saleEventClosed", { time: { time: EVENING }, day: { day: EVENING } }))).toBe(
      `Đợt mở bán này đã kết thúc lúc ${formatTime(EVENING)} ngày ${formatDate(EVENING)} nên không thay đổi được nữa.`,
    );
    expect(formatTime(EVENING)).toBe("19:05");
  });

  it("name ticket types and pickup steps with the contract's labels", () => {
    for (const type of TICKET_TYPES) {
      expect(renderMessage("vi", msg("error.VALIDATION_FAILED.ticketTypeNotSold", { ticketType: type, label: "F7" }))).toBe(
        `Rạp không bán vé ${TICKET_TYPE_LABELS[type]} cho ghế F7 ở suất này.`,
      );
    }
    for (const status of PICKUP_STATUSES) {
      expect(renderMessage("vi", msg("error.PICKUP_STATUS_INVALID.backwards", { code: "B12", status }))).toBe(
        `Đơn B12 đang ở bước “${PICKUP_STATUS_LABELS[status]}”: chỉ chuyển tiếp được, không quay lại.`,
      );
      expect(renderMessage("vi", msg("error.CANCEL_WINDOW_CLOSED.snacksStarted", { code: "HC1", status }))).toContain(
        `(${PICKUP_STATUS_LABELS[status].toLowerCase()})`,
      );
    }
  });

  it("say when the cancel window closed as the contract's two sentences did", () => {
    for (const minutes of [0, 45, 60, 90, 120]) {
      expect(renderMessage("vi", cancelWindowClosedMsg(EVENING, minutes)), String(minutes)).toBe(
        `${cancelWindowClosedText(EVENING)} ${cancelRuleText(minutes)}`,
      );
    }
  });

  it("write a paid order's after-sale rule and its closed window as the contract's sentences did (decision 097)", () => {
    for (const minutes of [0, 45, 60, 90, 120]) {
      expect(renderMessage("vi", afterSaleRuleMsg(minutes)), String(minutes)).toBe(cancelRuleText(minutes));
    }
    expect(renderMessage("vi", msg("aftersale.windowClosed", { time: { time: EVENING }, day: { day: EVENING } }))).toBe(cancelWindowClosedText(EVENING));
    expect(renderMessage("en", afterSaleRuleMsg(120))).toBe("Orders can only be cancelled or moved to another showtime up to 2 hours before it starts.");
    expect(renderMessage("en", afterSaleRuleMsg(90))).toBe(
      "Orders can only be cancelled or moved to another showtime up to 1 hour 30 minutes before it starts.",
    );
    expect(renderMessage("en", msg("aftersale.windowClosed", { time: { time: EVENING }, day: { day: EVENING } }))).toBe(
      "This order could be cancelled or moved to another showtime until 19:05 on 22 Nov 2026; that time has passed.",
    );
  });

  it("keep the contract's password rule word for word", () => {
    expect(renderMessage("vi", msg("error.VALIDATION_FAILED.passwordContainsEmail"))).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
  });

  it("join several problems with a space", () => {
    const several = msg("error.VALIDATION_FAILED.several", {
      problems: [msg("error.VALIDATION_FAILED.seatNotInOrder"), msg("error.VALIDATION_FAILED.ticketTypeNotSold", { ticketType: "student", label: "A1" })],
    });
    expect(renderMessage("vi", several)).toBe("Có ghế không thuộc đơn hàng này. Bạn hãy tải lại trang. Rạp không bán vé HSSV cho ghế A1 ở suất này.");
  });
});

describe("messages written in English", () => {
  it("use plurals, English days and Vietnam's clock", () => {
    expect(renderMessage("en", msg("error.HOLD_LIMIT_REACHED.openOrders", { maxOpenOrders: 1 }))).toMatch(/^You are holding seats in 1 unpaid order\. /);
    expect(renderMessage("en", msg("error.HOLD_LIMIT_REACHED.openOrders", { maxOpenOrders: 3 }))).toMatch(/^You are holding seats in 3 unpaid orders\. /);
    expect(renderMessage("en", msg("error.POINTS_INSUFFICIENT.balance", { balance: 1234567, more: 2000 }))).toBe(
      "You only have 1,234,567 points you can use, not enough for 2,000 points.",
    );
    expect(renderMessage("en", msg("error.VALIDATION_FAILED.saleEventClosed", { time: { time: EVENING }, day: { day: EVENING } }))).toBe(
      "This sale ended at 19:05 on 22 Nov 2026, so it can no longer be changed.",
    );
    expect(renderMessage("en", cancelWindowClosedMsg(EVENING, 90))).toBe(
      "This order could be cancelled or moved to another showtime until 19:05 on 22 Nov 2026; that time has passed. Orders can only be cancelled or moved up to 1 hour 30 minutes before the showtime.",
    );
    expect(renderMessage("en", msg("error.VALIDATION_FAILED.ticketTypeNotSold", { ticketType: "senior", label: "F7" }))).toBe(
      "The cinema does not sell senior (60 and over) tickets for seat F7 at this showtime.",
    );
  });

  it("never carry a Vietnamese-only text: the stand-in says it instead", () => {
    const text = viOnly("Ô giá 2D, ngày thường xuất hiện hai lần.");
    expect(renderText("vi", text, msg("error.VALIDATION_FAILED.field"))).toBe("Ô giá 2D, ngày thường xuất hiện hai lần.");
    expect(renderText("en", text, msg("error.VALIDATION_FAILED.field"))).toBe("Please check this field.");
  });
});
