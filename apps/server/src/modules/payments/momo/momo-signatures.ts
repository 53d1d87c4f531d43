import { hmacHex, signaturesMatch } from "../signatures.ts";

/**
 * MoMo signs a raw `key=value&…` string (values not URL-encoded) with HMAC-SHA256, hex. Each message
 * has its documented field list — alphabetical, with the accessKey that is never sent itself.
 */
export const MOMO_CREATE_FIELDS = [
  "accessKey",
  "amount",
  "extraData",
  "ipnUrl",
  "orderId",
  "orderInfo",
  "partnerCode",
  "redirectUrl",
  "requestId",
  "requestType",
] as const;

/** The payment result, on the IPN (JSON POST) and on the redirect back (query string). */
export const MOMO_RESULT_FIELDS = [
  "accessKey",
  "amount",
  "extraData",
  "message",
  "orderId",
  "orderInfo",
  "orderType",
  "partnerCode",
  "payType",
  "requestId",
  "responseTime",
  "resultCode",
  "transId",
] as const;

export const MOMO_QUERY_FIELDS = ["accessKey", "orderId", "partnerCode", "requestId"] as const;

export const MOMO_REFUND_FIELDS = ["accessKey", "amount", "description", "orderId", "partnerCode", "requestId", "transId"] as const;

/**
 * MoMo's own answers (create, query, refund) are signed the same way, over their scalar fields in
 * alphabetical order. The adapter does not rely on them (it talks to MoMo over TLS); the local MoMo
 * gateway signs them so a merchant that checks them can.
 */
export const MOMO_CREATE_ANSWER_FIELDS = [
  "accessKey",
  "amount",
  "message",
  "orderId",
  "partnerCode",
  "payUrl",
  "requestId",
  "responseTime",
  "resultCode",
] as const;

export const MOMO_QUERY_ANSWER_FIELDS = [
  "accessKey",
  "amount",
  "extraData",
  "message",
  "orderId",
  "partnerCode",
  "payType",
  "requestId",
  "responseTime",
  "resultCode",
  "transId",
] as const;

export const MOMO_REFUND_ANSWER_FIELDS = [
  "accessKey",
  "amount",
  "message",
  "orderId",
  "partnerCode",
  "requestId",
  "responseTime",
  "resultCode",
  "transId",
] as const;

export function momoRawSignature(order: readonly string[], accessKey: string, message: Readonly<Record<string, unknown>>): string {
  return order
    .map((name) => {
      const value = name === "accessKey" ? accessKey : message[name];
      return `${name}=${value === undefined || value === null ? "" : String(value)}`;
    })
    .join("&");
}

export function momoSignature(order: readonly string[], keys: { accessKey: string; secretKey: string }, message: Readonly<Record<string, unknown>>): string {
  return hmacHex("sha256", keys.secretKey, momoRawSignature(order, keys.accessKey, message));
}

export function hasValidMomoSignature(
  order: readonly string[],
  keys: { accessKey: string; secretKey: string },
  message: Readonly<Record<string, unknown>>,
): boolean {
  return signaturesMatch(momoSignature(order, keys, message), message.signature);
}
