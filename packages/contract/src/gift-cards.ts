import { z } from "zod";
import { isCalendarDay } from "./query-schemas.ts";

/** Gift cards (issue 35, decision 078): what a card's code and PIN look like, and the balance look-up. */

/** A code: 16 characters of Crockford's base32 (80 random bits), shown in groups of four: "HC7K-2QMD-…". */
export const GIFT_CARD_CODE_LENGTH = 16;
/** A PIN: 6 digits, printed on the card beside its code. */
export const GIFT_CARD_PIN_LENGTH = 6;
/** A card is valid this many days from its issue (CGV's cards: a year). */
export const GIFT_CARD_VALID_DAYS = 365;
/** Wrong PINs allowed in an hour per card and per client address before look-ups answer 429 (contract). */
export const GIFT_CARD_WRONG_PINS = { card: 5, address: 20 } as const;

/** "hc7k 2qmd-…" → "HC7K2QMD…": spaces and dashes dropped, upper case, the look-alikes O → 0, I and L → 1 (Crockford). */
export function normaliseGiftCardCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** "HC7K2QMD…" → "HC7K-2QMD-…" */
export const formatGiftCardCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;

const code = z
  .string({ error: "Hãy nhập mã thẻ quà tặng." })
  .max(40, "Mã thẻ quà tặng gồm 16 ký tự.")
  .transform(normaliseGiftCardCode)
  .refine((value) => new RegExp(`^[0-9A-HJKMNP-TV-Z]{${GIFT_CARD_CODE_LENGTH}}$`).test(value), "Mã thẻ quà tặng gồm 16 ký tự chữ và số, in trên thẻ.");
const pin = z
  .string({ error: "Hãy nhập mã PIN của thẻ." })
  .trim()
  .regex(new RegExp(`^\\d{${GIFT_CARD_PIN_LENGTH}}$`), "Mã PIN của thẻ gồm 6 chữ số.");

export const giftCardCredentialsSchema = z.object({ code, pin });
export type GiftCardCredentials = z.infer<typeof giftCardCredentialsSchema>;

export const giftCardBalanceSchema = z
  .object({
    balance: z.number().int().describe("VND left on the card"),
    expiresAt: z.string().describe("ISO 8601 with offset"),
    currency: z.literal("VND"),
  })
  .meta({ id: "GiftCardBalance" });
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** The back office: a card found by its code (`POST`, so the code is never in a URL or an access log). */
export const giftCardLookupSchema = z.object({ code });

export const giftCardBlockSchema = z.object({
  reason: z.string({ error: "Cần lý do khoá thẻ." }).trim().min(3, "Lý do khoá thẻ ít nhất 3 ký tự.").max(300, "Lý do khoá thẻ tối đa 300 ký tự."),
});

export const GIFT_CARD_MOVEMENT_KINDS = ["issue", "spend", "refund", "bonus", "expire"] as const;
export const GIFT_CARD_MOVEMENT_LABELS: Record<(typeof GIFT_CARD_MOVEMENT_KINDS)[number], string> = {
  issue: "Phát hành",
  spend: "Thanh toán",
  refund: "Hoàn vào thẻ",
  bonus: "Thưởng",
  expire: "Hết hạn",
};

export const adminGiftCardSchema = z
  .object({
    id: z.string(),
    code: z.string().describe("Masked: only the last four characters, e.g. ••••-••••-••••-RD01"),
    design: z.string(),
    initial: z.number().int(),
    balance: z.number().int(),
    status: z.enum(["active", "blocked", "expired"]),
    createdAt: z.string(),
    expiresAt: z.string(),
    blockedAt: z.string().nullable(),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    movements: z.array(
      z.object({
        at: z.string(),
        kind: z.enum(GIFT_CARD_MOVEMENT_KINDS),
        amount: z.number().int().describe("VND; spends negative"),
        orderCode: z.string().nullable(),
      }),
    ),
    currency: z.literal("VND"),
  })
  .meta({ id: "AdminGiftCard" });
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

/** Buying a card (issue 35, decision 079). */
export const GIFT_CARD_DESIGN_IDS = ["song-han", "sen-vang", "bap-rang", "sinh-nhat"] as const;
export type GiftCardDesignId = (typeof GIFT_CARD_DESIGN_IDS)[number];
/** What one card may carry, VND (the contract: 100.000–5.000.000 ₫), in steps of 10.000 ₫. */
export const GIFT_CARD_AMOUNT = { min: 100_000, max: 5_000_000, step: 10_000 } as const;
/** The amounts offered as one-click choices on the page. */
export const GIFT_CARD_AMOUNT_CHOICES = [200_000, 300_000, 500_000, 1_000_000] as const;
/** A delayed card is sent at this hour (chain time) of the chosen day. */
export const GIFT_CARD_SEND_HOUR = 8;
/** How far ahead a card may be scheduled. */
export const GIFT_CARD_SEND_WITHIN_DAYS = 365;

const money = (n: number) => `${n.toLocaleString("de-DE")} ₫`;

export const buyGiftCardSchema = z.object({
  amount: z.coerce
    .number({ error: "Hãy chọn hoặc nhập giá trị thẻ." })
    .int("Giá trị thẻ là số tiền tròn (đồng).")
    .min(GIFT_CARD_AMOUNT.min, `Giá trị thẻ từ ${money(GIFT_CARD_AMOUNT.min)} đến ${money(GIFT_CARD_AMOUNT.max)}.`)
    .max(GIFT_CARD_AMOUNT.max, `Giá trị thẻ từ ${money(GIFT_CARD_AMOUNT.min)} đến ${money(GIFT_CARD_AMOUNT.max)}.`)
    .refine((n) => n % GIFT_CARD_AMOUNT.step === 0, `Giá trị thẻ là bội số của ${money(GIFT_CARD_AMOUNT.step)}.`),
  design: z.enum(GIFT_CARD_DESIGN_IDS, { error: "Hãy chọn một mẫu thẻ." }),
  recipientName: z.string({ error: "Hãy nhập tên người nhận." }).trim().min(1, "Hãy nhập tên người nhận.").max(60, "Tên người nhận tối đa 60 ký tự."),
  recipientEmail: z
    .string({ error: "Hãy nhập e-mail người nhận." })
    .trim()
    .toLowerCase()
    .min(1, "Hãy nhập e-mail người nhận.")
    .max(254, "E-mail quá dài (tối đa 254 ký tự).")
    .pipe(z.email({ message: "E-mail người nhận không hợp lệ. Ví dụ đúng: ten@gmail.com." })),
  message: z
    .string({ error: "Lời nhắn phải là chữ." })
    .trim()
    .max(300, "Lời nhắn tối đa 300 ký tự.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  sendAt: z
    .string({ error: "Ngày gửi phải có dạng YYYY-MM-DD." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Ngày gửi phải có dạng YYYY-MM-DD.")
    .refine(isCalendarDay, "Ngày gửi không tồn tại.")
    .optional()
    .or(z.literal("").transform(() => undefined))
    .describe(
      `A chain day (YYYY-MM-DD, today up to ${GIFT_CARD_SEND_WITHIN_DAYS} days ahead): the card is e-mailed at ${GIFT_CARD_SEND_HOUR}:00 that day; absent or today: as soon as it is paid`,
    ),
});
export type BuyGiftCard = z.input<typeof buyGiftCardSchema>;

/** A card as its buyer sees it: the code masked, never the PIN. */
export const myGiftCardSchema = z
  .object({
    id: z.string(),
    code: z.string().describe("Masked: only the last four characters, e.g. ••••-••••-••••-RD01"),
    design: z.enum(GIFT_CARD_DESIGN_IDS),
    initial: z.number().int(),
    balance: z.number().int(),
    status: z.enum(["active", "blocked", "expired"]),
    expiresAt: z.string(),
    recipientName: z.string().nullable(),
    recipientEmail: z.string().nullable(),
    sendAt: z.string().nullable().describe("When the recipient is e-mailed (null: at payment)"),
    sentAt: z.string().nullable(),
    orderCode: z.string().nullable(),
    currency: z.literal("VND"),
  })
  .meta({ id: "MyGiftCard" });
export type MyGiftCard = z.infer<typeof myGiftCardSchema>;

/** A gift-card order (`POST /gift-cards`, `GET /gift-cards/orders/:code`): held, paid through `POST /orders/:id/checkout`. */
export const giftCardOrderSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.literal("gift_card"),
    status: z.enum(["held", "pending_payment", "paid", "expired", "cancelled", "refunded", "exchanged"]),
    amount: z.number().int(),
    total: z.number().int(),
    currency: z.literal("VND"),
    design: z.enum(GIFT_CARD_DESIGN_IDS),
    recipientName: z.string(),
    recipientEmail: z.string(),
    message: z.string().nullable(),
    sendAt: z.string().nullable(),
    expiresAt: z.string().describe("Until when the order may be paid"),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    card: myGiftCardSchema.nullable().describe("Once paid: the card issued"),
  })
  .meta({ id: "GiftCardOrder" });
export type GiftCardOrder = z.infer<typeof giftCardOrderSchema>;

/** The page of a gift-card order (the gateways send its buyer back here). */
export const giftCardOrderPagePath = (code: string) => `/the-qua-tang/don/${encodeURIComponent(code)}`;
/** A card named by its last four characters only: "••••-••••-••••-RD01". */
export const maskedGiftCardCode = (last4: string) => `••••-••••-••••-${last4}`;
