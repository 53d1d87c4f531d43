import { CHAIN_TIME_ZONE } from "@hancine/contract/format";

/** "0112202600" as typed → "01/12/2026 00:00": separators appear once a digit follows them. */
export function maskMoment(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 12);
  const day = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join("/");
  const time = [digits.slice(8, 10), digits.slice(10, 12)].filter(Boolean).join(":");
  return time ? `${day} ${time}` : day;
}

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: CHAIN_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the chain reads it: "01/12/2026 00:00" (Asia/Ho_Chi_Minh); "" for none. */
export function momentText(iso: string | null): string {
  if (!iso) return "";
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
