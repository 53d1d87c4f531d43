import { z } from "zod";
import { createShowtimeSchema, fillRoomSchema, moveShowtimeSchema, showtimeAccessibilitySchema } from "@hancine/contract/back-office-schedule";
import { isoAtMinutes, parseClock } from "./schedule-time.ts";

/**
 * The scheduler's forms as the API's bodies (decision 069). A person types a time of day ("19:30",
 * "1930", "19h30": parseClock) for the day shown (the form's `day`, YYYY-MM-DD); the API takes an
 * instant ("2026-11-24T19:30:00+07:00"). Each schema reads its form into the contract's body and
 * the contract checks it; a time that is not one is said on its field in the form's own words (the
 * contract's would speak of ISO 8601).
 */
export const CLOCK_WORDS = {
  start: "Hãy nhập giờ bắt đầu dạng HH:mm (24 giờ), ví dụ 19:30.",
  from: "Hãy nhập giờ dạng HH:mm (24 giờ), ví dụ 09:00.",
  until: "Hãy nhập giờ dạng HH:mm (24 giờ), ví dụ 22:00.",
  untilBeforeFrom: "Giờ bắt đầu suất cuối phải sau giờ bắt đầu.",
};

type Form = Record<string, unknown>;

const textOf = (form: Form, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value : "";
};

/** The minutes of the day typed in a field, or an issue on that field (the body is then not checked). */
function clockOf(form: Form, name: string, words: string, ctx: z.RefinementCtx): number | null {
  const minutes = parseClock(textOf(form, name));
  if (minutes === null) ctx.addIssue({ code: "custom", path: [name], message: words, input: form[name] });
  return minutes;
}

const instantOf = (form: Form, minutes: number | null) => (minutes === null ? undefined : isoAtMinutes(textOf(form, "day"), minutes));

/** "Xếp suất chiếu": film, room (`auditoriumId`), start (`time`), format and language. */
export const createShowtimeFormSchema = z.preprocess(
  (form: Form, ctx) => ({
    filmId: form.filmId,
    auditoriumId: form.auditoriumId,
    startsAt: instantOf(form, clockOf(form, "time", CLOCK_WORDS.start, ctx)),
    format: form.format,
    language: form.language,
    ...(checkedOf(form, "accessibilityFeatures").length > 0 && { accessibilityFeatures: checkedOf(form, "accessibilityFeatures") }),
  }),
  createShowtimeSchema,
);

/** The values of a group of checkboxes sharing one name: none, one (a string) or several. */
function checkedOf(form: Form, name: string): unknown[] {
  const value = form[name];
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

/** "Hỗ trợ tiếp cận": the features ticked (`features`, checkboxes); none ticked clears them. */
export const accessibilityFormSchema = z.preprocess((form: Form) => ({ features: checkedOf(form, "features") }), showtimeAccessibilitySchema);

/**
 * "Dời giờ hoặc đổi phòng": the room (`auditoriumId`) and start (`time`) chosen, and where the
 * showtime is now (`wasAuditoriumId`, `wasTime`); only what changed is sent.
 */
export const moveShowtimeFormSchema = z.preprocess((form: Form, ctx) => {
  const start = clockOf(form, "time", CLOCK_WORDS.start, ctx);
  return {
    ...(start !== null && start !== parseClock(textOf(form, "wasTime")) && { startsAt: instantOf(form, start) }),
    ...(form.auditoriumId !== form.wasAuditoriumId && { auditoriumId: form.auditoriumId }),
  };
}, moveShowtimeSchema);

/** "Lấp kín phòng": a room, a film, format and language, from one start (`from`) to the last (`until`). */
export const fillRoomFormSchema = z.preprocess((form: Form, ctx) => {
  const from = clockOf(form, "from", CLOCK_WORDS.from, ctx);
  const until = clockOf(form, "until", CLOCK_WORDS.until, ctx);
  if (from !== null && until !== null && until < from)
    ctx.addIssue({ code: "custom", path: ["until"], message: CLOCK_WORDS.untilBeforeFrom, input: form.until });
  return {
    auditoriumId: form.auditoriumId,
    filmId: form.filmId,
    format: form.format,
    language: form.language,
    from: instantOf(form, from),
    until: instantOf(form, until),
  };
}, fillRoomSchema);
