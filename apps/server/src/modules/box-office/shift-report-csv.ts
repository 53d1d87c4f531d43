import { COUNTER_PAYMENT_LABELS, COUNTER_PAYMENT_METHODS, type ShiftReportView } from "@hancine/contract/box-office";
import { chainDay, formatDate, formatTime } from "@hancine/contract/format";
import type { ReportTableData } from "../reports/report-tables.ts";

type Line = { section: string; item: string; value: string | number };

const when = (iso: string) => `${formatTime(iso)} ${formatDate(iso)}`;

/**
 * A shift's report as one table of three columns (section, item, value) — the drawer, then the
 * payment methods, refunds, cash drops and products — so the report's CSV is read top to bottom
 * like the screen. Amounts are whole đồng; times in the chain's zone, 24-hour clock.
 */
export function shiftReportTable(report: ShiftReportView): ReportTableData<Line> {
  const { shift } = report;
  const approval = shift.approval
    ? shift.approval.state === "pending"
      ? "Chờ quản lý duyệt"
      : `Đã duyệt bởi ${shift.approval.approvedBy?.name ?? ""}${shift.approval.note ? ` — ${shift.approval.note}` : ""}`
    : "Không cần duyệt";
  const lines: Line[] = [
    { section: "Ca bán vé", item: "Rạp", value: shift.cinema.name },
    { section: "Ca bán vé", item: "Người bán", value: shift.openedBy.name },
    { section: "Ca bán vé", item: "Mở ca", value: when(shift.openedAt) },
    { section: "Ca bán vé", item: "Đóng ca", value: shift.closedAt ? when(shift.closedAt) : "Đang mở (số liệu đến lúc xuất)" },
    { section: "Ca bán vé", item: "Duyệt chênh lệch", value: approval },
    { section: "Tiền mặt (VND)", item: "Tiền đầu ca", value: report.openingFloat },
    { section: "Tiền mặt (VND)", item: "Thu tiền mặt", value: report.cashSales },
    { section: "Tiền mặt (VND)", item: "Hoàn tiền mặt", value: report.cashRefunds },
    { section: "Tiền mặt (VND)", item: "Chuyển két", value: report.cashDrops },
    { section: "Tiền mặt (VND)", item: "Tiền dự kiến trong ngăn kéo", value: report.expectedCash },
    { section: "Tiền mặt (VND)", item: "Tiền đếm được", value: report.countedCash ?? "" },
    { section: "Tiền mặt (VND)", item: "Chênh lệch", value: report.difference ?? "" },
    ...COUNTER_PAYMENT_METHODS.flatMap((method) => [
      { section: "Theo hình thức (VND)", item: `${COUNTER_PAYMENT_LABELS[method]}: thu`, value: report.sales[method] },
      { section: "Theo hình thức (VND)", item: `${COUNTER_PAYMENT_LABELS[method]}: hoàn`, value: report.refunds.byMethod[method] },
      { section: "Theo hình thức (VND)", item: `${COUNTER_PAYMENT_LABELS[method]}: còn lại`, value: report.byMethod[method] },
    ]),
    { section: "Bán hàng", item: "Đơn đã thanh toán", value: report.orders },
    { section: "Bán hàng", item: "Vé", value: report.tickets },
    { section: "Bán hàng", item: "Bắp nước (phần)", value: report.products },
    { section: "Hoàn tiền", item: "Đơn đã hoàn", value: report.refunds.orders },
    { section: "Hoàn tiền", item: "Tiền đã hoàn (VND)", value: report.refunds.amount },
    ...report.drops.map((drop) => ({ section: "Chuyển két (VND)", item: `${when(drop.at)}${drop.note ? ` — ${drop.note}` : ""}`, value: drop.amount })),
    ...report.productLines.flatMap((line) => [{ section: "Bắp nước", item: `${line.name} (${line.quantity} phần)`, value: line.amount }]),
  ];
  return {
    name: `ca-ban-ve-${shift.cinema.slug}-${chainDay(shift.openedAt)}`,
    columns: [
      { header: "Mục", value: (l) => l.section },
      { header: "Nội dung", value: (l) => l.item },
      { header: "Giá trị", value: (l) => l.value },
    ],
    rows: lines,
  };
}

/** The CSV's file name: the cinema, the person and the day, in Vietnamese (the header also carries an ASCII one). */
export const shiftReportFileName = (report: ShiftReportView) =>
  `Ca bán vé ${report.shift.cinema.name} ${report.shift.openedBy.name} ${chainDay(report.shift.openedAt)} ${formatTime(report.shift.openedAt).replace(":", "h")}`;
