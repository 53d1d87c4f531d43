import type { AdminOrderSummary, AdminRefund, TimelineKind } from "@hancine/contract/back-office-orders";
import { formatDate, formatTime } from "@hancine/contract/format";
import type { InvoiceStatus } from "@hancine/contract/invoice-request";

/** What the desk calls an order's states, and their badge colours. */
export const ORDER_STATUS: Record<AdminOrderSummary["status"], { label: string; className: string }> = {
  held: { label: "Đang giữ ghế", className: "bg-amber-100 text-amber-900" },
  pending_payment: { label: "Chờ thanh toán", className: "bg-amber-100 text-amber-900" },
  paid: { label: "Đã thanh toán", className: "bg-emerald-100 text-emerald-900" },
  expired: { label: "Hết hạn giữ ghế", className: "bg-slate-200 text-slate-800" },
  cancelled: { label: "Đã huỷ", className: "bg-slate-200 text-slate-800" },
  refunded: { label: "Đã hoàn tiền", className: "bg-red-100 text-red-800" },
  exchanged: { label: "Đã đổi suất", className: "bg-slate-200 text-slate-800" },
};

export const REFUND_STATUS: Record<AdminRefund["status"], { label: string; className: string }> = {
  pending: { label: "Đang hoàn", className: "bg-amber-100 text-amber-900" },
  done: { label: "Đã hoàn", className: "bg-emerald-100 text-emerald-900" },
  failed: { label: "Hoàn lỗi", className: "bg-red-100 text-red-800" },
};

/** A short mark for each kind of timeline event (read by screen readers as part of the title). */
export const TIMELINE_TONE: Record<TimelineKind, string> = {
  held: "bg-slate-400",
  payment_started: "bg-slate-400",
  paid: "bg-emerald-600",
  payment_failed: "bg-red-600",
  expired: "bg-slate-400",
  cancelled: "bg-slate-400",
  email: "bg-blue-600",
  checkin: "bg-night-900",
  refund: "bg-amber-500",
  refund_done: "bg-emerald-600",
  refund_failed: "bg-red-600",
  refund_settled: "bg-emerald-600",
  resend: "bg-blue-600",
  invoice_requested: "bg-amber-500",
  invoice_issued: "bg-emerald-600",
  invoice_failed: "bg-red-600",
};

/** The VAT invoice request's states as the desk shows them. */
export const INVOICE_STATUS: Record<InvoiceStatus, { label: string; className: string }> = {
  requested: { label: "Đang xuất", className: "bg-amber-100 text-amber-900" },
  issued: { label: "Đã xuất", className: "bg-emerald-100 text-emerald-900" },
  failed: { label: "Xuất lỗi", className: "bg-red-100 text-red-800" },
};

/** "19:30 · 28/11/2026" in the chain's zone, 24-hour clock. */
export const formatMoment = (iso: string) => `${formatTime(iso)} · ${formatDate(iso)}`;
