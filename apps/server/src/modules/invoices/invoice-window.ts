import { chainDay } from "@hancine/contract/format";
import { chainTime } from "@hancine/contract/chain-clock";

/**
 * A VAT invoice may be asked for until the end of the calendar month (Asia/Ho_Chi_Minh) in which the
 * order was paid (decision 052): the first instant of the next month closes the window.
 */
export function invoiceWindowClosesAt(paidAt: Date): Date {
  const [year, month] = chainDay(paidAt).split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return chainTime(next, 0);
}
