import { formatDate, formatTime } from "../format.ts";
import { formatDateEn } from "./dates-en.ts";
import type { Locale } from "./catalogue.ts";
import type { MessageParams, Msg } from "./message.ts";

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
