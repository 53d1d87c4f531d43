/**
 * Which demo voucher code goes with which promotion. Promotions carry no voucher field (adding one
 * needs a migration), so the pairing lives here, beside the page that shows it. The descriptions
 * repeat the vouchers' own (apps/server/src/db/seed/demo-vouchers.ts): what the code really does
 * at checkout.
 */
export const PROMOTION_VOUCHERS: Readonly<Record<string, { code: string; description: string }>> = {
  "thu-tu-vui-ve": { code: "THUTU45K", description: "Thứ Tư vui vẻ: mọi vé đồng giá 45.000 ₫" },
  "thanh-vien-moi-giam-10k": { code: "THANHVIENMOI", description: "Thành viên mới giảm 10.000 ₫ cho đơn đầu tiên" },
  "thang-sinh-nhat": { code: "SINHNHAT10", description: "Tháng sinh nhật giảm 10% đơn hàng" },
  "giam-5k-vi-momo": { code: "GIAM5K", description: "Giảm 5.000 ₫ cho mỗi đơn hàng" },
  "tai-nang-song-han-giam-10k": { code: "GIAM10K", description: "Giảm 10.000 ₫ cho đơn từ 100.000 ₫" },
};
