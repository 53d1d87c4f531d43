import { describe, expect, it } from "vitest";
import { buyGiftCardSchema, giftCardCredentialsSchema } from "@hancine/contract/gift-cards";
import { shopVi } from "@hancine/contract/i18n/vi/shop";
import { GIFT_CARD_FIELD_KEYS, giftCardFieldTexts } from "./gift-card-field-texts.server.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("the gift-card forms' field messages (decision 098)", () => {
  it("are the contract schemas' own Vietnamese, each with its English", () => {
    const given = new Set([
      ...messagesOf(buyGiftCardSchema.safeParse({})),
      ...messagesOf(buyGiftCardSchema.safeParse({ amount: 1.5, design: "x", recipientName: " ", recipientEmail: " ", message: 3, sendAt: "x" })),
      ...messagesOf(
        buyGiftCardSchema.safeParse({
          amount: 50_000,
          design: "sen-vang",
          recipientName: "a".repeat(61),
          recipientEmail: "a@",
          message: "a".repeat(301),
          sendAt: "2026-02-30",
        }),
      ),
      ...messagesOf(buyGiftCardSchema.safeParse({ amount: 100_001, design: "sen-vang", recipientName: "A", recipientEmail: "a@b.vn" })),
      ...messagesOf(giftCardCredentialsSchema.safeParse({})),
      ...messagesOf(giftCardCredentialsSchema.safeParse({ code: "x".repeat(41), pin: "12" })),
      ...messagesOf(giftCardCredentialsSchema.safeParse({ code: "abc", pin: "12" })),
    ]);
    const known = new Set(GIFT_CARD_FIELD_KEYS.map((key) => shopVi[key] as string));
    expect([...given].filter((text) => !known.has(text) && text !== "E-mail quá dài (tối đa 254 ký tự).")).toEqual([]);
    const english = giftCardFieldTexts("en");
    for (const key of GIFT_CARD_FIELD_KEYS) expect(english[shopVi[key]], key).toMatch(/^[A-Z]/);
    expect(giftCardFieldTexts("vi")).toEqual({});
  });
});
