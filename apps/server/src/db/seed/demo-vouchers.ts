import type { vouchers } from "../schema/vouchers.ts";

type DemoVoucher = Omit<typeof vouchers.$inferInsert, "validFrom" | "validUntil">;

/**
 * The codes the demo promotions advertise (demo-promotions.ts names each promotion's code). A
 * promotion's conditions are written from these rules, so what a page promises is what checkout takes.
 */
export const DEMO_VOUCHERS: DemoVoucher[] = [
  {
    code: "THUTU45K",
    rule: { benefit: { kind: "ticket_price", priceVnd: 45_000, seatTypes: ["standard"] }, conditions: { weekdays: [3], formats: ["2D"] } },
  },
  { code: "COMBO10K", rule: { benefit: { kind: "per_combo", amountVnd: 10_000, maxCombos: 2 }, conditions: {} } },
  { code: "GIAM5K", rule: { benefit: { kind: "order_amount", amountVnd: 5_000 }, conditions: { minOrderVnd: 90_000, paymentMethods: ["momo"] } } },
  { code: "THANHVIENMOI", rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: { firstOrder: true } }, perCustomerLimit: 1 },
  { code: "VNPAY10K", rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: { minOrderVnd: 150_000, paymentMethods: ["vnpay"] } } },
  {
    code: "SINHNHAT10",
    rule: { benefit: { kind: "per_ticket", amountVnd: 10_000, maxTickets: 4 }, conditions: { birthdayMonth: true } },
    perCustomerLimit: 1,
    totalLimit: 5_000,
  },
  {
    code: "DOICUOITUAN",
    rule: { benefit: { kind: "per_ticket", amountVnd: 5_000, seatTypes: ["couple"] }, conditions: { weekdays: [6, 7], startsBefore: "18:00" } },
  },
  { code: "GIADINH5K", rule: { benefit: { kind: "per_ticket", amountVnd: 5_000 }, conditions: { minTickets: 4, ageRatings: ["P", "K"] } } },
  { code: "IMAXSANG", rule: { benefit: { kind: "per_ticket", amountVnd: 10_000 }, conditions: { formats: ["IMAX"], startsBefore: "12:00" } } },
  { code: "GIAM10K", rule: { benefit: { kind: "order_amount", amountVnd: 10_000 }, conditions: { minOrderVnd: 100_000 } } },
];

/** City price premiums of the demo chain (VND added to every ticket). */
export const CITY_PRICE_PREMIUM: Record<string, number> = { "ha-noi": 10_000, "tp-ho-chi-minh": 10_000, "da-nang": 5_000 };
