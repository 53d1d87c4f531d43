import { z } from "zod";

/**
 * The waiting room of a premiere day (issue 17, decision 055): a sale event lets people into its
 * showtimes at a set rate; those who came before the opening get a random order, later arrivals
 * join at the end.
 */

/** A place not seen (no poll, no open stream) for this long is skipped as `left` when its turn comes. */
export const QUEUE_AWAY_MINUTES = 5;
/** How long an admission (the token) stays valid once someone's turn comes. */
export const ADMISSION_MINUTES = 10;

/** `scheduled` before the opening; `open` letting people in; `paused` by staff; `closed`: sells as usual again. */
export const SALE_EVENT_STATUSES = ["scheduled", "open", "paused", "closed"] as const;
export type SaleEventStatus = (typeof SALE_EVENT_STATUSES)[number];

/**
 * A place in the queue as its owner sees it:
 * - `waiting`: in line (before the opening without a place number yet);
 * - `admitted`: their turn came — `admissionToken` goes with the hold until `admissionExpiresAt`;
 * - `buying`: the token was used for a hold; `done`: they paid;
 * - `expired`: the admission ran out unused; `left`: away too long when the turn came, or left.
 */
export const QUEUE_STATES = ["waiting", "admitted", "buying", "done", "expired", "left"] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export const saleEventSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    film: z.object({ id: z.string(), slug: z.string(), name: z.string(), imagePortrait: z.string() }),
    opensAt: z.string(),
    status: z.enum(SALE_EVENT_STATUSES),
    ratePerMinute: z.number().int(),
    showtimeIds: z.array(z.string()),
  })
  .meta({ id: "SaleEvent" });
export type SaleEvent = z.infer<typeof saleEventSchema>;

export const queuePlaceSchema = z
  .object({
    eventId: z.string(),
    state: z.enum(QUEUE_STATES),
    eventStatus: z.enum(SALE_EVENT_STATUSES),
    opensAt: z.string(),
    /** 1 = next; null before the opening (the order is drawn then) and once admitted. */
    place: z.number().int().nullable(),
    /** Seconds until the turn at the current rate; null when unknown (paused, before the opening). */
    estimatedWaitSeconds: z.number().int().nullable(),
    admissionToken: z.string().nullable(),
    admissionExpiresAt: z.string().nullable(),
  })
  .meta({ id: "QueuePlace" });
export type QueuePlace = z.infer<typeof queuePlaceSchema>;

const isoDateTime = z.iso.datetime({ offset: true, error: "Thời điểm phải có dạng ISO 8601 kèm múi giờ, ví dụ 2026-12-01T10:00:00+07:00." });
const rate = z
  .number({ error: "Tốc độ cho vào phải là một số người mỗi phút." })
  .int("Tốc độ cho vào phải là một số nguyên.")
  .min(1, "Tốc độ cho vào ít nhất 1 người mỗi phút.")
  .max(10_000, "Tốc độ cho vào nhiều nhất 10.000 người mỗi phút.");

export const saleEventInputSchema = z.object(
  {
    name: z
      .string({ error: "Bạn hãy đặt tên cho đợt mở bán." })
      .trim()
      .min(1, "Bạn hãy đặt tên cho đợt mở bán.")
      .max(120, "Tên đợt mở bán dài nhất 120 ký tự."),
    filmId: z.uuid({ error: "Phim không hợp lệ." }),
    opensAt: isoDateTime,
    ratePerMinute: rate,
    /** Absent: every showtime of the film not yet started, in the cinemas the author runs. */
    showtimeIds: z
      .array(z.uuid({ error: "Suất chiếu không hợp lệ." }))
      .min(1, "Bạn hãy chọn ít nhất một suất chiếu.")
      .max(500, "Một đợt mở bán có nhiều nhất 500 suất.")
      .optional(),
  },
  { message: "Dữ liệu đợt mở bán phải là một đối tượng JSON." },
);
export type SaleEventInput = z.infer<typeof saleEventInputSchema>;

export const saleEventPatchSchema = z.object(
  {
    name: saleEventInputSchema.shape.name.optional(),
    ratePerMinute: rate.optional(),
    /** Only before the opening. */
    opensAt: isoDateTime.optional(),
    paused: z.boolean({ error: "“Tạm dừng” phải là true hoặc false." }).optional(),
    closed: z.literal(true, { error: "“Kết thúc” chỉ nhận true." }).optional(),
  },
  { message: "Dữ liệu đợt mở bán phải là một đối tượng JSON." },
);
export type SaleEventPatch = z.infer<typeof saleEventPatchSchema>;

const saleChannelCountsSchema = z.object({ orders: z.number().int(), tickets: z.number().int() });

export const adminSaleEventSchema = saleEventSchema
  .extend({
    counts: z.object({ waiting: z.number().int(), admitted: z.number().int(), buying: z.number().int(), done: z.number().int(), left: z.number().int() }),
    /** People admitted in the last 60 seconds (never above the rate). */
    admittedLastMinute: z.number().int(),
    cinemas: z.array(z.object({ slug: z.string(), name: z.string() })),
    sold: z
      .object({
        web: saleChannelCountsSchema,
        counter: saleChannelCountsSchema,
        seats: z.number().int().describe("Ghế bán được của các suất trong đợt (0 cho suất đã huỷ)"),
      })
      .describe(
        "Tickets of the event's showtimes sold so far, net of refunds: on the website and at the box office (counter sales are not gated, decision 055)",
      ),
  })
  .meta({ id: "AdminSaleEvent" });
export type AdminSaleEvent = z.infer<typeof adminSaleEventSchema>;
