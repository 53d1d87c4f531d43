import type { SalesDashboard } from "@hancine/contract/back-office-reports";
import { formatCount, formatVnd } from "@hancine/contract/format";
import { formatPercent } from "./report-format.ts";

/** The range's headline numbers. */
export function KpiCards({ kpis }: { kpis: SalesDashboard["kpis"] }) {
  const cards = [
    { label: "Doanh thu", value: formatVnd(kpis.revenue), note: `${formatCount(kpis.orders)} đơn đã thanh toán` },
    { label: "Vé đã bán", value: formatCount(kpis.tickets), note: `${formatCount(kpis.showtimes)} suất chiếu` },
    { label: "Giá vé trung bình", value: formatVnd(kpis.averageTicketPrice), note: "trước giảm giá" },
    { label: "Tỉ lệ lấp đầy", value: formatPercent(kpis.occupancy), note: `${formatCount(kpis.seats)} ghế bán được` },
    { label: "Bắp nước mỗi khách", value: formatVnd(kpis.concessionsPerHead), note: `tổng ${formatVnd(kpis.concessionRevenue)}` },
    { label: "Đã hoàn tiền", value: formatVnd(kpis.refundedAmount), note: `${formatCount(kpis.refundedOrders)} đơn, không tính vào doanh thu` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="min-w-0 rounded-card border border-slate-200 bg-white p-3">
          <dt className="text-sm text-slate-600">{card.label}</dt>
          <dd className="mt-1 whitespace-nowrap text-base font-bold sm:text-xl tabular-nums text-night-900" data-kpi={card.label}>
            {card.value}
          </dd>
          <dd className="mt-0.5 text-xs text-slate-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
