import { z } from "zod";

const isoDateTime = z.string().describe("ISO 8601 with offset");

/** One voucher of "Voucher của tôi": a personal voucher (the birthday voucher) with its rule in words. */
export const myVoucherSchema = z
  .object({
    code: z.string(),
    title: z.string().describe("e.g. 'Quà sinh nhật 2026'"),
    benefit: z.string().describe("What it takes off, written from its rule"),
    conditions: z.array(z.string()).describe("Its conditions and validity as sentences"),
    validFrom: isoDateTime,
    validUntil: isoDateTime,
    status: z.enum(["usable", "used", "expired", "upcoming"]),
  })
  .meta({ id: "MyVoucher" });
export type MyVoucher = z.infer<typeof myVoucherSchema>;

export const BIRTHDAY_VOUCHER_AMOUNT_VND = 50_000;
