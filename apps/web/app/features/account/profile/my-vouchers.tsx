import type { MyVoucher } from "@hancine/contract/my-vouchers";
import { formatDate } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";

const STATUS: Record<MyVoucher["status"], { label: string; tone: string }> = {
  usable: { label: "Dùng được", tone: "bg-green-50 text-green-900 ring-green-700/30" },
  used: { label: "Đã dùng", tone: "bg-slate-100 text-slate-700 ring-slate-300" },
  expired: { label: "Hết hạn", tone: "bg-slate-100 text-slate-700 ring-slate-300" },
  upcoming: { label: "Sắp có hiệu lực", tone: "bg-amber-50 text-amber-950 ring-amber-200" },
};

/** "Voucher của tôi": the customer's own vouchers (the birthday gift), with the code to type at checkout. */
export function MyVouchers({ vouchers }: { vouchers: MyVoucher[] }) {
  return (
    <section aria-labelledby="my-vouchers-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="my-vouchers">
      <h2 id="my-vouchers-title" className="text-lg font-bold text-night-900">
        Voucher của tôi
      </h2>
      {vouchers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Bạn chưa có voucher riêng nào. Đầu tháng sinh nhật, HanCine tặng bạn một voucher giảm giá — nó sẽ hiện ở đây.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {vouchers.map((voucher) => (
            <li key={voucher.code} className="rounded-card border border-dashed border-slate-300 p-4">
              <div className="flex items-start justify-between gap-2">
                <p className="font-bold text-night-900">{voucher.title}</p>
                <span className={cx("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1", STATUS[voucher.status].tone)}>
                  {STATUS[voucher.status].label}
                </span>
              </div>
              <p className="mt-1 text-sm text-night-900">{voucher.benefit}.</p>
              <p className="mt-2 text-sm text-slate-700">
                Mã: <strong className="font-mono text-night-900 select-all">{voucher.code}</strong>
              </p>
              <p className="mt-1 text-xs text-slate-600">
                Từ {formatDate(voucher.validFrom)} đến hết {formatDate(new Date(Date.parse(voucher.validUntil) - 1).toISOString())}.{" "}
                {voucher.conditions.filter((line) => !line.startsWith("Hiệu lực")).join(" ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
