import { hmacHex, signaturesMatch } from "../signatures.ts";

/** VNPay's reference code encodes each value with encodeURIComponent and writes spaces as '+'. */
export function encodeVnpayValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, "+");
}

const HASH_FIELDS = new Set(["vnp_SecureHash", "vnp_SecureHashType"]);

/** The string VNPay signs: every `vnp_*` field but the hash ones, sorted by key, `key=value` joined by '&'. */
export function vnpaySignData(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith("vnp_") && !HASH_FIELDS.has(key))
    .sort()
    .map((key) => `${encodeVnpayValue(key)}=${encodeVnpayValue(params[key]!)}`)
    .join("&");
}

/** HMAC-SHA512 (hex) of the sign data. */
export function vnpaySecureHash(params: Readonly<Record<string, string>>, hashSecret: string): string {
  return hmacHex("sha512", hashSecret, vnpaySignData(params));
}

/** A query string carrying the fields and their `vnp_SecureHash`, encoded exactly as signed. */
export function signedVnpayQuery(params: Readonly<Record<string, string>>, hashSecret: string): string {
  const data = vnpaySignData(params);
  return `${data}&vnp_SecureHash=${hmacHex("sha512", hashSecret, data)}`;
}

/** True when `vnp_SecureHash` matches the other `vnp_*` fields (constant-time comparison). */
export function hasValidVnpayHash(params: Readonly<Record<string, string>>, hashSecret: string): boolean {
  return signaturesMatch(vnpaySecureHash(params, hashSecret), params.vnp_SecureHash);
}

/** A parsed query as plain strings; null when a field is repeated or not text (never signed by VNPay). */
export function stringFields(input: unknown): Record<string, string> | null {
  if (!input || typeof input !== "object" || Array.isArray(input)) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === "string") fields[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) fields[key] = String(value);
    else return null;
  }
  return fields;
}
