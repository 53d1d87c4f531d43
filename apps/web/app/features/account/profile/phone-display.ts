/** +84912345678 → "0912 345 678", the way Vietnamese customers write their number. */
export function nationalPhone(e164: string): string {
  if (!e164.startsWith("+84")) return e164;
  const digits = `0${e164.slice(3)}`;
  return digits.length === 10 ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : digits;
}
