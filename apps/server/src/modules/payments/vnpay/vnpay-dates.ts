/** VNPay writes times as `yyyyMMddHHmmss` in GMT+7 (Vietnam keeps no daylight saving). */
const GMT7_MS = 7 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, "0");

export function formatVnpayDate(date: Date): string {
  const t = new Date(date.getTime() + GMT7_MS);
  return `${t.getUTCFullYear()}${two(t.getUTCMonth() + 1)}${two(t.getUTCDate())}${two(t.getUTCHours())}${two(t.getUTCMinutes())}${two(t.getUTCSeconds())}`;
}

/** The instant a `yyyyMMddHHmmss` GMT+7 stamp names, or null when it is not a real time. */
export function parseVnpayDate(stamp: unknown): Date | null {
  if (typeof stamp !== "string" || !/^\d{14}$/.test(stamp)) return null;
  const [y, mo, d, h, mi, s] = [stamp.slice(0, 4), stamp.slice(4, 6), stamp.slice(6, 8), stamp.slice(8, 10), stamp.slice(10, 12), stamp.slice(12, 14)].map(
    Number,
  ) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - GMT7_MS);
  return formatVnpayDate(date) === stamp ? date : null;
}
