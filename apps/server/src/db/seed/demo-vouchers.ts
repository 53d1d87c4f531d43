import type { vouchers } from "../schema/booking.ts";

type DemoVoucher = Omit<typeof vouchers.$inferInsert, "validFrom" | "validUntil">;

/** Voucher codes matching the demo promotions ("Tin khuyến mãi"). */
export const DEMO_VOUCHERS: DemoVoucher[] = [
  { code: "GIAM5K", description: "Giảm 5.000 ₫ cho mỗi đơn hàng", kind: "fixed", value: 5_000 },
  { code: "GIAM10K", description: "Giảm 10.000 ₫ cho đơn từ 100.000 ₫", kind: "fixed", value: 10_000, minOrderVnd: 100_000 },
  { code: "THANHVIENMOI", description: "Thành viên mới giảm 10.000 ₫ cho đơn đầu tiên", kind: "fixed", value: 10_000, perCustomerLimit: 1 },
  { code: "THUTU45K", description: "Thứ Tư vui vẻ: mọi vé đồng giá 45.000 ₫", kind: "ticket_price", value: 45_000, weekdays: [3] },
  { code: "SINHNHAT10", description: "Tháng sinh nhật giảm 10% đơn hàng", kind: "percent", value: 10, perCustomerLimit: 1, totalLimit: 5_000 },
];

/** City price premiums of the demo chain (VND added to every ticket). */
export const CITY_PRICE_PREMIUM: Record<string, number> = { "ha-noi": 10_000, "tp-ho-chi-minh": 10_000, "da-nang": 5_000 };
