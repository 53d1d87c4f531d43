import { sql } from "drizzle-orm";
import { chainDay, formatVnd } from "@hancine/contract/format";
import { queryRows, type Database } from "../../db/client.ts";
import type { vouchers } from "../../db/schema/booking.ts";
import type { OrderSeatLine } from "./orders-repository.ts";

export type VoucherRow = typeof vouchers.$inferSelect;

export type VoucherContext = {
  userId: string;
  orderId: string;
  showtimeStartsAt: Date;
  seats: OrderSeatLine[];
  /** Tickets plus concessions, before any discount. */
  subtotal: number;
  now: Date;
};

const WEEKDAY_NAMES = ["", "Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"];

/** ISO weekday (1 = Monday … 7 = Sunday) of the chain day an instant falls on. */
function chainWeekday(at: Date): number {
  const day = new Date(`${chainDay(at)}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export async function findVoucher(db: Database, code: string): Promise<VoucherRow | null> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select * from vouchers where code = ${code.trim().toUpperCase()}`);
  if (!row) return null;
  return {
    code: row.code as string,
    description: row.description as string,
    kind: row.kind as VoucherRow["kind"],
    value: Number(row.value),
    validFrom: new Date(row.valid_from as string),
    validUntil: new Date(row.valid_until as string),
    totalLimit: row.total_limit === null ? null : Number(row.total_limit),
    perCustomerLimit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
    minOrderVnd: Number(row.min_order_vnd),
    weekdays: (row.weekdays as number[] | null) ?? null,
  };
}

/** Why the voucher cannot be used for this order (a Vietnamese sentence), or null when it can. */
export async function voucherProblem(db: Database, voucher: VoucherRow, ctx: VoucherContext): Promise<string | null> {
  if (ctx.now < voucher.validFrom) return `Mã ${voucher.code} chưa đến thời gian áp dụng.`;
  if (ctx.now >= voucher.validUntil) return `Mã ${voucher.code} đã hết hạn.`;
  if (voucher.weekdays && !voucher.weekdays.includes(chainWeekday(ctx.showtimeStartsAt))) {
    const days = voucher.weekdays.map((d) => WEEKDAY_NAMES[d]).join(", ");
    return `Mã ${voucher.code} chỉ áp dụng cho suất chiếu vào ${days}.`;
  }
  if (ctx.subtotal < voucher.minOrderVnd) return `Mã ${voucher.code} áp dụng cho đơn từ ${formatVnd(voucher.minOrderVnd)}.`;
  if (voucher.totalLimit !== null || voucher.perCustomerLimit !== null) {
    const [used] = await queryRows<{ total: number | string; mine: number | string }>(
      db,
      sql`select count(*) as total, count(*) filter (where user_id = ${ctx.userId}) as mine
          from voucher_redemptions where voucher_code = ${voucher.code} and order_id <> ${ctx.orderId}`,
    );
    if (voucher.totalLimit !== null && Number(used?.total ?? 0) >= voucher.totalLimit) return `Mã ${voucher.code} đã hết lượt sử dụng.`;
    if (voucher.perCustomerLimit !== null && Number(used?.mine ?? 0) >= voucher.perCustomerLimit) {
      return `Bạn đã dùng hết số lần được áp dụng mã ${voucher.code}.`;
    }
  }
  if (discountOf(voucher, ctx) <= 0) return `Mã ${voucher.code} không giảm thêm được cho đơn hàng này.`;
  return null;
}

/** The discount in VND, never more than the subtotal. */
export function discountOf(voucher: VoucherRow, ctx: Pick<VoucherContext, "seats" | "subtotal">): number {
  let discount = 0;
  if (voucher.kind === "fixed") discount = voucher.value;
  else if (voucher.kind === "percent") discount = Math.floor((ctx.subtotal * voucher.value) / 100);
  else {
    // Every ticket at one price; a couple seat holds two tickets.
    for (const seat of ctx.seats) {
      const tickets = seat.type === "couple" ? 2 : 1;
      discount += Math.max(0, seat.price - voucher.value * tickets);
    }
  }
  return Math.min(discount, ctx.subtotal);
}
