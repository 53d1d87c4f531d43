import type { GatewayAcknowledgement, NotificationOutcome } from "../payment-provider.ts";

export type VnpayIpnAnswer = { RspCode: "00" | "01" | "02" | "04" | "97" | "99"; Message: string };

/**
 * The JSON VNPay expects back from the IPN URL. A failed payment that we recorded is confirmed with
 * 00 too: VNPay only wants to know that we took note of the result, whatever it was.
 */
export function vnpayIpnAnswer(outcome: NotificationOutcome): VnpayIpnAnswer {
  switch (outcome) {
    case "confirmed":
    case "failed_recorded":
      return { RspCode: "00", Message: "Confirm Success" };
    case "order_not_found":
      return { RspCode: "01", Message: "Order not found" };
    case "already_confirmed":
      return { RspCode: "02", Message: "Order already confirmed" };
    case "invalid_amount":
      return { RspCode: "04", Message: "Invalid amount" };
    case "bad_signature":
      return { RspCode: "97", Message: "Invalid signature" };
    case "error":
      return { RspCode: "99", Message: "Unknown error" };
  }
}

export function vnpayIpnAcknowledgement(outcome: NotificationOutcome): GatewayAcknowledgement {
  return { status: 200, contentType: "application/json; charset=utf-8", body: JSON.stringify(vnpayIpnAnswer(outcome)) };
}
