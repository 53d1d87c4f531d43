import { hmacHex, signaturesMatch } from "../signatures.ts";

/**
 * querydr and refund (the JSON API of 2.1.0) sign a pipe-joined string of values in a fixed order,
 * one order per message. A missing value is an empty string between its pipes.
 */
export const QUERYDR_REQUEST_FIELDS = [
  "vnp_RequestId",
  "vnp_Version",
  "vnp_Command",
  "vnp_TmnCode",
  "vnp_TxnRef",
  "vnp_TransactionDate",
  "vnp_CreateDate",
  "vnp_IpAddr",
  "vnp_OrderInfo",
] as const;

export const QUERYDR_RESPONSE_FIELDS = [
  "vnp_ResponseId",
  "vnp_Command",
  "vnp_ResponseCode",
  "vnp_Message",
  "vnp_TmnCode",
  "vnp_TxnRef",
  "vnp_Amount",
  "vnp_BankCode",
  "vnp_PayDate",
  "vnp_TransactionNo",
  "vnp_TransactionType",
  "vnp_TransactionStatus",
  "vnp_OrderInfo",
  "vnp_PromotionCode",
  "vnp_PromotionAmount",
] as const;

export const REFUND_REQUEST_FIELDS = [
  "vnp_RequestId",
  "vnp_Version",
  "vnp_Command",
  "vnp_TmnCode",
  "vnp_TransactionType",
  "vnp_TxnRef",
  "vnp_Amount",
  "vnp_TransactionNo",
  "vnp_TransactionDate",
  "vnp_CreateBy",
  "vnp_CreateDate",
  "vnp_IpAddr",
  "vnp_OrderInfo",
] as const;

export const REFUND_RESPONSE_FIELDS = [
  "vnp_ResponseId",
  "vnp_Command",
  "vnp_ResponseCode",
  "vnp_Message",
  "vnp_TmnCode",
  "vnp_TxnRef",
  "vnp_Amount",
  "vnp_BankCode",
  "vnp_PayDate",
  "vnp_TransactionNo",
  "vnp_TransactionType",
  "vnp_TransactionStatus",
  "vnp_OrderInfo",
] as const;

export type FieldOrder = readonly string[];

export function pipeData(order: FieldOrder, message: Readonly<Record<string, unknown>>): string {
  return order
    .map((name) => {
      const value = message[name];
      return value === undefined || value === null ? "" : String(value);
    })
    .join("|");
}

export function pipeHash(order: FieldOrder, message: Readonly<Record<string, unknown>>, hashSecret: string): string {
  return hmacHex("sha512", hashSecret, pipeData(order, message));
}

/** The message with its `vnp_SecureHash` added. */
export function withPipeHash<T extends Record<string, string>>(order: FieldOrder, message: T, hashSecret: string): T & { vnp_SecureHash: string } {
  return { ...message, vnp_SecureHash: pipeHash(order, message, hashSecret) };
}

export function hasValidPipeHash(order: FieldOrder, message: Readonly<Record<string, unknown>>, hashSecret: string): boolean {
  return signaturesMatch(pipeHash(order, message, hashSecret), message.vnp_SecureHash);
}
