/** Our partner account at MoMo (API v2). */
export type MomoMerchant = {
  /** e.g. https://test-payment.momo.vn or https://payment.momo.vn */
  endpoint: string;
  partnerCode: string;
  accessKey: string;
  secretKey: string;
};
