import type { MomoMerchant } from "../momo/momo-merchant.ts";
import { hmacHex, signaturesMatch } from "../signatures.ts";

/**
 * The `t` of a payUrl: the order it opens, signed by the gateway with the partner's secret key, so a
 * page address changed by hand (another order, another partner) is refused.
 */
export function momoPageToken(merchant: MomoMerchant, orderId: string): string {
  const payload = Buffer.from(`${merchant.partnerCode}\n${orderId}`, "utf8").toString("base64url");
  return `${payload}.${hmacHex("sha256", merchant.secretKey, `momo-pay-page:${payload}`)}`;
}

/** The orderId a token opens; null when the token was not made by this gateway for this partner. */
export function readMomoPageToken(merchant: MomoMerchant, token: unknown): string | null {
  if (typeof token !== "string") return null;
  const [payload = "", mac, extra] = token.split(".");
  if (extra !== undefined || !signaturesMatch(hmacHex("sha256", merchant.secretKey, `momo-pay-page:${payload}`), mac)) return null;
  const [partnerCode, orderId] = Buffer.from(payload, "base64url").toString("utf8").split("\n");
  return partnerCode === merchant.partnerCode && orderId ? orderId : null;
}
