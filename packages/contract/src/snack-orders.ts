import { z } from "zod";
import { chainTime } from "./chain-clock.ts";
import { chainDay } from "./format.ts";

/**
 * Snacks ordered on their own (issue 35, decision 083): for a cinema, picked up at the counter at a
 * chosen time today.
 */

/** A pickup's way through the counter (contract): paid → preparing → ready → collected. */
export const PICKUP_STATUSES = ["paid", "preparing", "ready", "collected"] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];
export const PICKUP_STATUS_LABELS: Record<PickupStatus, string> = {
  paid: "Đã thanh toán",
  preparing: "Đang chuẩn bị",
  ready: "Sẵn sàng nhận",
  collected: "Đã nhận",
};

/** A pickup is at least this many minutes ahead of the order (contract). */
export const PICKUP_LEAD_MINUTES = 15;
/** Pickup times are offered every this many minutes. */
export const PICKUP_SLOT_MINUTES = 15;
/**
 * The snack counters' hours (chain time, "HH:MM"; `closes` may be "24:00"): pickups only between them.
 * These by default; `SNACK_COUNTER_HOURS` sets the chain's own (every cinema keeps the chain's hours).
 */
export type CounterHours = { opens: string; closes: string };
export const COUNTER_HOURS: CounterHours = { opens: "09:00", closes: "23:00" };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** The instant of a counter hour on a chain day. */
export const counterInstant = (day: string, hhmm: string) => chainTime(day, 0, minutesOf(hhmm));
/** At most this many of one product in a snack order (as on a ticket order). */
export const SNACK_MAX_PER_ITEM = 20;

export const snackOrderInputSchema = z.object({
  cinema: z.string({ error: "Hãy chọn rạp nhận bắp nước." }).trim().min(1, "Hãy chọn rạp nhận bắp nước.").max(80),
  items: z
    .array(
      z.object({
        product: z.uuid({ error: "Món không hợp lệ." }),
        quantity: z
          .number({ error: "Số lượng phải là số." })
          .int("Số lượng phải là số nguyên.")
          .min(1, "Mỗi món ít nhất 1 phần.")
          .max(SNACK_MAX_PER_ITEM, `Mỗi món tối đa ${SNACK_MAX_PER_ITEM} phần.`),
      }),
      { error: "Hãy chọn ít nhất một món." },
    )
    .min(1, "Hãy chọn ít nhất một món.")
    .max(20, "Tối đa 20 món mỗi đơn."),
  pickupAt: z.iso.datetime({ offset: true, error: "Giờ nhận không hợp lệ." }),
});
export type SnackOrderInput = z.infer<typeof snackOrderInputSchema>;

const snackLineSchema = z.object({
  product: z.object({ id: z.string(), name: z.string() }),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
});

export const snackOrderSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.literal("snacks"),
    status: z.string().describe("The order's status: held, pending_payment, paid, expired, cancelled…"),
    cinema: z.object({ slug: z.string(), name: z.string(), address: z.string() }),
    items: z.array(snackLineSchema),
    total: z.number().int(),
    currency: z.literal("VND"),
    pickupAt: z.string().describe("ISO 8601 with offset"),
    pickupStatus: z.enum(PICKUP_STATUSES).nullable().describe("null until the order is paid"),
    pickupCode: z.string().nullable().describe("Said or shown (as a QR) at the counter; null until the order is paid"),
    pickupQrSvg: z.string().nullable().describe("The pickup code as an SVG QR; null until paid"),
    expiresAt: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: "SnackOrder" });
export type SnackOrder = z.infer<typeof snackOrderSchema>;

export const pickupSchema = z
  .object({
    code: z.string().describe("The order's code"),
    pickupCode: z.string(),
    pickupAt: z.string(),
    status: z.enum(PICKUP_STATUSES),
    statusAt: z.string().nullable(),
    customerName: z.string(),
    items: z.array(snackLineSchema),
    total: z.number().int(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: "Pickup" });
export type Pickup = z.infer<typeof pickupSchema>;

export const pickupsQuerySchema = z.object({
  cinema: z.string({ error: "Hãy chọn rạp." }).trim().min(1, "Hãy chọn rạp.").max(80),
  status: z.enum(PICKUP_STATUSES, { error: "Trạng thái không hợp lệ." }).optional(),
});

export const pickupStatusInputSchema = z.object({
  status: z.enum(["preparing", "ready", "collected"], { error: "Trạng thái chỉ có thể là đang chuẩn bị, sẵn sàng hoặc đã nhận." }),
});

/** The customer's page of a snack order. */
export const snackOrderPagePath = (code: string) => `/bap-nuoc/don/${encodeURIComponent(code)}`;

/**
 * The pickup times offered now: every PICKUP_SLOT_MINUTES today, from the first at least
 * PICKUP_LEAD_MINUTES ahead to the counters' closing (ISO instants; empty once it is too late today).
 */
export function pickupSlots(now: Date, hours: CounterHours = COUNTER_HOURS): string[] {
  const day = chainDay(now);
  const step = PICKUP_SLOT_MINUTES * 60_000;
  const earliest = Math.max(counterInstant(day, hours.opens).getTime(), now.getTime() + PICKUP_LEAD_MINUTES * 60_000);
  const slots: string[] = [];
  for (let at = Math.ceil(earliest / step) * step; at <= counterInstant(day, hours.closes).getTime(); at += step) slots.push(new Date(at).toISOString());
  return slots;
}

export const pickupTimesSchema = z
  .object({
    opens: z.string().describe("HH:MM, chain time"),
    closes: z.string().describe("HH:MM, chain time"),
    slots: z.array(z.string()).describe("The pickup times offered now (ISO 8601), every 15 minutes; empty when too late today"),
  })
  .meta({ id: "PickupTimes" });
export type PickupTimes = z.infer<typeof pickupTimesSchema>;
