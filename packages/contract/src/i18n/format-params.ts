import { chainDay, formatDate, formatTime } from "../format.ts";
import type { Locale } from "./catalogue.ts";
import type { MessageParams, Msg } from "./message.ts";

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "22 Nov 2026": the chain's calendar day, the way an English reader anywhere reads it unambiguously. */
export function formatDateEn(date: Date | string): string {
  const [year, month, day] = chainDay(date).split("-");
  return `${Number(day)} ${MONTHS_EN[Number(month) - 1]} ${year}`;
}

/**
 * The params with every `{ day }` and `{ time }` written in `locale` (the chain's zone, 24-hour clock),
 * and messages inside the message written by `render`.
 */
export function formatParams(locale: Locale, params: MessageParams | undefined, render: (inner: Msg) => string): Record<string, string | number> {
  const written: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== "object") written[name] = value;
    else if (Array.isArray(value)) written[name] = (value as readonly Msg[]).map(render).join(" ");
    else if ("key" in value) written[name] = render(value);
    else if ("time" in value) written[name] = formatTime(value.time);
    else if ("day" in value) written[name] = locale === "en" ? formatDateEn(value.day) : formatDate(value.day);
  }
  return written;
}
