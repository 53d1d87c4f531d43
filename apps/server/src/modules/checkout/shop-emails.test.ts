import { describe, expect, it } from "vitest";
import { msg } from "@hancine/contract/i18n/message";
import { renderMessage } from "#server/messages.ts";
import { REFUND_REASON_TEXT, type RefundReason } from "./order-emails.ts";

describe("the shop's e-mails, equal to the texts they replaced (decision 098)", () => {
  it("a snack or gift-card refund's reason is the short reason kept with the refund, and has its own English", () => {
    const english = new Set<string>();
    for (const reason of Object.keys(REFUND_REASON_TEXT) as RefundReason[]) {
      expect(renderMessage("vi", msg("email.shopRefund.reason", { reason }))).toBe(`${REFUND_REASON_TEXT[reason]}.`);
      english.add(renderMessage("en", msg("email.shopRefund.reason", { reason })));
    }
    expect(english.size).toBe(Object.keys(REFUND_REASON_TEXT).length);
  });
});
