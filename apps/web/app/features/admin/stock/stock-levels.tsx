import type { StockReport } from "@hancine/contract/stock";
import { formatCount } from "@hancine/contract/format";
import { cx } from "#web/ui/cx.ts";

type Item = StockReport["items"][number];

/** How an item stands, in words (never by colour alone). */
function stockStatus(item: Pick<Item, "level" | "low">): { text: string; tone: "out" | "low" | "ok" } {
  if (item.level === 0) return { text: "Hết hàng", tone: "out" };
  if (item.low) return { text: "Sắp hết", tone: "low" };
  return { text: "Đủ hàng", tone: "ok" };
}

const TONE = {
  out: "bg-red-50 text-red-800 border-red-200",
  low: "bg-amber-50 text-amber-900 border-amber-200",
  ok: "bg-emerald-50 text-emerald-900 border-emerald-200",
} as const;

/** The cinema's level of every counted item; low and empty ones highlighted, and said so. */
export function StockLevels({ items }: { items: Item[] }) {
  const short = items.filter((i) => i.low).length;
  return (
    <section aria-labelledby="muc-ton" className="rounded-card border border-slate-200 bg-white p-4">
      <h2 id="muc-ton" className="text-lg font-bold text-night-900">
        Mức tồn từng món
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {items.length === 0
          ? "Rạp chưa theo dõi tồn kho món nào: phiếu nhập hàng hay kiểm kê đầu tiên của một món bắt đầu theo dõi món đó."
          : short > 0
            ? `${short} món đang ở mức báo sắp hết hoặc đã hết.`
            : "Mọi món đều trên mức báo sắp hết."}
      </p>
      {items.length > 0 ? (
        <div role="region" tabIndex={0} aria-label="Bảng mức tồn (cuộn ngang được)" className="mt-3 relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Mức tồn từng món của rạp</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Món
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Tồn
                </th>
                <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">
                  Báo khi còn
                </th>
                <th scope="col" className="py-2 font-medium">
                  Tình trạng
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => {
                const status = stockStatus(item);
                return (
                  <tr key={item.product.id} className={cx(status.tone === "out" && "bg-red-50/60", status.tone === "low" && "bg-amber-50/60")}>
                    <th scope="row" className="py-2 pr-3 font-medium text-night-900">
                      {item.product.name}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums text-night-900">{formatCount(item.level)}</td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums text-slate-600 sm:table-cell">{formatCount(item.lowAt)}</td>
                    <td className="py-2">
                      <span className={cx("inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold", TONE[status.tone])}>
                        {status.text}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
