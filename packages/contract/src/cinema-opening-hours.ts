import { z } from "zod";
import { addDays, chainTime } from "./chain-clock.ts";
import { formatTime } from "./format.ts";

/**
 * A cinema's opening hours (docs/decisions/091): when its screens may show films, which the occupancy
 * report divides the minutes showing by (a room's utilisation). Written "HH:MM", 24-hour, Asia/Ho_Chi_Minh.
 * A cinema may close after midnight — at most at 06:00 the next morning: "09:00"–"01:00" is 16 hours.
 * Stored as minutes after the opening day's midnight (`opensMinute` 0–1439, `closesMinute` up to 1800).
 * A cinema that declares none is open 09:00–24:00 (the chain's default, 900 minutes a day).
 */

export const DEFAULT_OPENS = "09:00";
export const DEFAULT_CLOSES = "24:00";
export const DEFAULT_OPENS_MINUTE = 9 * 60;
export const DEFAULT_CLOSES_MINUTE = 24 * 60;
/** The latest a cinema may close after midnight: 06:00 the next morning. */
export const LATEST_CLOSE_NEXT_DAY = "06:00";

/**
 * Whether a showtime of the next calendar day belongs to tonight: it starts after midnight but before
 * 06:00, while a cinema may still be open. The counter sells tonight's late shows with the evening's
 * (a customer at 22:50 asks for the 00:25), so its list is today's showtimes and these.
 */
export function startsTonightAfterMidnight(startsAt: Date | string): boolean {
  return formatTime(startsAt) < LATEST_CLOSE_NEXT_DAY;
}
const LATEST_CLOSE_NEXT_DAY_MINUTE = 6 * 60;

/** When a chain day's evening ends: 06:00 the next morning (a showtime before it is one of tonight's). */
export function tonightEndsAt(day: string): Date {
  return chainTime(addDays(day, 1), LATEST_CLOSE_NEXT_DAY_MINUTE / 60);
}
const DAY = 24 * 60;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "09:30" → 570; "24:00" → 1440 when `allowMidnightEnd`; anything else null. */
export function minuteOfText(text: string, allowMidnightEnd = false): number | null {
  if (allowMidnightEnd && text === "24:00") return DAY;
  if (!TIME.test(text)) return null;
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/** 570 → "09:30"; 1440 → "24:00"; 1500 (01:00 the next day) → "01:00". */
export function textOfMinute(minute: number): string {
  const inDay = minute === DAY ? DAY : minute % DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

/**
 * The opening and closing minutes of "HH:MM" texts, or why they cannot be: the closing time is after
 * the opening time on the same day ("24:00" is midnight), or — when earlier than the opening and no
 * later than 06:00 — on the next morning.
 */
export function openingMinutes(opens: string, closes: string): { opensMinute: number; closesMinute: number } | { problem: "opens" | "closes" | "order" } {
  const opensMinute = minuteOfText(opens);
  if (opensMinute === null) return { problem: "opens" };
  const closesMinute = minuteOfText(closes, true);
  if (closesMinute === null) return { problem: "closes" };
  if (closesMinute > opensMinute) return { opensMinute, closesMinute };
  if (closesMinute < opensMinute && closesMinute <= LATEST_CLOSE_NEXT_DAY_MINUTE) return { opensMinute, closesMinute: closesMinute + DAY };
  return { problem: "order" };
}

export const OPENING_HOURS_PROBLEMS = {
  opens: "Giờ mở cửa phải theo dạng giờ:phút, từ 00:00 đến 23:59, ví dụ 09:00.",
  closes: "Giờ đóng cửa phải theo dạng giờ:phút, từ 00:00 đến 24:00, ví dụ 23:30.",
  order: `Giờ đóng cửa phải sau giờ mở cửa; nếu rạp đóng cửa sau nửa đêm, muộn nhất là ${LATEST_CLOSE_NEXT_DAY} sáng hôm sau.`,
} as const;

/** The hours as the API gives them. */
export const openingHoursSchema = z
  .object({
    opens: z.string().describe("Giờ mở cửa, HH:MM"),
    closes: z.string().describe("Giờ đóng cửa, HH:MM (24:00: nửa đêm); nhỏ hơn giờ mở cửa nghĩa là sáng hôm sau"),
    minutesPerDay: z.number().int().describe("Số phút mở cửa mỗi ngày"),
    closesNextDay: z.boolean().describe("Đóng cửa sau nửa đêm (sáng hôm sau)"),
  })
  .meta({ id: "OpeningHours" });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** The hours of stored minutes. */
export function openingHoursOf(opensMinute: number, closesMinute: number): OpeningHours {
  return { opens: textOfMinute(opensMinute), closes: textOfMinute(closesMinute), minutesPerDay: closesMinute - opensMinute, closesNextDay: closesMinute > DAY };
}

/** The hours a cinema declared, or null. */
export function declaredOpeningHours(cinema: { opensMinute: number | null; closesMinute: number | null }): OpeningHours | null {
  return cinema.opensMinute === null || cinema.closesMinute === null ? null : openingHoursOf(cinema.opensMinute, cinema.closesMinute);
}

/** The hours a cinema keeps: its own, or the chain's default when it declared none. */
export function openingHoursOrDefault(opensMinute: number | null, closesMinute: number | null): OpeningHours & { declared: boolean } {
  if (opensMinute === null || closesMinute === null) return { ...openingHoursOf(DEFAULT_OPENS_MINUTE, DEFAULT_CLOSES_MINUTE), declared: false };
  return { ...openingHoursOf(opensMinute, closesMinute), declared: true };
}

const timeText = (message: string) => z.string({ error: message }).trim().max(5, message);

/** `PATCH /admin/cinemas/:slug`'s body: the cinema's opening hours, or null to go back to the chain's default. */
export const updateCinemaSchema = z
  .strictObject(
    {
      openingHours: z
        .object(
          {
            opens: timeText(OPENING_HOURS_PROBLEMS.opens).describe("HH:MM, 00:00–23:59"),
            closes: timeText(OPENING_HOURS_PROBLEMS.closes).describe(
              `HH:MM, 00:00–24:00; sớm hơn giờ mở cửa và không muộn hơn ${LATEST_CLOSE_NEXT_DAY}: sáng hôm sau`,
            ),
          },
          { error: "Giờ mở cửa phải gồm giờ mở (opens) và giờ đóng (closes)." },
        )
        .superRefine((hours, context) => {
          const minutes = openingMinutes(hours.opens, hours.closes);
          if ("problem" in minutes)
            context.addIssue({ code: "custom", path: [minutes.problem === "opens" ? "opens" : "closes"], message: OPENING_HOURS_PROBLEMS[minutes.problem] });
        })
        .nullable()
        .describe(`null: theo giờ mặc định của chuỗi (${DEFAULT_OPENS}–${DEFAULT_CLOSES})`),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? "Chỉ đổi được giờ mở cửa của rạp (openingHours)." : "Dữ liệu gửi lên phải là một đối tượng JSON.",
    },
  )
  .meta({ id: "UpdateCinema" });
export type UpdateCinema = z.input<typeof updateCinemaSchema>;
