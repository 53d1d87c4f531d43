import { isoFromDayMonthYear } from "@hancine/contract/format";

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
