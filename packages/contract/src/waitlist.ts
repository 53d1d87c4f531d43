import { z } from "zod";
import { MAX_SEATS_PER_ORDER } from "./booking-constants.ts";

/** How long seats handed to the next in line stay held for them (issue 16: "then the next in line"). */
export const WAITLIST_OFFER_MINUTES = 10;

/**
 * A place in a showtime's waiting list ("Báo tôi khi có ghế"), as its owner sees it:
 * - `waiting`: in line, `position` 1 = next;
 * - `offered`: seats are held for them (a held order) until `offerExpiresAt`: pay at the payment step;
 * - `bought`: they paid the held order; `lapsed`: the hold ran out unused (the next in line got the seats);
 * - `closed`: the showtime stopped selling before seats came free.
 */
export const WAITLIST_STATUSES = ["waiting", "offered", "bought", "lapsed", "left", "closed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const joinWaitlistSchema = z.object({
  seats: z
    .number({ error: `Số ghế phải là một số từ 1 đến ${MAX_SEATS_PER_ORDER}.` })
    .int(`Số ghế phải là một số nguyên từ 1 đến ${MAX_SEATS_PER_ORDER}.`)
    .min(1, `Số ghế ít nhất là 1.`)
    .max(MAX_SEATS_PER_ORDER, `Mỗi lượt chờ nhiều nhất ${MAX_SEATS_PER_ORDER} ghế.`)
    .describe(`Số ghế cần (1–${MAX_SEATS_PER_ORDER})`),
});
export type JoinWaitlist = z.infer<typeof joinWaitlistSchema>;

export const waitlistEntrySchema = z
  .object({
    id: z.string(),
    showtimeId: z.string(),
    seats: z.number().int(),
    status: z.enum(WAITLIST_STATUSES),
    /** 1 = next in line; only while waiting. */
    position: z.number().int().nullable(),
    joinedAt: z.string(),
    /** While offered: the held order and when its hold ends. */
    offer: z.object({ orderId: z.string(), orderCode: z.string(), seatLabels: z.array(z.string()), expiresAt: z.string() }).nullable(),
    showtime: z.object({
      startsAt: z.string(),
      format: z.string(),
      film: z.object({ slug: z.string(), name: z.string() }),
      cinema: z.object({ slug: z.string(), name: z.string() }),
      auditorium: z.object({ name: z.string() }),
    }),
  })
  .meta({ id: "WaitlistEntry" });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** "Nhắc tôi": the coming films the customer asked to hear about. */
export const filmReminderSchema = z
  .object({
    film: z.object({ slug: z.string(), name: z.string() }),
    createdAt: z.string(),
    /** When the e-mail saying tickets are on sale was queued; null while waiting. */
    notifiedAt: z.string().nullable(),
  })
  .meta({ id: "FilmReminder" });
export type FilmReminder = z.infer<typeof filmReminderSchema>;
