import { randomInt } from "node:crypto";
import { formatVnpayDate, parseVnpayDate } from "../vnpay/vnpay-dates.ts";
import type { LedgerPayment, LedgerResult } from "./local-gateway-ledger.ts";

export type GatewayChoice = LedgerResult["choice"];

export const GATEWAY_CHOICES: readonly GatewayChoice[] = ["pay", "cancel", "bank_error"];

/** VNPay's transaction numbers are 8 digits. */
const newTransactionNo = () => String(randomInt(10_000_000, 100_000_000));

/**
 * What VNPay would answer for the buyer's choice: 00 paid, 24 cancelled by the buyer, 51 refused by
 * the bank (not enough money), 11 when the payment window closed before the buyer paid.
 */
export function resultOfChoice(payment: LedgerPayment, choice: GatewayChoice, now: Date): LedgerResult {
  const expireDate = parseVnpayDate(payment.expireDate);
  const expired = expireDate !== null && now.getTime() > expireDate.getTime();
  const payDate = formatVnpayDate(now);
  let outcome: Pick<LedgerResult, "responseCode" | "transactionStatus" | "transactionNo" | "bankCode">;
  if (choice === "cancel") outcome = { responseCode: "24", transactionStatus: "02", transactionNo: "0", bankCode: "VNPAY" };
  else if (expired) outcome = { responseCode: "11", transactionStatus: "02", transactionNo: "0", bankCode: "VNPAY" };
  else if (choice === "bank_error") outcome = { responseCode: "51", transactionStatus: "02", transactionNo: newTransactionNo(), bankCode: "NCB" };
  else outcome = { responseCode: "00", transactionStatus: "00", transactionNo: newTransactionNo(), bankCode: "NCB" };

  const fields: Record<string, string> = {
    vnp_Amount: String(payment.amountVnd * 100),
    vnp_BankCode: outcome.bankCode,
    vnp_OrderInfo: payment.orderInfo,
    vnp_PayDate: payDate,
    vnp_ResponseCode: outcome.responseCode,
    vnp_TmnCode: payment.tmnCode,
    vnp_TransactionNo: outcome.transactionNo,
    vnp_TransactionStatus: outcome.transactionStatus,
    vnp_TxnRef: payment.txnRef,
  };
  if (outcome.bankCode !== "VNPAY") fields.vnp_CardType = "ATM";
  if (outcome.responseCode === "00") fields.vnp_BankTranNo = `VNP${outcome.transactionNo}`;
  return { choice, ...outcome, payDate, fields };
}
