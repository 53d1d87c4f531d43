import { hmacHex, signaturesMatch } from "../signatures.ts";
import { formatVnpayDate } from "../vnpay/vnpay-dates.ts";

/**
 * ZaloPay (API v2) signs values joined by "|" in a documented order, HMAC-SHA256, hex. key1 signs
 * what the merchant sends, key2 what ZaloPay sends back (docs.zalopay.vn, "Secure data transmission").
 */
const joined = (values: readonly (string | number)[]) => values.map(String).join("|");

export type ZalopayOrderFields = { app_id: number; app_trans_id: string; app_user: string; amount: number; app_time: number; embed_data: string; item: string };

/** Create order: app_id|app_trans_id|app_user|amount|app_time|embed_data|item, with key1. */
export const createOrderMac = (key1: string, o: ZalopayOrderFields) =>
  hmacHex("sha256", key1, joined([o.app_id, o.app_trans_id, o.app_user, o.amount, o.app_time, o.embed_data, o.item]));

/** Query order: app_id|app_trans_id|key1, with key1. */
export const queryOrderMac = (key1: string, appId: number, appTransId: string) => hmacHex("sha256", key1, joined([appId, appTransId, key1]));

/** Refund (no refund fee): app_id|zp_trans_id|amount|description|timestamp, with key1. */
export const refundMac = (key1: string, r: { app_id: number; zp_trans_id: string; amount: number; description: string; timestamp: number }) =>
  hmacHex("sha256", key1, joined([r.app_id, r.zp_trans_id, r.amount, r.description, r.timestamp]));

/** The callback: the `data` string exactly as received, with key2. */
export const callbackMac = (key2: string, data: string) => hmacHex("sha256", key2, data);

export const hasValidCallbackMac = (key2: string, data: string, mac: unknown) => signaturesMatch(callbackMac(key2, data), mac);

export type ZalopayRedirectFields = {
  appid: string;
  apptransid: string;
  pmcid: string;
  bankcode: string;
  amount: string;
  discountamount: string;
  status: string;
};

/** The redirect back: appid|apptransid|pmcid|bankcode|amount|discountamount|status, with key2. */
export const redirectChecksum = (key2: string, r: ZalopayRedirectFields) =>
  hmacHex("sha256", key2, joined([r.appid, r.apptransid, r.pmcid, r.bankcode, r.amount, r.discountamount, r.status]));

/** app_trans_id must start with the day it was made in Vietnam's time, yymmdd_. */
export const zalopayDay = (at: Date) => formatVnpayDate(at).slice(2, 8);

/** Our payment reference as ZaloPay's app_trans_id: `yymmdd_<txnRef>` (the day the payment was created, GMT+7). */
export const appTransIdOf = (txnRef: string, createdAt: Date) => `${zalopayDay(createdAt)}_${txnRef}`;

/** The txnRef inside an app_trans_id, or null when it is not one of ours. */
export function txnRefOf(appTransId: unknown): string | null {
  if (typeof appTransId !== "string") return null;
  const match = /^\d{6}_([0-9A-Za-z][0-9A-Za-z_.-]*)$/.exec(appTransId);
  return match ? match[1]! : null;
}
