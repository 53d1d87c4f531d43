/**
 * What every payment gateway adapter offers the booking flow. Plain objects made by
 * `createVnpayProvider` / `createMomoProvider`; no container, no classes to extend.
 *
 * Trust rule: a payment's status comes only from a verified notification (`parseNotification`) or a
 * `query`, never from the buyer's browser (`verifyReturn` only decides where to send the buyer).
 */

export type PaymentMethod = "vnpay" | "momo" | "zalopay";

export type CreatePaymentInput = {
  /** Our reference for this payment attempt (VNPay: unique per day; MoMo: unique ever). `[0-9A-Za-z_.-]`. */
  txnRef: string;
  /** Integer VND. */
  amountVnd: number;
  /** Vietnamese text; each adapter folds it as its protocol needs (VNPay: ASCII without diacritics). */
  orderInfo: string;
  clientIp: string;
  createdAt: Date;
  /** When the gateway must stop accepting the payment: no later than the seat hold's expiry. */
  expiresAt: Date;
  /** Where the buyer's browser comes back (our `/api/v1/payments/<provider>/return`). */
  returnUrl: string;
  /** Server-to-server notification URL. MoMo takes it per request; VNPay's is set at its merchant portal, so VNPay ignores it. */
  notifyUrl: string;
  locale?: "vn" | "en";
};

export type CreatedPayment = {
  /** Send the buyer's browser here. */
  url: string;
};

/** The gateway's word on one payment, after its signature was checked. */
export type VerifiedPayment = {
  valid: true;
  txnRef: string;
  /** The gateway's transaction id; null when the gateway gives none (VNPay sends "0" for a cancelled payment). */
  providerTxnId: string | null;
  amountVnd: number;
  success: boolean;
  /** The gateway's own result code ("00", "24", "0", "1006", …). */
  responseCode: string;
  raw: Record<string, string>;
};

export type RejectedPayment = {
  valid: false;
  /** Why it was not believed, for logs. */
  reason: "bad_signature" | "wrong_merchant" | "malformed";
  /** The reference the message claims, unverified: never act on it, at most show a neutral page. */
  claimedTxnRef: string | null;
  raw: Record<string, string>;
};

export type PaymentVerification = VerifiedPayment | RejectedPayment;

/** What the booking side did with a verified notification (`PaymentOutcomeHandler.applyPayment`). */
export type ApplyPaymentResult = "confirmed" | "already_confirmed" | "order_not_found" | "invalid_amount" | "failed_recorded";

/** Every way a notification can end: the booking side's answer, a bad signature, or our own failure. */
export type NotificationOutcome = ApplyPaymentResult | "bad_signature" | "error";

/** The exact HTTP answer the gateway expects for an outcome. */
export type GatewayAcknowledgement = { status: number; contentType?: string; body?: string };

export type ParsedNotification = PaymentVerification & {
  acknowledge(outcome: NotificationOutcome): GatewayAcknowledgement;
};

export type NotificationRequest = { method: string; query: unknown; body: unknown };

export type PaymentQueryInput = {
  txnRef: string;
  /** When the payment was created (VNPay looks transactions up by it). */
  createdAt: Date;
  orderInfo?: string;
  /** The server's own address, for gateways that log the caller. */
  clientIp?: string;
};

export type PaymentState = "paid" | "pending" | "failed" | "refunded" | "partially_refunded" | "not_found" | "unknown";

export type PaymentStatus = {
  /** False when the gateway's answer could not be authenticated (then `state` is "unknown"). */
  valid: boolean;
  state: PaymentState;
  txnRef: string;
  providerTxnId: string | null;
  amountVnd: number | null;
  responseCode: string;
  message: string;
  raw: Record<string, unknown>;
};

export type RefundInput = {
  /** Our unique id for this refund (MoMo: the refund's orderId; also our idempotency key). `[0-9A-Za-z_.-]`. */
  refundRef: string;
  txnRef: string;
  providerTxnId: string;
  /** Integer VND to give back. */
  amountVnd: number;
  /** The whole payment (true) or a part of it. */
  full: boolean;
  /** When the original payment was created. */
  paymentCreatedAt: Date;
  /** Vietnamese reason, shown in the gateway's records. */
  reason: string;
  /** Who asked: a staff e-mail or "system". */
  requestedBy: string;
  clientIp?: string;
};

export type RefundResult = {
  valid: boolean;
  /** The gateway took the refund (it may still be settling with the bank). */
  accepted: boolean;
  providerRefundId: string | null;
  responseCode: string;
  message: string;
  raw: Record<string, unknown>;
};

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The name a buyer sees ("VNPay", "Ví MoMo"). */
  readonly displayName: string;
  createPaymentUrl(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The buyer's browser coming back. Only decides which page to show. */
  verifyReturn(query: unknown): PaymentVerification;
  /** A server-to-server notification, with the answer to send for each outcome. */
  parseNotification(request: NotificationRequest): ParsedNotification;
  query(input: PaymentQueryInput): Promise<PaymentStatus>;
  refund(input: RefundInput): Promise<RefundResult>;
}

/** A gateway could not be reached or answered nonsense; the caller retries later or shows "try again". */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly kind: "invalid_request" | "unreachable" | "bad_answer" | "rejected",
  ) {
    super(message);
  }
}
