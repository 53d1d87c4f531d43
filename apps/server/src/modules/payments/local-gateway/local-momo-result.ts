import { randomInt } from "node:crypto";
import type { MomoLedgerPayment, MomoLedgerResult } from "./local-momo-ledger.ts";

export type MomoChoice = MomoLedgerResult["choice"];

export const MOMO_CHOICES: readonly MomoChoice[] = ["pay", "cancel", "insufficient_funds"];

/** MoMo's messages for the result codes the local gateway gives (lang=vi). */
export const MOMO_MESSAGES: Record<number, string> = {
  0: "Thành công.",
  1000: "Giao dịch đã được khởi tạo, chờ người dùng xác nhận thanh toán.",
  1001: "Giao dịch thanh toán thất bại do tài khoản người dùng không đủ tiền.",
  1005: "Giao dịch thất bại do url hoặc QR code đã hết hạn.",
  1006: "Giao dịch thất bại do người dùng đã từ chối xác nhận thanh toán.",
};

/** MoMo's transaction ids are 10 digits. */
export const newMomoTransId = () => randomInt(1_000_000_000, 10_000_000_000);

/**
 * What MoMo would answer for the buyer's choice: 0 paid, 1006 refused by the buyer, 1001 not enough
 * money in the wallet, 1005 when the payment window (orderExpireTime) closed first.
 */
export function momoResultOfChoice(payment: MomoLedgerPayment, choice: MomoChoice, now: Date): MomoLedgerResult {
  const expired = now.getTime() > new Date(payment.expiresAt).getTime();
  const resultCode = choice === "cancel" ? 1006 : expired ? 1005 : choice === "insufficient_funds" ? 1001 : 0;
  const transId = resultCode === 0 || resultCode === 1001 ? newMomoTransId() : 0;
  const fields = {
    partnerCode: payment.partnerCode,
    orderId: payment.orderId,
    requestId: payment.requestId,
    amount: payment.amountVnd,
    orderInfo: payment.orderInfo,
    orderType: "momo_wallet",
    transId,
    resultCode,
    message: MOMO_MESSAGES[resultCode]!,
    payType: "qr",
    responseTime: now.getTime(),
    extraData: payment.extraData,
  };
  return { choice, resultCode, transId, fields };
}
