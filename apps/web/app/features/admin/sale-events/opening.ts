import type { z } from "zod";
import { isoFromDayMonthYear } from "@hancine/contract/format";
import { saleEventInputSchema, saleEventPatchSchema } from "@hancine/contract/waiting-room";
import { fromForm, listOf, textOf, type FormFields } from "#web/lib/forms/form-shape.ts";

/** "1000" as typed → "10:00": the colon appears once a digit follows it. */
export function maskClock(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 4);
  return [digits.slice(0, 2), digits.slice(2)].filter(Boolean).join(":");
}

/** "24/11/2026" and "10:00" in Vietnam → "2026-11-24T10:00:00+07:00"; a message when either is not a real day or time. */
export function openingOf(dateText: string, clock: string): { iso: string } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const day = isoFromDayMonthYear(dateText);
  if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    fields.opensAt = "Ngày mở bán phải là một ngày có trên lịch, dạng ngày/tháng/năm, ví dụ 24/11/2026.";
  }
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  if (!time) fields.opensTime = "Giờ mở bán phải có dạng giờ:phút theo 24 giờ, ví dụ 10:00.";
  return Object.keys(fields).length ? { fields } : { iso: `${day}T${clock.trim()}:00+07:00` };
}

/** A rate as typed: up to six digits, else not a number (the contract says so in its words). */
export function rateOf(typed: string): number {
  const trimmed = typed.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The opening typed as a day (`opensAt`) and a time (`opensTime`) as the instant the API takes; a wrong one said at its field. */
function openingIn(form: FormFields, ctx: z.RefinementCtx): string {
  const opening = openingOf(textOf(form, "opensAt"), textOf(form, "opensTime"));
  if ("iso" in opening) return opening.iso;
  for (const [field, message] of Object.entries(opening.fields)) ctx.addIssue({ code: "custom", path: [field], message });
  return "";
}

/**
 * "Tạo đợt mở bán" as the API reads it: the opening from its day and time (a wrong one is said alone,
 * before the rest), the rate as typed, and the showtimes picked — or none sent, for all of them.
 */
export const newSaleEventForm = fromForm(saleEventInputSchema, (form, ctx) => ({
  name: textOf(form, "name"),
  filmId: textOf(form, "filmId"),
  opensAt: openingIn(form, ctx),
  ratePerMinute: rateOf(textOf(form, "ratePerMinute")),
  ...(textOf(form, "mode") === "pick" && { showtimeIds: listOf(form, "showtimeIds") }),
}));

/** The live screen's "Đổi tốc độ". */
export const rateChangeForm = fromForm(saleEventPatchSchema, (form) => ({ ratePerMinute: rateOf(textOf(form, "ratePerMinute")) }));

/** The live screen's "Đổi giờ mở bán". */
export const openingChangeForm = fromForm(saleEventPatchSchema, (form, ctx) => ({ opensAt: openingIn(form, ctx) }));
