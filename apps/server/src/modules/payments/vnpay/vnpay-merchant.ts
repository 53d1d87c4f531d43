/** Our merchant account at VNPay (or at the local gateway, which speaks the same protocol). */
export type VnpayMerchant = {
  tmnCode: string;
  hashSecret: string;
  /** The gateway's payment page, e.g. https://sandbox.vnpayment.vn/paymentv2/vpcpay.html */
  paymentUrl: string;
  /** querydr/refund, e.g. https://sandbox.vnpayment.vn/merchant_webapi/api/transaction */
  apiUrl: string;
};

export const VNPAY_VERSION = "2.1.0";
