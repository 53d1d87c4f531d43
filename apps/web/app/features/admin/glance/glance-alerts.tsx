import { Link } from "react-router";
import type { OverviewAlert } from "@hancine/contract/back-office-reports";

/** A word before each alert, so its kind reads without the colour of the box. */
const KIND_LABEL: Record<string, string> = {
  open_shift: "Ca bán vé",
  shift_approval: "Duyệt ca",
  low_stock: "Tồn kho",
  payment_late: "Thanh toán",
  refund_failed: "Hoàn tiền",
  email_unsent: "E-mail",
  sold_out: "Hết vé",
  no_sales: "Chưa bán",
};

/** What needs someone today, each a link to the page where it is dealt with. */
export function GlanceAlerts({ alerts }: { alerts: OverviewAlert[] }) {
  if (alerts.length === 0)
    return (
      <p className="rounded-card border border-slate-200 bg-white p-4 text-sm text-slate-700" role="status">
        Không có việc gì cần xử lý lúc này.
      </p>
    );
  return (
    <section aria-labelledby="can-xu-ly" className="rounded-card border border-amber-300 bg-amber-50 p-4">
      <h2 id="can-xu-ly" className="text-lg font-bold text-night-900">
        Cần xử lý ({alerts.length})
      </h2>
      <ul className="mt-2 space-y-1.5">
        {alerts.map((alert) => (
          <li key={`${alert.kind}|${alert.message}`} className="flex items-start gap-2" data-alert={alert.kind}>
            <span className="mt-1 shrink-0 rounded bg-white px-1.5 text-xs font-semibold uppercase tracking-wide text-night-900 ring-1 ring-amber-300">
              {KIND_LABEL[alert.kind] ?? "Cảnh báo"}
            </span>
            <Link to={alert.link} className="inline-block py-0.5 text-night-900 underline hover:no-underline">
              {alert.message}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
