import { z } from "zod";
import { ageRatingSchema, formatSchema } from "./catalog.ts";
import { dateQuery, slugQuery } from "./query-schemas.ts";
import { accessibilityFeatureSchema } from "./booking.ts";
import { normalizeAccessibility } from "./accessibility.ts";

/** The scheduler's API (API "Back office": showtimes): a cinema's day, and the changes made on it. */

const isoDateTime = z.iso.datetime({ offset: true, error: "Thời điểm phải có dạng ISO 8601 kèm múi giờ, ví dụ 2026-12-01T19:30:00+07:00." });
export const SHOW_LANGUAGES = ["Phụ đề", "Lồng tiếng"] as const;
const languageSchema = z.enum(SHOW_LANGUAGES, { error: "Ngôn ngữ là “Phụ đề” hoặc “Lồng tiếng”." });
const uuid = (what: string) => z.uuid({ error: `${what} không hợp lệ.` });

/** A showtime as the scheduler draws it: its room, its span (cleaning included) and how it sells. */
export const adminShowtimeSchema = z
  .object({
    id: z.string(),
    auditoriumId: z.string(),
    film: z.object({ id: z.string(), name: z.string(), age: ageRatingSchema, durationMinutes: z.number().int() }),
    startsAt: z.string(),
    endsAt: z.string(),
    blockedUntil: z.string().describe("End plus the room's cleaning time: the room is free again then"),
    format: formatSchema,
    language: languageSchema,
    seats: z.number().int(),
    sold: z.number().int().describe("Seats of paid orders"),
    held: z.number().int().describe("Seats held by unpaid orders right now"),
    cancelledAt: z.string().nullable(),
    accessibilityFeatures: z.array(accessibilityFeatureSchema).describe("Audio description, subtitles for the deaf and hard of hearing, sensory-friendly"),
  })
  .meta({ id: "AdminShowtime" });
export type AdminShowtime = z.infer<typeof adminShowtimeSchema>;

/** A film the scheduler offers: on screen or coming, not archived. */
export const schedulableFilmSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  age: ageRatingSchema,
  durationMinutes: z.number().int(),
  releaseDate: z.string(),
  endDate: z.string().nullable(),
  poster: z.string(),
  formats: z.array(formatSchema).describe("The formats the film is distributed in: a showtime takes one of them"),
});
export type SchedulableFilm = z.infer<typeof schedulableFilmSchema>;

export const scheduleDaySchema = z
  .object({
    cinema: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    date: z.string().describe("The chain's day, YYYY-MM-DD"),
    rooms: z.array(z.object({ id: z.string(), name: z.string(), seats: z.number().int(), cleaningMinutes: z.number().int() })),
    showtimes: z.array(adminShowtimeSchema),
    /** The same weekday a week earlier: each slot's occupancy, drawn faintly as a hint. */
    lastWeek: z.array(
      z.object({ auditoriumId: z.string(), startsAt: z.string(), endsAt: z.string(), filmName: z.string(), occupancy: z.number().describe("0–1") }),
    ),
    films: z.array(schedulableFilmSchema),
  })
  .meta({ id: "ScheduleDay" });
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

export const scheduleQuerySchema = z.object({ cinema: slugQuery, date: dateQuery });

/** A showtime's accessibility features: each at most once, answered in their fixed order. */
export const accessibilityFeaturesField = z
  .array(accessibilityFeatureSchema, { error: "Tính năng hỗ trợ phải là một danh sách." })
  .max(3, { error: "Chỉ có ba tính năng hỗ trợ." })
  .refine((list) => new Set(list).size === list.length, { error: "Một tính năng hỗ trợ được chọn hai lần." })
  .transform(normalizeAccessibility);

export const createShowtimeSchema = z.object({
  filmId: uuid("Phim"),
  auditoriumId: uuid("Phòng chiếu"),
  startsAt: isoDateTime,
  format: formatSchema,
  language: languageSchema,
  accessibilityFeatures: accessibilityFeaturesField.optional(),
});

/** `PUT /admin/showtimes/:id/accessibility`: the features the showtime offers from now on (empty: none). */
export const showtimeAccessibilitySchema = z.object({ features: accessibilityFeaturesField });
export type ShowtimeAccessibility = z.infer<typeof showtimeAccessibilitySchema>;
export type CreateShowtime = z.infer<typeof createShowtimeSchema>;

export const moveShowtimeSchema = z
  .object({ startsAt: isoDateTime.optional(), auditoriumId: uuid("Phòng chiếu").optional() })
  .refine((v) => v.startsAt !== undefined || v.auditoriumId !== undefined, { error: "Hãy chọn giờ chiếu mới hoặc phòng chiếu mới.", path: ["startsAt"] });
export type MoveShowtime = z.infer<typeof moveShowtimeSchema>;

export const moveResultSchema = z.object({
  showtime: adminShowtimeSchema,
  /** Paid orders whose buyers were sent new tickets. */
  reissuedOrders: z.number().int(),
  /** Seats that could not keep their label in the new room and were given others side by side. */
  reassignedSeats: z.number().int(),
  /** Unpaid holds let go (their buyers choose again). */
  releasedHolds: z.number().int(),
});

export const cancelShowtimeSchema = z.object({
  reason: z
    .string({ error: "Hãy ghi lý do huỷ (ít nhất 3 ký tự) để gửi cho khách." })
    .trim()
    .min(3, { error: "Hãy ghi lý do huỷ (ít nhất 3 ký tự) để gửi cho khách." })
    .max(300, { error: "Lý do tối đa 300 ký tự." }),
});
export const cancelResultSchema = z.object({ refundedOrders: z.number().int(), releasedHolds: z.number().int() });

/** Copy one day's programme of a cinema to other days (rooms, times, films, formats, languages). */
export const copyDaySchema = z.object({
  cinema: slugQuery,
  from: dateQuery,
  to: z.array(dateQuery).min(1, { error: "Hãy chọn ít nhất một ngày để chép tới." }).max(31, { error: "Mỗi lần chép tối đa 31 ngày." }),
});
/** Fill a room with one film, back to back (cleaning between), from one time to another. */
export const fillRoomSchema = z.object({
  auditoriumId: uuid("Phòng chiếu"),
  filmId: uuid("Phim"),
  format: formatSchema,
  language: languageSchema,
  from: isoDateTime,
  until: isoDateTime.describe("The last showtime starts no later than this"),
});
/** What a bulk change made, and what it left out because the room was taken. */
export const bulkResultSchema = z.object({
  created: z.number().int(),
  skipped: z.array(z.object({ auditoriumId: z.string(), startsAt: z.string(), filmName: z.string(), reason: z.string() })),
});
