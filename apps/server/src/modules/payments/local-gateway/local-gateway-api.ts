import { randomUUID } from "node:crypto";
import { formatVnpayDate } from "../vnpay/vnpay-dates.ts";
import type { VnpayMerchant } from "../vnpay/vnpay-merchant.ts";
import {
  hasValidPipeHash,
  QUERYDR_REQUEST_FIELDS,
  QUERYDR_RESPONSE_FIELDS,
  REFUND_REQUEST_FIELDS,
  REFUND_RESPONSE_FIELDS,
  withPipeHash,
} from "../vnpay/vnpay-transaction-fields.ts";
import type { Ledger, LedgerEntry } from "./local-gateway-ledger.ts";
import { oneAtATime } from "./local-gateway-locks.ts";

type Message = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function refundedVnd(entry: LedgerEntry): number {
  return entry.refunds.reduce((sum, r) => sum + r.amountVnd, 0);
}

/** What querydr reports for a payment: its last state, a refund showing as type 02 (whole) or 03 (part). */
function transactionView(entry: LedgerEntry) {
  const { payment, result } = entry;
  const refunded = refundedVnd(entry);
  return {
    vnp_TxnRef: payment.txnRef,
    vnp_Amount: String(payment.amountVnd * 100),
    vnp_OrderInfo: payment.orderInfo,
    vnp_BankCode: result?.bankCode ?? "",
    vnp_PayDate: result?.payDate ?? "",
    vnp_TransactionNo: result && result.transactionNo !== "0" ? result.transactionNo : "",
    vnp_TransactionType: refunded === 0 ? "01" : refunded >= payment.amountVnd ? "02" : "03",
    // 01: the buyer has not finished yet.
    vnp_TransactionStatus: result?.transactionStatus ?? "01",
  };
}

/** The gateway's answer to POST merchant_webapi/api/transaction, as VNPay 2.1.0 answers it. */
export async function answerTransactionApi(ledger: Ledger, merchant: VnpayMerchant, body: unknown, now: Date): Promise<Record<string, string>> {
  const request: Message = body && typeof body === "object" && !Array.isArray(body) ? (body as Message) : {};
  const command = text(request.vnp_Command);
  const base = { vnp_ResponseId: randomUUID().replaceAll("-", ""), vnp_Command: command, vnp_TmnCode: merchant.tmnCode, vnp_TxnRef: text(request.vnp_TxnRef) };

  if (command === "querydr") {
    const sign = (answer: Record<string, string>) =>
      withPipeHash(QUERYDR_RESPONSE_FIELDS, { ...base, vnp_PromotionCode: "", vnp_PromotionAmount: "", ...answer }, merchant.hashSecret);
    if (!hasValidPipeHash(QUERYDR_REQUEST_FIELDS, request, merchant.hashSecret)) return sign({ vnp_ResponseCode: "97", vnp_Message: "Invalid Checksum" });
    if (request.vnp_TmnCode !== merchant.tmnCode) return sign({ vnp_ResponseCode: "02", vnp_Message: "Merchant is not valid" });
    const entry = await ledger.find(merchant.tmnCode, text(request.vnp_TxnRef));
    if (!entry || entry.payment.createDate !== request.vnp_TransactionDate) return sign({ vnp_ResponseCode: "91", vnp_Message: "Transaction not found" });
    return sign({ vnp_ResponseCode: "00", vnp_Message: "QueryDR Success", ...transactionView(entry) });
  }

  if (command === "refund") {
    const sign = (answer: Record<string, string>) => withPipeHash(REFUND_RESPONSE_FIELDS, { ...base, ...answer }, merchant.hashSecret);
    if (!hasValidPipeHash(REFUND_REQUEST_FIELDS, request, merchant.hashSecret)) return sign({ vnp_ResponseCode: "97", vnp_Message: "Invalid Checksum" });
    if (request.vnp_TmnCode !== merchant.tmnCode) return sign({ vnp_ResponseCode: "02", vnp_Message: "Merchant is not valid" });
    const txnRef = text(request.vnp_TxnRef);
    return oneAtATime(`${merchant.tmnCode}\n${txnRef}`, async () => {
      const entry = await ledger.find(merchant.tmnCode, txnRef);
      if (!entry || entry.payment.createDate !== request.vnp_TransactionDate) return sign({ vnp_ResponseCode: "91", vnp_Message: "Transaction not found" });
      const view = transactionView(entry);
      const requestId = text(request.vnp_RequestId);
      if (await ledger.findRefund(merchant.tmnCode, txnRef, requestId)) return sign({ vnp_ResponseCode: "94", vnp_Message: "Duplicate request", ...view });
      if (entry.result?.responseCode !== "00") return sign({ vnp_ResponseCode: "95", vnp_Message: "Transaction is not successful", ...view });
      const transactionNo = text(request.vnp_TransactionNo);
      if (transactionNo && transactionNo !== entry.result.transactionNo) return sign({ vnp_ResponseCode: "91", vnp_Message: "Transaction not found" });
      const amount = text(request.vnp_Amount);
      const type = request.vnp_TransactionType;
      const left = entry.payment.amountVnd - refundedVnd(entry);
      const amountVnd = /^\d+00$/.test(amount) ? Number(amount) / 100 : 0;
      const fits =
        type === "02" ? amountVnd === entry.payment.amountVnd && left === entry.payment.amountVnd : type === "03" && amountVnd > 0 && amountVnd <= left;
      if (!fits) return sign({ vnp_ResponseCode: "03", vnp_Message: "Invalid amount", ...view });
      const refundNo = String(Number(entry.result.transactionNo) + entry.refunds.length + 1);
      const refund = {
        requestId,
        transactionType: type as "02" | "03",
        amountVnd,
        transactionNo: refundNo,
        createBy: text(request.vnp_CreateBy),
        refundedAt: now.toISOString(),
      };
      if (!(await ledger.recordRefund(merchant.tmnCode, txnRef, requestId, refund)))
        return sign({ vnp_ResponseCode: "94", vnp_Message: "Duplicate request", ...view });
      return sign({
        vnp_ResponseCode: "00",
        vnp_Message: "Refund success",
        vnp_Amount: amount,
        vnp_BankCode: entry.result.bankCode,
        vnp_PayDate: formatVnpayDate(now),
        vnp_TransactionNo: refundNo,
        vnp_TransactionType: refund.transactionType,
        vnp_TransactionStatus: "00",
        vnp_OrderInfo: text(request.vnp_OrderInfo),
      });
    });
  }

  return withPipeHash(QUERYDR_RESPONSE_FIELDS, { ...base, vnp_ResponseCode: "03", vnp_Message: "Invalid request format" }, merchant.hashSecret);
}
