import type { Shift } from "@hancine/contract/box-office";
import { formatDate, formatTime, formatVnd } from "@hancine/contract/format";

/** "14:05 29/11/2026" in the chain's zone. */
export const moment = (iso: string) => `${formatTime(iso)} ${formatDate(iso)}`;

/** A difference with its sign spelled out: "+20.000 ₫" extra, "-30.000 ₫" missing, "0 ₫". */
export const signedVnd = (amount: number) => (amount > 0 ? `+${formatVnd(amount)}` : formatVnd(amount));

/** What the approval column says of a shift. */
export function approvalLabel(shift: Shift): string {
  if (shift.status === "open") return "—";
  if (!shift.approval) return "Không cần duyệt";
  if (shift.approval.state === "pending") return "Chờ duyệt";
  return `Đã duyệt: ${shift.approval.approvedBy?.name ?? ""}`;
}

/** The shift's report as a CSV file (UTF-8 with BOM, for Excel). */
export const shiftCsvHref = (id: string) => `/api/v1/box-office/shifts/${encodeURIComponent(id)}/report?format=csv`;
