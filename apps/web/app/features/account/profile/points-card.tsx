import type { Points } from "@hancine/contract/points";
import { formatCount, formatDate, formatTime, formatVnd } from "@hancine/contract/format";
import { Link } from "react-router";
import { paths } from "#web/features/site/paths.ts";
import { cx } from "#web/ui/cx.ts";

const pointsText = (n: number) => `${formatCount(n)} điểm`;
const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : `−${formatCount(-n)}`);

/** "Điểm thưởng": what can be spent now and what it is worth, the tier's earning rate, what expires when, and the history. */
export function PointsCard({ points }: { points: Points }) {
  const soonest = points.expiring[0];
  return (
    <section aria-labelledby="points-title" className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="points-card">
      <h2 id="points-title" className="text-lg font-bold text-night-900">
        Điểm thưởng
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-2">
        <p>
          <span className="block text-sm text-slate-600">Số dư dùng được</span>
          <strong className="text-3xl text-night-900" data-testid="points-balance">
            {pointsText(points.balance)}
          </strong>
          <span className="ml-2 text-sm text-slate-600">= {formatVnd(points.balance * points.pointValueVnd)}</span>
        </p>
        <p className="text-sm text-slate-700">
          Hạng {points.tier.name}: tích {Math.round(points.tier.earnRate * 100)}% số tiền thanh toán thành điểm (1 điểm = {formatVnd(points.pointValueVnd)}).
        </p>
      </div>
      {soonest ? (
        <p className="mt-2 text-sm text-slate-700">
          {pointsText(soonest.points)} sẽ hết hạn vào {formatDate(soonest.expiresAt)}. Điểm tích được dùng trong 12 tháng; điểm cũ nhất được dùng trước.
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Mỗi đơn hàng đã thanh toán đều được tích điểm; bạn dùng điểm để trừ tiền ở bước thanh toán.</p>
      )}
      <h3 className="mt-5 text-sm font-bold text-night-900">Lịch sử điểm</h3>
      {points.history.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Chưa có thay đổi nào.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-card border border-slate-200" data-testid="points-history">
          {points.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-night-900">{entry.reasonText}</p>
                <p className="text-slate-600">
                  {formatTime(entry.at)}, {formatDate(entry.at)}
                  {entry.orderCode ? (
                    <>
                      {" · "}
                      <Link to={paths.order(entry.orderCode)} className="whitespace-nowrap text-link underline underline-offset-2">
                        Đơn {entry.orderCode}
                      </Link>
                    </>
                  ) : null}
                  {entry.expiresAt ? ` · hết hạn ${formatDate(entry.expiresAt)}` : null}
                </p>
              </div>
              <p className="shrink-0 text-right">
                <strong className={cx("block", entry.points > 0 ? "text-green-800" : "text-night-900")}>{signed(entry.points)}</strong>
                <span className="text-xs text-slate-600">còn {formatCount(entry.balanceAfter)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
