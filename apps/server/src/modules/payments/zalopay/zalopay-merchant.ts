/** Our application at ZaloPay (API v2): its app_id and the two HMAC keys ZaloPay issues. */
export type ZalopayMerchant = {
  /** e.g. https://sb-openapi.zalopay.vn or https://openapi.zalopay.vn */
  endpoint: string;
  appId: number;
  /** Signs what we send (create, query, refund). */
  key1: string;
  /** Checks what ZaloPay sends (the callback's data, the redirect's checksum). */
  key2: string;
};
